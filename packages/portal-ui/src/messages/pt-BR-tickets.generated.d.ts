// The type of pt-BR-tickets.generated.js: every key of pt-BR-tickets.ts, compiled to a function of its values.
import type { TicketsMessageKey } from './pt-BR-tickets';

declare const ticketsCatalog: Record<TicketsMessageKey, (values: Record<string, unknown>) => string>;
export default ticketsCatalog;
