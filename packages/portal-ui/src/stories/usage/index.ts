import { adminUsage } from './admin';
import { baseUsage } from './base';
import { ticketsUsage } from './tickets';
import { walkUsage } from './walk';

/** Every component's usage, by component. */
export const usageOf = { ...baseUsage, ...walkUsage, ...ticketsUsage, ...adminUsage };
export { usage, usageParameters, type Usage } from './usage';
