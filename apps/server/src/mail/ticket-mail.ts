import { messages } from '../messages';

/** What one e-mail to a student says, rendered when the outbox row is written. */
export interface RenderedMail {
  assunto: string;
  texto: string;
  html: string;
}

/** What a ticket's e-mail is written from. */
export interface TicketMailInput {
  tipo: 'resposta' | 'fechamento';
  ticketId: number;
  tn: string;
  titulo: string;
  /** The student's name as the ticket keeps it ('' when unknown). */
  solicitante: string;
  /** The agent's name. */
  atendente: string;
  /** The stored reply body (replyHtml's output: escaped text with <br>); absent for a close. */
  corpo?: string;
  publicUrl: string;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * An article body as plain text. Agents' bodies are stored through `replyHtml` (every character
 * escaped but <br>); any other tag (an older or seeded article) is dropped, not rendered: the
 * e-mail's HTML is rebuilt from this text, so no markup of an article ever reaches a mail reader.
 */
export function articleText(corpo: string): string {
  return corpo
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The portal's page of the ticket, which the student reaches after signing in. */
export const ticketLink = (publicUrl: string, ticketId: number) => `${publicUrl}/chamados/detalhe/${ticketId}`;

/**
 * The pt-BR e-mail of an agent's reply or close: plain text and HTML saying the same, the
 * protocol number and title in the subject (nodemailer encodes it as UTF-8), the link to the
 * ticket's page. Everything taken from the ticket is escaped in the HTML.
 */
export function renderTicketMail(input: TicketMailInput): RenderedMail {
  const m = messages.mail;
  const link = ticketLink(input.publicUrl, input.ticketId);
  const reply = input.tipo === 'resposta';
  const assunto = reply ? m.replySubject(input.tn, input.titulo) : m.closeSubject(input.tn, input.titulo);
  const intro = reply ? m.replyIntro(input.atendente, input.tn, input.titulo) : m.closeIntro(input.atendente, input.tn, input.titulo);
  const body = reply ? articleText(input.corpo ?? '') : m.closeReopen;
  const greeting = m.greeting(input.solicitante.trim().split(/\s+/)[0] ?? '');

  const texto = [greeting, '', intro, '', body, '', m.linkIntro, link, '', '-- ', m.signature, m.why, ''].join('\n');
  const paragraph = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const quoted = reply
    ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #1351b4;background:#f3f6fb">${escapeHtml(body).replace(/\n/g, '<br>')}</blockquote>`
    : paragraph(body);
  const html = [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1b1b1b;max-width:640px;margin:0 auto;padding:16px">',
    paragraph(greeting),
    paragraph(intro),
    quoted,
    `<p>${escapeHtml(m.linkIntro)}<br><a href="${escapeHtml(link)}">${escapeHtml(m.linkText)}</a> (${escapeHtml(link)})</p>`,
    `<hr><p style="font-size:13px;color:#555">${escapeHtml(m.signature)}<br>${escapeHtml(m.why)}</p>`,
    '</body></html>',
  ].join('\n');
  return { assunto, texto, html };
}
