import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_DEFAULTS } from '../src/mail/mail-config';
import { mailOutbox } from '../src/db/schema';
import { smtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { useTestApp } from './test-app';
import { openTicket } from './open-ticket';
import { bearer, claims, token } from './tokens';

type Headers = Record<string, string>;
const PUBLIC_URL = 'https://chamados.ufv.test';

// Issue 29 §2: the student's e-mail on an agent's reply or close, through the outbox, to a real
// SMTP server on loopback (smtp-server), on PGlite and PostgreSQL.
describe('e-mail to students', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await smtpCatcher();
  });
  afterAll(() => smtp?.close());
  const t = useTestApp({
    publicUrl: PUBLIC_URL,
    get mail() {
      return { ...MAIL_DEFAULTS, smtpUrl: smtp.url, from: 'Central de Atendimento <chamados@ufv.br>', publicUrl: PUBLIC_URL, pollMs: 200, retryBaseMs: 300, retryMaxMs: 1_000 };
    },
  });
  let student: Headers;
  let agent: Headers;
  let admin: Headers;
  beforeAll(async () => {
    student = bearer(await token(claims.userA));
    agent = bearer(await token(claims.agent));
    admin = bearer(await token(claims.admin));
  });

  const open = async (assunto: string) => {
    const res = await openTicket(t.app, student, { assunto });
    expect(res.statusCode).toBe(201);
    return res.json() as { ticketId: number; ticketNumber: string };
  };
  const reply = async (ticketId: number, corpo: string, interno = false) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/agente/chamados/${ticketId}/artigos`, headers: agent, payload: { corpo, anexos: [], interno } });
    expect(res.statusCode).toBe(201);
  };
  const close = async (ticketId: number) => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/agente/chamados/${ticketId}`, headers: agent, payload: { estado: 'fechado' } });
    expect(res.statusCode).toBe(200);
  };
  const about = (tn: string) => smtp.mails.filter((m) => m.subject.includes(tn));

  it("an agent's reply: one e-mail with the protocol number, the title, the reply's text and the link, as text and HTML, within 10 s", async () => {
    const { ticketId, ticketNumber } = await open('Impressora do laboratório não imprime');
    const t0 = Date.now();
    await reply(ticketId, 'Olá! Troque o toner <b>amanhã</b> & "reinicie".\nDepois <script>alert(1)</script> teste.');
    await smtp.until(() => about(ticketNumber).length === 1);
    expect(Date.now() - t0).toBeLessThan(10_000);
    const [mail] = about(ticketNumber);
    expect(mail!.to).toBe(claims.userA.email);
    expect(mail!.parsed.from?.text).toContain('chamados@ufv.br');
    expect(mail!.subject).toBe(`[Chamado ${ticketNumber}] Nova resposta: Impressora do laboratório não imprime`);
    // A UTF-8 subject travels as encoded words (RFC 2047), never as raw 8-bit bytes.
    expect(mail!.rawSubject).toMatch(/=\?UTF-8\?[BQ]\?/i);
    const link = `${PUBLIC_URL}/chamados/detalhe/${ticketId}`;
    expect(mail!.text).toContain(ticketNumber);
    expect(mail!.text).toContain('Olá! Troque o toner <b>amanhã</b> & "reinicie".\nDepois <script>alert(1)</script> teste.');
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
    // The agent's markup arrives as text: escaped in the HTML, never as elements.
    expect(mail!.html).toContain('&lt;b&gt;amanhã&lt;/b&gt; &amp; &quot;reinicie&quot;.<br>Depois &lt;script&gt;');
    expect(mail!.html).not.toMatch(/<script|<b>/i);
    expect(mail!.messageId).toMatch(/^<chamados-\d+@chamados\.ufv\.test>$/);
  });

  it('an internal note sends nothing; the reply after it sends one', async () => {
    const { ticketId, ticketNumber } = await open('Nota interna não vai por e-mail');
    await reply(ticketId, 'NOTA SECRETA: verificar o patrimônio', true);
    await reply(ticketId, 'Estamos verificando.');
    await smtp.until(() => about(ticketNumber).length >= 1);
    // The note's row would have come first (the outbox is sent in order): nothing else arrives.
    await t.app.mail.sender!.flush();
    expect(about(ticketNumber).map((m) => m.text.includes('Estamos verificando.'))).toEqual([true]);
    expect(smtp.mails.some((m) => m.text.includes('NOTA SECRETA'))).toBe(false);
  });

  it("closing sends one e-mail saying so; closing it again sends none", async () => {
    const { ticketId, ticketNumber } = await open('Acesso ao Moodle');
    await close(ticketId);
    await close(ticketId);
    await smtp.until(() => about(ticketNumber).length >= 1);
    await t.app.mail.sender!.flush();
    const mails = about(ticketNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`[Chamado ${ticketNumber}] Chamado encerrado: Acesso ao Moodle`);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/chamados/detalhe/${ticketId}`);
  });

  it("'Receber avisos por e-mail' off: no e-mail; on again: the next reply is e-mailed", async () => {
    expect((await t.app.inject({ url: '/api/preferencias', headers: student })).json()).toEqual({ avisosPorEmail: true, emailAtivo: true });
    const off = await t.app.inject({ method: 'PUT', url: '/api/preferencias', headers: student, payload: { avisosPorEmail: false } });
    expect(off.json()).toEqual({ avisosPorEmail: false, emailAtivo: true });
    expect((await t.app.inject({ url: '/api/preferencias', headers: student })).json().avisosPorEmail).toBe(false);
    const { ticketId, ticketNumber } = await open('Senha expirada');
    await reply(ticketId, 'Resposta enquanto o aviso está desligado');
    await close(ticketId);
    await t.app.inject({ method: 'PUT', url: '/api/preferencias', headers: student, payload: { avisosPorEmail: true } });
    await reply(ticketId, 'Resposta com o aviso ligado');
    await smtp.until(() => about(ticketNumber).length >= 1);
    await t.app.mail.sender!.flush();
    expect(about(ticketNumber).map((m) => m.text.includes('Resposta com o aviso ligado'))).toEqual([true]);
    // Another user's preference is theirs: user B's stays on.
    const other = bearer(await token(claims.userB));
    expect((await t.app.inject({ url: '/api/preferencias', headers: other })).json().avisosPorEmail).toBe(true);
  });

  it('SMTP down: the failure is retried with backoff and shown to admins; once up, delivered exactly once', async () => {
    await smtp.down();
    const { ticketId, ticketNumber } = await open('Wi-Fi caindo no prédio principal');
    await reply(ticketId, 'Reiniciamos o ponto de acesso.');
    // Wait until it has failed twice: the retry after the first failure happened.
    const [row] = await t.app.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.ticketId, ticketId));
    const attempts = async () => (await t.app.db.select({ n: mailOutbox.tentativas }).from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]!.n;
    for (const t0 = Date.now(); (await attempts()) < 2; ) {
      if (Date.now() - t0 > 15_000) throw new Error('the failed e-mail was never retried');
      await new Promise((r) => setTimeout(r, 50));
    }
    const status = (await t.app.inject({ url: '/api/admin/emails', headers: admin })).json();
    expect(status.ativo).toBe(true);
    expect(status.falhando).toBeGreaterThanOrEqual(1);
    const failure = status.falhas.find((f: { ticketId: number }) => f.ticketId === ticketId);
    expect(failure).toMatchObject({ ticketNumber, para: claims.userA.email, tentativas: expect.any(Number), desistido: false });
    expect(failure.ultimoErro).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect((await t.app.inject({ url: '/api/admin/emails', headers: student })).statusCode).toBe(403);

    await smtp.up();
    await smtp.until(() => about(ticketNumber).length >= 1);
    await t.app.mail.sender!.flush();
    expect(about(ticketNumber)).toHaveLength(1);
    const after = (await t.app.inject({ url: '/api/admin/emails', headers: admin })).json();
    expect(after).toMatchObject({ pendentes: 0, falhando: 0 });
    expect(after.falhas.some((f: { ticketId: number }) => f.ticketId === ticketId)).toBe(false);
  });

  it('an e-mail that failed too often is given up: counted in desistidos and marked desistido, never sent', async () => {
    await smtp.down();
    const { ticketId, ticketNumber } = await open('Projetor sem imagem');
    await reply(ticketId, 'Troque o cabo HDMI.');
    const tries = async () => (await t.app.db.select({ n: mailOutbox.tentativas }).from(mailOutbox).where(eq(mailOutbox.ticketId, ticketId)))[0]?.n ?? 0;
    for (const t0 = Date.now(); (await tries()) < 1; ) {
      if (Date.now() - t0 > 15_000) throw new Error('the e-mail was never tried');
      await new Promise((r) => setTimeout(r, 50));
    }
    // As if it had failed MAIL_DEFAULTS.maxAttempts times (the backoff would take hours).
    await t.app.db.update(mailOutbox).set({ tentativas: MAIL_DEFAULTS.maxAttempts }).where(eq(mailOutbox.ticketId, ticketId));
    const status = (await t.app.inject({ url: '/api/admin/emails', headers: admin })).json();
    expect(status.desistidos).toBeGreaterThanOrEqual(1);
    expect(status.falhas.find((f: { ticketId: number }) => f.ticketId === ticketId)).toMatchObject({ ticketNumber, desistido: true });
    await smtp.up();
    // Another reply is sent; the given-up one stays unsent.
    await reply(ticketId, 'Conseguiu?');
    await smtp.until(() => about(ticketNumber).length >= 1);
    await t.app.mail.sender!.flush();
    expect(about(ticketNumber).map((m) => m.text.includes('Conseguiu?'))).toEqual([true]);
  });
});

describe('e-mail off (no SMTP_URL)', () => {
  const t = useTestApp();
  it('queues nothing and says so to the student and to admins', async () => {
    const student = bearer(await token(claims.userA));
    const agent = bearer(await token(claims.agent));
    const { ticketId } = (await openTicket(t.app, student, { assunto: 'Sem e-mail' })).json();
    await t.app.inject({ method: 'POST', url: `/api/agente/chamados/${ticketId}/artigos`, headers: agent, payload: { corpo: 'oi', anexos: [] } });
    expect(await t.app.db.select().from(mailOutbox)).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/preferencias', headers: student })).json()).toEqual({ avisosPorEmail: true, emailAtivo: false });
    const admin = bearer(await token(claims.admin));
    expect((await t.app.inject({ url: '/api/admin/emails', headers: admin })).json()).toMatchObject({ ativo: false, pendentes: 0, enviados: 0, falhas: [] });
  });
});
