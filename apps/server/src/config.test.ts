import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has working defaults: 0.0.0.0:8080, ./data, PGlite, HS256', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '0.0.0.0', jwtAlgorithms: ['HS256'], databaseUrl: undefined, logLevel: 'info' });
    expect(c.dataDir).toMatch(/data$/);
    expect(c.portalDist).toMatch(/portal[\\/]dist$/);
  });

  it('lists every bad variable with a clear message, at once', () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', JWT_SECRET: 'short', PUBLIC_URL: 'not a url', JWT_ALGORITHMS: 'none', RATE_LIMIT_MAX: '0' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = error!.problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'JWT_SECRET', 'PUBLIC_URL', 'JWT_ALGORITHMS', 'RATE_LIMIT_MAX']) expect(text).toContain(name);
    // Operators read these lines: Portuguese, like every other message of the server.
    expect(error!.message).toMatch(/^Configuração inválida:/);
    for (const line of error!.problems) expect(line).not.toMatch(/\b(must|is not|allowed|contains|is set)\b/);
    expect(text).toContain('PORT="abc" deve ser um número inteiro entre 0 e 65535');
  });

  it('reads FAQ_HOSTS as a list of host names for the verifier and refuses anything else', () => {
    expect(loadConfig({}).faqHosts).toEqual([]);
    expect(loadConfig({ FAQ_HOSTS: ' FAQ.ufv.br, ajuda.ufv.br ' }).faqHosts).toEqual(['faq.ufv.br', 'ajuda.ufv.br']);
    expect(() => loadConfig({ FAQ_HOSTS: 'https://faq.ufv.br/x' })).toThrow(/FAQ_HOSTS contém "https:\/\/faq.ufv.br\/x"/);
  });

  it('switches to RS256/ES256 for a real SSO key and needs a key when SSO_LOGIN_URL is set', () => {
    expect(loadConfig({ JWKS_URL: 'https://sso.example/jwks' }).jwtAlgorithms).toEqual(['RS256', 'ES256']);
    expect(() => loadConfig({ SSO_LOGIN_URL: 'https://sso.example/login' })).toThrow(/JWKS_URL/);
  });

  it('reads limits in friendly units', () => {
    const c = loadConfig({ BODY_LIMIT_MB: '2', ATTACHMENT_BODY_LIMIT_MB: '40', RATE_LIMIT_MAX: '50', REQUEST_TIMEOUT_MS: '5000' });
    expect(c).toMatchObject({ bodyLimit: 2 * 1048576, attachmentBodyLimit: 40 * 1048576, rateLimitMax: 50, requestTimeoutMs: 5000 });
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, 10 by default, and refuses 0', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads the agent groups (1703 by default) and the SLA calendar (24×7 by default), refusing a bad one in Portuguese', () => {
    expect(loadConfig({})).toMatchObject({ agentGroups: ['1703'], slaCalendar: { kind: '24x7' } });
    expect(loadConfig({ AGENT_GROUPS: ' 1703, suporte-dti ' }).agentGroups).toEqual(['1703', 'suporte-dti']);
    expect(() => loadConfig({ AGENT_GROUPS: ' , ' })).toThrow(/AGENT_GROUPS deve listar ao menos um grupo/);
    expect(loadConfig({ SLA_CALENDAR: 'seg-sex 08:00-18:00' }).slaCalendar).toMatchObject({ kind: 'semanal', zone: 'America/Sao_Paulo' });
    expect(() => loadConfig({ SLA_CALENDAR: 'seg-sex 8h-18h' })).toThrow(/SLA_CALENDAR\/SLA_TIME_ZONE: horário inválido "8h-18h"/);
    expect(loadConfig({ ZNUNY_AGENT_URL: 'https://helpdesk.ufv.br/otrs/index.pl' }).znunyAgentUrl).toBe('https://helpdesk.ufv.br/otrs/index.pl');
  });
});
