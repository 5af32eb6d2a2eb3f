import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { redactedSmtpUrl } from '../mail/mail-config';
import { MailOutbox } from '../mail/mail-outbox';
import { MailPreferences } from '../mail/mail-preferences';
import { MailSender } from '../mail/mail-sender';
import { smtpTransport } from '../mail/smtp-transport';

/** E-mail to students, as the rest of the server sees it. */
export interface MailService {
  /** SMTP_URL and MAIL_FROM set, and the tickets are ours (with Znuny, Znuny sends e-mail). */
  enabled: boolean;
  /** Where the e-mail's link points (PUBLIC_URL); set when enabled. */
  publicUrl?: string;
  outbox: MailOutbox;
  preferences: MailPreferences;
  /** The sender of this instance; undefined when e-mail is off. */
  sender?: MailSender;
  /** Tells this instance's sender that e-mail was just queued (sent within moments, not at the next poll). */
  queued(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}


/**
 * The outbox's sender, started once the app is ready and stopped before the database closes
 * (`preClose`: after it, the e-mail in flight is marked and the rest of its claim released).
 * Adds no request hooks: nothing of it runs on a request's path but `queued()`.
 */
async function mail(app: FastifyInstance, opts: { config: Config }) {
  const cfg = opts.config.mail;
  const outbox = new MailOutbox(app.db, cfg?.maxAttempts ?? 12);
  const preferences = new MailPreferences(app.db);
  if (!cfg) {
    if (opts.config.ticketStore === 'znuny') app.log.info('e-mail: off (Znuny sends its own e-mail to customers)');
    app.decorate('mail', { enabled: false, outbox, preferences, queued: () => {} } satisfies MailService);
    return;
  }
  const sender = new MailSender(outbox, smtpTransport(cfg.smtpUrl), cfg, app.log.child({ module: 'mail' }));
  app.decorate('mail', { enabled: true, publicUrl: cfg.publicUrl, outbox, preferences, sender, queued: () => sender.wake() } satisfies MailService);
  app.addHook('onReady', async () => {
    app.log.info({ smtp: redactedSmtpUrl(cfg.smtpUrl), from: cfg.from }, 'e-mail: on');
    sender.start();
  });
  app.addHook('preClose', async () => {
    await sender.stop();
  });
}

export default fp(mail, { name: 'mail', dependencies: ['database'] });
