import { adminUsage } from './admin';
import { baseUsage } from './base';
import { deskQueueUsage } from './desk-queue';
import { deskTicketUsage } from './desk-ticket';
import { adminScaleUsage, moreUsage } from './more';
import { ticketsUsage } from './tickets';
import { walkUsage } from './walk';

/** Every component's usage, by component. */
export const usageOf = { ...baseUsage, ...walkUsage, ...ticketsUsage, ...adminUsage, ...deskQueueUsage, ...deskTicketUsage, ...moreUsage, ...adminScaleUsage };
export { usage, usageParameters, type Usage } from './usage';
