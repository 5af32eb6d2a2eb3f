import { messages } from '../messages';

/** How the server sends students their e-mail (src/mail/): read from SMTP_URL and MAIL_FROM. */
export interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://user:pass@host:465. */
  smtpUrl: string;
  /** The From header, e.g. 'Central de Atendimento <chamados@ufv.br>'. */
  from: string;
  /** PUBLIC_URL: the e-mail links to `{publicUrl}/chamados/detalhe/{id}`. */
  publicUrl: string;
  /** How often the sender looks for due e-mail when nothing woke it (other instances' writes). */
  pollMs: number;
  /** The first retry's delay; each failure doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this many failures an e-mail is given up (admins see it under 'desistidos'). */
  maxAttempts: number;
  /**
   * How long a claimed e-mail stays with the instance that claimed it: if that instance dies,
   * another (or the same, restarted) sends it once the claim lapses.
   */
  leaseMs: number;
  /** E-mails claimed at once. */
  batch: number;
}

/** Defaults of the sender's timings; tests shorten them through `testConfig`. */
export const MAIL_DEFAULTS = { pollMs: 5_000, retryBaseMs: 30_000, retryMaxMs: 3_600_000, maxAttempts: 12, leaseMs: 120_000, batch: 50 };

/**
 * SMTP_URL and MAIL_FROM together turn e-mail on; both unset leave it off. With Znuny as the
 * ticket store our e-mail stays off: Znuny notifies its customers itself.
 */
export function readMailConfig(
  str: (name: string) => string | undefined,
  problems: string[],
  ctx: { publicUrl?: string; ticketStore: 'builtin' | 'znuny' },
): MailConfig | undefined {
  const smtpUrl = str('SMTP_URL');
  const from = str('MAIL_FROM');
  if (smtpUrl === undefined && from === undefined) return undefined;
  if (smtpUrl === undefined) {
    problems.push(messages.config.mailWithoutSmtp);
    return undefined;
  }
  let protocolOk = false;
  try {
    protocolOk = ['smtp:', 'smtps:'].includes(new URL(smtpUrl).protocol);
  } catch {
    problems.push(messages.config.url('SMTP_URL', redactedSmtpUrl(smtpUrl)));
    return undefined;
  }
  if (!protocolOk) problems.push(messages.config.protocol('SMTP_URL', redactedSmtpUrl(smtpUrl), ['smtp:', 'smtps:']));
  if (from === undefined) problems.push(messages.config.smtpWithoutFrom);
  if (ctx.publicUrl === undefined) problems.push(messages.config.smtpWithoutPublicUrl);
  if (!protocolOk || from === undefined || ctx.publicUrl === undefined || ctx.ticketStore === 'znuny') return undefined;
  return { smtpUrl, from, publicUrl: ctx.publicUrl.replace(/\/+$/, ''), ...MAIL_DEFAULTS };
}

/** The URL without its password, for messages and logs. */
export function redactedSmtpUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return raw.replace(/:[^:@/]*@/, ':***@');
  }
}
