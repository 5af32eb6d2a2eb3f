import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config';
import { smtpCatcher, type SmtpCatcher } from './smtp-catcher';
import { startServerChild, type ServerChild } from './server-child';
import { dbVariant, freshPostgres } from './test-app';
import { bearer, claims, token } from './tokens';

const TOTAL = 300;
const KILL_AT = 120;

// Issue 29 §2: kill -9 while the outbox is being sent loses none and sends none twice. The
// server is a child process (test/mail-child.ts: src/server.ts with the claim shortened to 2 s);
// the SMTP server on loopback kills it while message KILL_AT+1 is on the wire, before
// acknowledging it, as a crash mid-send would leave it.
describe(`e-mail outbox under kill -9 (${dbVariant})`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamados-mail-crash-'));
  let drop: (() => Promise<void>) | undefined;
  let smtp: SmtpCatcher | undefined;
  let server: ServerChild | undefined;
  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
    await drop?.();
  });

  it(`${TOTAL} e-mails, killed after ${KILL_AT}: after a restart every one has arrived exactly once`, async () => {
    // Set once the server starts, after the catcher whose callback kills it is made.
    // eslint-disable-next-line prefer-const
    let first: ChildProcess | undefined;
    let killed = false;
    smtp = await smtpCatcher({
      beforeAccept: async (accepted) => {
        if (accepted === KILL_AT && !killed && first) {
          killed = true;
          first.kill('SIGKILL');
          await firstExit;
          throw new Error('the sender died before this message was acknowledged');
        }
      },
    });
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      JWT_SECRET: testConfig().jwtSecret!,
      LOG_LEVEL: 'warn',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Central de Atendimento <chamados@ufv.br>',
      PUBLIC_URL: 'https://chamados.ufv.test',
    };
    if (dbVariant === 'postgres') {
      const pg = await freshPostgres();
      drop = pg.drop;
      env.DATABASE_URL = pg.url;
    }
    // The first run sends as soon as it has filled the outbox, and may die before it answers
    // /healthz: it is started bare and only awaited to its end.
    let firstLog = '';
    first = spawn(process.execPath, ['--conditions=@chamados/source', '--import', 'tsx', 'test/mail-child.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', MAIL_CHILD_PREFILL: String(TOTAL) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    first.stdout?.on('data', (c) => (firstLog += c));
    first.stderr?.on('data', (c) => (firstLog += c));
    const firstExit = new Promise<NodeJS.Signals | null>((resolve) => first!.once('exit', (_code, signal) => resolve(signal)));
    const signal = await firstExit;
    expect(killed, firstLog).toBe(true);
    expect(signal).toBe('SIGKILL');
    expect(smtp.mails).toHaveLength(KILL_AT);

    server = await startServerChild(env, 120_000, 'test/mail-child.ts');
    await smtp.until((m) => m.length >= TOTAL, 240_000);
    const admin = bearer(await token(claims.admin));
    for (const t0 = Date.now(); ; ) {
      const status = (await (await fetch(`${server.url}/api/admin/emails`, { headers: admin })).json()) as { pendentes: number; enviados: number };
      if (status.pendentes === 0) {
        expect(status.enviados).toBe(TOTAL);
        break;
      }
      if (Date.now() - t0 > 30_000) throw new Error(`still pending: ${JSON.stringify(status)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const ids = smtp.mails.map((m) => m.messageId);
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
    const numbers = smtp.mails.map((m) => Number(/Resposta número (\d+)/.exec(m.text)?.[1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    server.child.kill('SIGTERM');
    await server.exited;
  }, 600_000);
});
