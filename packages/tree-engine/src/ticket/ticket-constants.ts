/** Ticket values of spec §9: defaults every ticket starts from, and the self-service outcome. */

/** Queue a ticket goes to unless an assignment sets fila. @example DEFAULT_QUEUE // 'N1::Service Desk' */
export const DEFAULT_QUEUE = 'N1::Service Desk';
/** Ticket type unless an assignment sets tipo. @example DEFAULT_TICKET_TYPE // 'Requisição de Serviço' */
export const DEFAULT_TICKET_TYPE = 'Requisição de Serviço';
/** Priority unless an assignment sets prioridade. @example DEFAULT_PRIORITY // '5 Muito Alto' */
export const DEFAULT_PRIORITY = '5 Muito Alto';
/** Queue of a problem a tutorial solved. @example SELF_SERVICE_QUEUE // 'N1::Autoatendimento' */
export const SELF_SERVICE_QUEUE = 'N1::Autoatendimento';
/** `state` of a ticket created already closed. @example CLOSED_STATE // 'closed successful' */
export const CLOSED_STATE = 'closed successful';
/** Reserved property listing the attachments (nome, tipo); never sent as a ticket property. @example ATTACHMENTS_PROPERTY // '__anexos' */
export const ATTACHMENTS_PROPERTY = '__anexos';
/** Ticket-system time zone for dates in the default subject. @example TICKET_TIME_ZONE // 'America/Sao_Paulo' */
export const TICKET_TIME_ZONE = 'America/Sao_Paulo';
