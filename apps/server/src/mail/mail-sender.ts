import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from './mail-config';
import type { ClaimedMail, MailOutbox } from './mail-outbox';

/** What the sender needs of nodemailer (a Transporter), so tests can watch what it sends. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html: string; messageId: string; headers?: Record<string, string> }): Promise<unknown>;
  close(): void;
}

// Errors of the connection, not of one message: the rest of the batch would fail the same way.
const CONNECTION_ERRORS = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ECONNREFUSED', 'ECONNRESET']);

/** The delay before attempt `n + 1` after `n` failures: doubling from `base`, capped at `max`. */
export const retryDelay = (failures: number, base: number, max: number) => Math.min(max, base * 2 ** Math.max(0, failures - 1));

/**
 * Sends the outbox: claims due e-mails, sends them one at a time, and marks each sent before
 * the next starts, so a crash can leave at most the one e-mail in flight unmarked (it is sent
 * again when the claim lapses: an SMTP server that accepted it just before the crash gets it
 * twice, with the same Message-ID). Woken at once by this instance's writes (`wake`), and every
 * `pollMs` for other instances' writes and retries.
 */
export class MailSender {
  readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private holding: number[] = [];

  constructor(
    private readonly outbox: MailOutbox,
    private readonly transport: MailTransport,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
    private readonly messageIdHost = new URL(config.publicUrl).hostname,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Looks for due e-mail now (after this instance wrote some). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.flush()
      .then(() => {})
      .catch((err: unknown) => this.log.error({ err }, 'e-mail: the outbox could not be read'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.config.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Sends every due e-mail; resolves when none is left (or the sender stops). Returns how many were sent. */
  async flush(): Promise<number> {
    let sent = 0;
    while (!this.stopped) {
      const batch = await this.outbox.claim(this.owner, this.config.batch, this.config.leaseMs);
      if (batch.length === 0) break;
      this.holding = batch.map((m) => m.id);
      sent += await this.sendBatch(batch);
      this.holding = [];
    }
    return sent;
  }

  private async sendBatch(batch: ClaimedMail[]): Promise<number> {
    let sent = 0;
    for (let i = 0; i < batch.length; i++) {
      if (this.stopped) break;
      const mail = batch[i]!;
      try {
        await this.transport.sendMail({
          from: this.config.from,
          to: mail.para,
          subject: mail.assunto,
          text: mail.texto,
          html: mail.html,
          // The same for every attempt: a copy a crash made the server send twice can be recognised.
          messageId: `<chamados-${mail.id}@${this.messageIdHost}>`,
          headers: { 'Auto-Submitted': 'auto-generated' },
        });
        if (await this.outbox.markSent(this.owner, mail.id)) sent++;
        this.holding = this.holding.filter((id) => id !== mail.id);
      } catch (err) {
        const e = err as { code?: string; responseCode?: number; message?: string };
        const reason = [e.responseCode, e.code, e.message].filter(Boolean).join(' ');
        const failed = CONNECTION_ERRORS.has(e.code ?? '') ? batch.slice(i) : [mail];
        this.log.warn({ ids: failed.map((m) => m.id), reason }, 'e-mail: sending failed; will retry');
        for (const m of failed) {
          const due = new Date(Date.now() + retryDelay(m.tentativas + 1, this.config.retryBaseMs, this.config.retryMaxMs));
          await this.outbox.markFailed(this.owner, m.id, reason, due);
        }
        this.holding = this.holding.filter((id) => !failed.some((m) => m.id === id));
        if (failed.length > 1) break;
      }
    }
    return sent;
  }

  /** Stops after the e-mail in flight, gives back what it had claimed, closes the SMTP connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.outbox.release(this.owner, this.holding).catch(() => {});
    this.transport.close();
  }
}
