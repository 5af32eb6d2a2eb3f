/**
 * E-mail (issue 29 §2): how long 1,000 students' notifications take to leave the outbox for an
 * SMTP server on loopback (the `smtp-server` package, as in the tests), goal ≤ 60 s. One
 * in-process app on the embedded PGlite (a default install), or on PostgreSQL when
 * BENCH_DATABASE_URL is set; the e-mails are written as the desk writes them (rendered, one
 * outbox row each) in one transaction, then the sender is woken and timed until the SMTP server
 * has acknowledged the last one. The sender sends one e-mail at a time and marks it sent before
 * the next (a crash leaves at most one unmarked), over one pooled SMTP connection.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { tickets } from '../src/db/schema';
import { MAIL_DEFAULTS } from '../src/mail/mail-config';
import { queueTicketMail } from '../src/mail/queue-ticket-mail';
import { smtpCatcher } from '../test/smtp-catcher';

const TOTAL = Number(process.env.BENCH_MAILS ?? 1000);
const GOAL_S = 60;
const PUBLIC_URL = 'https://chamados.ufv.br';

const smtp = await smtpCatcher({ keepParsed: false });
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = testConfig({
  ...(databaseUrl ? { inMemoryDatabase: false, databaseUrl } : { inMemoryDatabase: true }),
  seed: true,
  publicUrl: PUBLIC_URL,
  mail: { ...MAIL_DEFAULTS, smtpUrl: smtp.url, from: 'Central de Atendimento <chamados@ufv.br>', publicUrl: PUBLIC_URL },
});
const app = await buildApp(config);
try {
  const q0 = performance.now();
  await app.db.transaction(async (tx) => {
    const [t] = await tx.select().from(tickets).orderBy(sql`${tickets.id}`).limit(1);
    if (!t) throw new Error('no seeded ticket');
    for (let i = 1; i <= TOTAL; i++) {
      await queueTicketMail(tx, PUBLIC_URL, {
        tipo: 'resposta', ticketId: t.id, tn: t.tn, titulo: t.titulo, solicitante: t.solicitante, atendente: 'Atendente de bancada',
        corpo: `Olá! Esta é a resposta número ${i}.<br>Reinicie o computador e tente de novo.`, usuario: t.usuario, para: `aluno${i}@ufv.br`,
      });
    }
  });
  const queuedMs = performance.now() - q0;
  const t0 = performance.now();
  app.mail.queued();
  await smtp.until((m) => m.length >= TOTAL, 10 * 60_000);
  const seconds = (performance.now() - t0) / 1000;
  const status = await app.mail.outbox.status();
  console.log(`mail: ${TOTAL} notifications queued in ${(queuedMs / 1000).toFixed(2)} s; flushed to loopback SMTP in ${seconds.toFixed(2)} s (${(TOTAL / seconds).toFixed(0)}/s; goal ≤ ${GOAL_S} s) on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; sent ${status.enviados}, pending ${status.pendentes}`);
  console.log(`  load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} on ${os.cpus().length} cores`);
  if (seconds > GOAL_S || smtp.mails.length !== TOTAL) process.exitCode = 1;
} finally {
  await app.close();
  await smtp.close();
}
