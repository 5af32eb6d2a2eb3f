import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
};

describe('SMTP_URL and MAIL_FROM', () => {
  const on = { SMTP_URL: 'smtp://chamados:s%40nha@smtp.ufv.br:587', MAIL_FROM: 'Central <chamados@ufv.br>', PUBLIC_URL: 'https://chamados.ufv.br/' };

  it('both unset: e-mail off', () => {
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('both set with PUBLIC_URL: on, the link base without a trailing slash', () => {
    expect(loadConfig(on).mail).toMatchObject({ smtpUrl: on.SMTP_URL, from: on.MAIL_FROM, publicUrl: 'https://chamados.ufv.br' });
  });

  it('one without the other, without PUBLIC_URL, or another scheme: a Portuguese problem that hides the password', () => {
    expect(problems({ MAIL_FROM: on.MAIL_FROM })[0]).toMatch(/MAIL_FROM está definida sem SMTP_URL/);
    expect(problems({ SMTP_URL: on.SMTP_URL, PUBLIC_URL: on.PUBLIC_URL })[0]).toMatch(/SMTP_URL está definida sem MAIL_FROM/);
    expect(problems({ SMTP_URL: on.SMTP_URL, MAIL_FROM: on.MAIL_FROM })[0]).toMatch(/sem PUBLIC_URL/);
    const scheme = problems({ ...on, SMTP_URL: 'http://u:segredo@smtp.ufv.br' });
    expect(scheme[0]).toMatch(/SMTP_URL=.*deve usar smtp: ou smtps:/);
    expect(scheme.join()).not.toContain('segredo');
  });

  it('with Znuny as the store: off (Znuny sends its own e-mail)', () => {
    const env = { ...on, TICKET_STORE: 'znuny', ZNUNY_URL: 'https://z.ufv.br/otrs/nph-genericinterface.pl', ZNUNY_WEBSERVICE: 'W', ZNUNY_USER: 'u', ZNUNY_PASSWORD: 'p' };
    expect(loadConfig(env).mail).toBeUndefined();
  });
});
