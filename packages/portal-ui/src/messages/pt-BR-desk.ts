/**
 * The Central de Atendimento's messages (the agents' desk, issue 21), in Brazilian Portuguese,
 * ICU MessageFormat like pt-BR.ts. Apart from the student's catalog so that only the desk's pages
 * load them. Read them through `tDesk(key, values)`.
 */
export const deskMessages = {
  // ---------------------------------------------------------------- the desk and its queue (/atendente)
  'desk.title': 'Central de Atendimento',

  // ---------------------------------------------------------------- one ticket (/atendente/chamado/:id)
  'desk.ticket.conversation': 'Conversa',
} as const;

/** A key of the desk's catalog. */
export type DeskMessageKey = keyof typeof deskMessages;
