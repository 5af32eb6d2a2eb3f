import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

/**
 * A pooled nodemailer transport from SMTP_URL: smtp:// upgrades with STARTTLS when the server
 * offers it, smtps:// is TLS from the start. One connection, reused: the sender sends one
 * e-mail at a time (see mail-sender.ts), and a pooled connection spares a TCP and TLS handshake
 * per message.
 */
export function smtpTransport(smtpUrl: string): Transporter<SMTPPool.SentMessageInfo> {
  const u = new URL(smtpUrl);
  const secure = u.protocol === 'smtps:';
  const options: SMTPPool.Options = {
    pool: true,
    maxConnections: 1,
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(u.username ? { auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) } } : {}),
  };
  return nodemailer.createTransport(options);
}
