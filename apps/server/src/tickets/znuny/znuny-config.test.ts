import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConfigError} from '../../config';
import { loadConfig } from '../../config';
import { portalState, stateTypesFor } from './state-map';

const znuny = {
  TICKET_STORE: 'znuny',
  ZNUNY_URL: 'https://helpdesk.example.edu/otrs/nph-genericinterface.pl/',
  ZNUNY_WEBSERVICE: 'Chamados',
  ZNUNY_USER: 'portal',
  ZNUNY_PASSWORD: 'segredo',
};

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    return (e as ConfigError).problems;
  }
};

describe('TICKET_STORE and the ZNUNY_* variables', () => {
  it('defaults to the built-in store and reads nothing of Znuny', () => {
    expect(loadConfig({})).toMatchObject({ ticketStore: 'builtin', znuny: undefined });
  });

  it('builds the web service URL and the defaults of the spec', () => {
    const c = loadConfig(znuny);
    expect(c.ticketStore).toBe('znuny');
    expect(c.znuny).toMatchObject({
      webserviceUrl: 'https://helpdesk.example.edu/otrs/nph-genericinterface.pl/Webservice/Chamados',
      queue: 'N1::Service Desk',
      type: 'Requisição de Serviço',
      priority: '5 Muito Alto',
      idempotencyField: 'ChamadosChave',
      readTimeoutMs: 10_000,
      writeTimeoutMs: 60_000,
      readRetries: 1,
      timeZone: 'UTC',
    });
  });

  it('refuses every bad variable at once, one Portuguese line each', () => {
    const list = problems({
      TICKET_STORE: 'otrs5',
    });
    expect(list).toEqual(['TICKET_STORE="otrs5" deve ser um de: builtin, znuny']);
    const many = problems({
      TICKET_STORE: 'znuny',
      ZNUNY_URL: 'ftp://x',
      ZNUNY_STATE_MAP: 'closed=resolvido,open',
      ZNUNY_TIMEOUT_MS: '10s',
      ZNUNY_RETRIES: '9',
      ZNUNY_IDEMPOTENCY_FIELD: 'chave-portal',
      ZNUNY_TIME_ZONE: 'Brasil/Viçosa',
    });
    for (const name of ['ZNUNY_URL', 'ZNUNY_WEBSERVICE', 'ZNUNY_USER', 'ZNUNY_PASSWORD', 'ZNUNY_TIMEOUT_MS', 'ZNUNY_RETRIES', 'ZNUNY_IDEMPOTENCY_FIELD', 'ZNUNY_TIME_ZONE']) {
      expect(many.some((p) => p.includes(name)), name).toBe(true);
    }
    expect(many.filter((p) => p.startsWith('ZNUNY_STATE_MAP'))).toHaveLength(2);
    expect(many.join('\n')).toMatch(/obrigatória|deve|não é/);
    expect(many.join('\n')).not.toMatch(/must|is not/);
  });

  it('maps Znuny state types through the configurable map, for labels and for the two lists alike', () => {
    const map = loadConfig({ ...znuny, ZNUNY_STATE_MAP: 'pending reminder=pendente-cliente, Pending Auto = fechado' }).znuny!.stateMap;
    expect(portalState(map, 'pending reminder')).toBe('pendente-cliente');
    expect(portalState(map, 'new')).toBe('novo');
    expect(portalState(map, 'a custom type')).toBe('aberto');
    expect(stateTypesFor(map, 'fechado').sort()).toEqual(['closed', 'merged', 'pending auto', 'removed']);
    expect(stateTypesFor(map, 'aberto').sort()).toEqual(['new', 'open', 'pending reminder']);
  });
});

describe('the README configuration table', () => {
  it('lists exactly the variables the server reads', () => {
    const readme = readFileSync(new URL('../../../../../README.md', import.meta.url), 'utf8');
    const table = /<!-- config-table -->([\s\S]*?)<!-- \/config-table -->/.exec(readme)![1]!;
    const documented = new Set(table.split('\n').filter((l) => l.startsWith('| `')).flatMap((l) => [...l.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]!)));
    const source = ['../../config.ts', './znuny-config.ts', '../../mail/mail-config.ts'].map((f) => readFileSync(new URL(f, import.meta.url), 'utf8')).join('\n');
    const read = new Set([...source.matchAll(/\b(?:str|int|url|required)\('([A-Z0-9_]+)'/g)].map((m) => m[1]!));
    expect([...read].sort()).toEqual([...documented].sort());
  });
});
