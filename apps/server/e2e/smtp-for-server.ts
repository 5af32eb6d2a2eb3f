import { afterAll, beforeAll } from 'vitest';
import { smtpCatcher, type SmtpCatcher } from '../test/smtp-catcher';

/**
 * A real SMTP server on loopback for a describe block's server, and the environment that turns
 * the server's e-mail on toward it (`SMTP_URL` read when the server starts, after `beforeAll`).
 * Call it before `useBrowserAndServer` and pass `env` as it is (a spread would read `SMTP_URL`
 * before the catcher listens); `options.env` adds the server's other variables. `smtp()` is the catcher.
 * @example const { smtp, env } = smtpForServer({ env: { AGENT_GROUPS: '1703' } }); const live = useBrowserAndServer({ env });
 */
export function smtpForServer(options: { down?: boolean; env?: Record<string, string> } = {}): { smtp: () => SmtpCatcher; env: Record<string, string> } {
  let catcher: SmtpCatcher | undefined;
  beforeAll(async () => {
    catcher = await smtpCatcher();
    if (options.down) await catcher.down();
  });
  afterAll(() => catcher?.close());
  const env = Object.defineProperty({ ...options.env, MAIL_FROM: 'Central de Atendimento <chamados@ufv.br>', PUBLIC_URL: 'https://chamados.ufv.test' }, 'SMTP_URL', {
    get: () => catcher!.url,
    enumerable: true,
  }) as Record<string, string>;
  return { smtp: () => catcher!, env };
}
