import { adminUsage } from './admin';
import { baseUsage } from './base';
import { deskQueueUsage } from './desk-queue';
import { ticketsUsage } from './tickets';
import { walkUsage } from './walk';

/** Every component's usage, by component. */
export const usageOf = { ...baseUsage, ...walkUsage, ...ticketsUsage, ...adminUsage, ...deskQueueUsage };
export { usage, usageParameters, type Usage } from './usage';
