import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { tickets } from '../src/db/schema';
import { queueTicketMail } from '../src/mail/queue-ticket-mail';

/**
 * The server as src/server.ts runs it, with the e-mail sender's timings shortened (a claim
 * lapses after 2 s, not 2 min), for the kill -9 test: `MAIL_CHILD_PREFILL=n` first writes n
 * e-mails into the outbox (replies to a seeded ticket) and wakes the sender.
 */
async function main() {
  const config = loadConfig();
  if (!config.mail) throw new Error('mail-child needs SMTP_URL, MAIL_FROM and PUBLIC_URL');
  config.mail = { ...config.mail, leaseMs: 2_000, pollMs: 200, retryBaseMs: 200, retryMaxMs: 1_000 };
  const app = await buildApp(config);
  const prefill = Number(process.env.MAIL_CHILD_PREFILL ?? 0);
  if (prefill > 0) {
    const publicUrl = config.mail.publicUrl;
    await app.db.transaction(async (tx) => {
      const [t] = await tx.select().from(tickets).orderBy(sql`${tickets.id}`).limit(1);
      if (!t) throw new Error('no seeded ticket');
      for (let i = 1; i <= prefill; i++) {
        await queueTicketMail(tx, publicUrl, {
          tipo: 'resposta', ticketId: t.id, tn: t.tn, titulo: t.titulo, solicitante: t.solicitante, atendente: 'Atendente',
          corpo: `Resposta número ${i}`, usuario: t.usuario, para: t.solicitanteEmail || 'aluna@ufv.br',
        });
      }
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (prefill > 0) app.mail.queued();
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
