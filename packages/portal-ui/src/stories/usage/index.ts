import { adminUsage } from './admin';
import { baseUsage } from './base';
import { deskTicketUsage } from './desk-ticket';
import { ticketsUsage } from './tickets';
import { walkUsage } from './walk';

/** Every component's usage, by component. */
export const usageOf = { ...baseUsage, ...walkUsage, ...ticketsUsage, ...adminUsage, ...deskTicketUsage };
export { usage, usageParameters, type Usage } from './usage';
