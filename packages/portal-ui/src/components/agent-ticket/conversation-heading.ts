/** 'Re:', 'RES:', 'Fwd:', 'ENC:' before a subject, any number of times. */
const REPLY_PREFIX = /^\s*((re|res|fw|fwd|enc)\s*:\s*)+/i;

/** What identifies a ticket in a subject line: its protocol as Znuny writes it, and its title. */
export interface ConversationTicket {
  tn: string;
  titulo: string;
  /** The student: their messages are headed by their name rather than their e-mail address. */
  solicitante?: { nome: string; email: string };
}

/**
 * Whether a message's subject says nothing the conversation does not already show: blank, the
 * default 'Re: [Ticket#{tn}]', or the ticket's own title with reply prefixes.
 * @example isRoutineSubject('Re: [Ticket#2026112610000042]', { tn: '2026112610000042', titulo: 'Sem Wi-Fi' }) // true
 */
export function isRoutineSubject(assunto: string, ticket: ConversationTicket): boolean {
  const bare = assunto.replace(REPLY_PREFIX, '').replace(`[Ticket#${ticket.tn}]`, '').trim();
  return bare === '' || bare === ticket.titulo.trim();
}

/**
 * A message's heading in the desk's conversation: who wrote it, then the subject only when it is
 * news ('Ana Souza', 'Atendente DTI · Verificar controladora').
 * @example conversationHeading({ de: 'ana@ufv.br', assunto: 'Re: [Ticket#1]', tipo: 'entrada' }, { tn: '1', titulo: 'Sem Wi-Fi', solicitante: { nome: 'Ana Souza', email: 'ana@ufv.br' } }) // 'Ana Souza'
 */
export function conversationHeading(article: { de: string; assunto: string; tipo: string }, ticket: ConversationTicket): string {
  const requester = ticket.solicitante;
  const fromRequester = article.tipo === 'entrada' && requester !== undefined && requester.nome.trim() !== '' && (article.de.trim() === '' || article.de.trim() === requester.email.trim());
  const who = fromRequester ? requester.nome.trim() : article.de.trim();
  const subject = isRoutineSubject(article.assunto, ticket) ? '' : article.assunto.trim();
  return [who, subject].filter(Boolean).join(' · ');
}
