import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** One e-mail the catcher accepted, parsed. */
export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** The raw Subject header, as it travelled (encoded words). */
  rawSubject: string;
  parsed: ParsedMail;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  /** Stops listening (connections refused) until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
  /** Resolves once `check(mails)` holds; fails after `timeoutMs` saying what arrived. */
  until(check: (mails: CaughtMail[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on loopback that keeps what it accepts: the
 * server's nodemailer speaks real SMTP to it. No STARTTLS (its certificate would be self-signed)
 * and no authentication. `beforeAccept` runs before a message is acknowledged (the kill -9
 * test stops the sender there).
 */
export async function smtpCatcher(opts: { port?: number; beforeAccept?: (count: number) => void | Promise<void>; /** false: keep only Message-IDs (no parsing). */ keepParsed?: boolean } = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  let server: SMTPServer | undefined;
  let port = opts.port ?? 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        size: 10 * 1024 * 1024,
        // `down` drops the sender's pooled connection at once instead of waiting for it to leave.
        closeTimeout: 100,
        onData(stream, session, callback) {
          const to = session.envelope.rcptTo.map((r) => r.address).join(',');
          if (opts.keepParsed === false) {
            // Light mode (the bench, many e-mails): only the Message-ID, from the raw headers.
            const chunks: Buffer[] = [];
            stream.on('data', (c: Buffer) => chunks.push(c));
            stream.on('end', () => {
              const raw = Buffer.concat(chunks).toString('latin1');
              const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
              Promise.resolve(opts.beforeAccept?.(mails.length))
                .then(() => {
                  const messageId = /^message-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
                  mails.push({ to, from: '', subject: '', text: '', html: '', messageId, rawSubject: '', parsed: undefined as never });
                  callback();
                })
                .catch((err: Error) => callback(err));
            });
            return;
          }
          simpleParser(stream)
            .then(async (parsed) => {
              await opts.beforeAccept?.(mails.length);
              const header = parsed.headerLines.find((h) => h.key === 'subject')?.line ?? '';
              mails.push({
                to,
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                messageId: parsed.messageId ?? '',
                rawSubject: header,
                parsed,
              });
              callback();
            })
            .catch((err: Error) => callback(err));
        },
      });
      s.on('error', () => {});
      s.listen(port, '127.0.0.1', () => {
        const a = s.server.address();
        if (a && typeof a === 'object') port = a.port;
        server = s;
        resolve();
      });
      s.server.once('error', reject);
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await listen();
  return {
    get port() { return port; },
    get url() { return `smtp://127.0.0.1:${port}`; },
    mails,
    down: async () => {
      await stop();
      server = undefined;
    },
    up: listen,
    until: async (check, timeoutMs = 15_000) => {
      const t0 = Date.now();
      while (!check(mails)) {
        if (Date.now() - t0 > timeoutMs) throw new Error(`e-mail never arrived as expected; arrived: ${JSON.stringify(mails.map((m) => m.subject))}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: stop,
  };
}
