import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { mailOutbox, tickets } from '../src/db/schema';
import { MAIL_DEFAULTS } from '../src/mail/mail-config';
import { queueTicketMail } from '../src/mail/queue-ticket-mail';
import { smtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { freshPostgres } from './test-app';

const TOTAL = 200;
const PUBLIC_URL = 'https://chamados.ufv.test';

// Issue 29 §2: two instances behind one PostgreSQL send the same outbox; FOR UPDATE SKIP LOCKED
// claims keep each e-mail with one of them. PostgreSQL only (PGlite has one process).
describe('the e-mail outbox on two instances', () => {
  let smtp: SmtpCatcher | undefined;
  const apps: FastifyInstance[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await smtp?.close();
    await drop?.();
  });

  it(`${TOTAL} e-mails sent by both at once: each arrives exactly once`, async () => {
    smtp = await smtpCatcher({ keepParsed: false });
    const pg = await freshPostgres();
    drop = pg.drop;
    const mail = { ...MAIL_DEFAULTS, smtpUrl: smtp.url, from: 'Central <chamados@ufv.br>', publicUrl: PUBLIC_URL, pollMs: 100, batch: 20 };
    const config = testConfig({ inMemoryDatabase: false, databaseUrl: pg.url, seed: true, publicUrl: PUBLIC_URL, mail });
    apps.push(await buildApp(config), await buildApp(config));
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await a.db.transaction(async (tx) => {
      const [t] = await tx.select().from(tickets).orderBy(sql`${tickets.id}`).limit(1);
      for (let i = 1; i <= TOTAL; i++) {
        await queueTicketMail(tx, PUBLIC_URL, {
          tipo: 'resposta', ticketId: t!.id, tn: t!.tn, titulo: t!.titulo, solicitante: t!.solicitante, atendente: 'Atendente',
          corpo: `Resposta ${i}`, usuario: t!.usuario, para: 'aluna@ufv.br',
        });
      }
    });
    a.mail.queued();
    b.mail.queued();
    console.log(`two instances: ${TOTAL} e-mails queued at ${new Date().toISOString()}`);
    await smtp.until((m) => m.length >= TOTAL, 180_000);
    // Both senders run dry, then nothing more arrives.
    await Promise.all([a.mail.sender!.flush(), b.mail.sender!.flush()]);
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
    const [left] = await a.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(mailOutbox).where(sql`${mailOutbox.enviadoEm} is null`);
    expect(left!.n).toBe(0);
  }, 600_000);
});
