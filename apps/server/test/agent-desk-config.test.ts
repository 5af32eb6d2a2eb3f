import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

describe('the Central de Atendimento with other agent groups', () => {
  const t = useTestApp({ agentGroups: ['suporte-dti'] });

  it('lets in the groups of AGENT_GROUPS only', async () => {
    const custom = bearer(await token({ ...claims.userB, grupos: ['suporte-dti'] }));
    expect((await t.app.inject({ url: '/api/agente/chamados', headers: custom })).statusCode).toBe(200);
    const default1703 = bearer(await token(claims.agent));
    expect((await t.app.inject({ url: '/api/agente/chamados', headers: default1703 })).statusCode).toBe(403);
  });
});

// With TICKET_STORE=znuny agents answer in Znuny (here one that does not answer: the server
// starts anyway, as it does when Znuny is down at start).
describe('the Central de Atendimento with the Znuny store', () => {
  const znuny = loadConfig({
    LOG_LEVEL: 'silent',
    TICKET_STORE: 'znuny',
    ZNUNY_URL: 'http://127.0.0.1:9/otrs/nph-genericinterface.pl',
    ZNUNY_WEBSERVICE: 'Chamados',
    ZNUNY_USER: 'portal',
    ZNUNY_PASSWORD: 'x',
    ZNUNY_TIMEOUT_MS: '1000',
    ZNUNY_RETRIES: '0',
    ZNUNY_AGENT_URL: 'https://helpdesk.ufv.br/otrs/index.pl',
  });
  const t = useTestApp({ ticketStore: 'znuny', znuny: znuny.znuny, znunyAgentUrl: znuny.znunyAgentUrl });

  it('says where tickets are answered, and the desk routes answer 409 naming it', async () => {
    const agent = bearer(await token(claims.agent));
    const desk = await t.app.inject({ url: '/api/agente', headers: agent });
    expect(desk.statusCode).toBe(200);
    expect(desk.json()).toMatchObject({ atendimento: 'znuny', urlZnuny: 'https://helpdesk.ufv.br/otrs/index.pl' });
    for (const url of ['/api/agente/chamados', '/api/agente/chamados/1', '/api/agente/respostas-prontas']) {
      const res = await t.app.inject({ url, headers: agent });
      expect(res.statusCode, url).toBe(409);
      expect(res.json().mensagem).toContain('atendidos no Znuny: https://helpdesk.ufv.br/otrs/index.pl');
    }
    // Students still get 403, before anything else.
    expect((await t.app.inject({ url: '/api/agente/chamados', headers: bearer(await token(claims.userA)) })).statusCode).toBe(403);
  });
});
