import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { routePaths } from './route-paths';
import { routes } from './routes';
import { CreateTicketBody, ReplyBody, TicketListQuery } from './schemas/tickets';
import { ArticleSeenBody } from './schemas/visualization';
import { AgentArticleBody, AgentQueueQuery, AgentTicketUpdate, CannedReplyInput } from './schemas/agent';
import { isAgent } from './claims/read-claims';

const all = Object.entries(routes);

describe('routes', () => {
  it('takes every method and path from routePaths, the schema-free table the portal bundles', () => {
    expect(Object.keys(routes)).toEqual(Object.keys(routePaths));
    for (const [name, r] of all) {
      expect({ method: r.method, path: r.path }, name).toEqual(routePaths[name as keyof typeof routePaths]);
    }
  });

  it('each method and path is declared once', () => {
    const keys = all.map(([, r]) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every path parameter has its schema, and no schema names a parameter the path lacks', () => {
    for (const [name, r] of all) {
      const inPath = [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const declared = 'params' in r ? Object.keys((r.params as { properties: object }).properties).sort() : [];
      expect(declared, name).toEqual(inPath);
    }
  });

  it('admin routes are exactly those under /admin', () => {
    for (const [name, r] of all) expect(r.access === 'admin', name).toBe(r.path.startsWith('/admin'));
  });

  it('agent routes are exactly those under /agente, and the presence beside the live stream it belongs to', () => {
    for (const [name, r] of all) expect(r.access === 'agent', name).toBe(r.path === '/agente' || r.path.startsWith('/agente/') || name === 'livePresence');
  });

  it('every route but health and the public tree list answers 401 and 403', () => {
    for (const [name, r] of all) {
      if (r.access === 'public') continue;
      expect(r.errors, name).toEqual(expect.arrayContaining([401, 403]));
    }
  });
});

describe('schemas', () => {
  it('a ticket creation is a walk: the signed attendance and the steps', () => {
    const body = { atendimento: 'eyJ…', passos: [{ tela: 'qual-rede', opcao: 'eduroam' }, { tela: 'descreva', respostas: { predio: { valor: 'pvb' }, sala: '215', prints: { arquivos: [0] } } }], anexos: [] };
    expect(Value.Check(CreateTicketBody, body)).toBe(true);
    expect(Value.Check(CreateTicketBody, { ...body, atendimento: '' })).toBe(false);
    // What a portal concluded is not accepted any more.
    expect(Value.Check(CreateTicketBody, { ...body, propriedades: { assunto: 'Wi-Fi', prioridade: '9 Urgentissimo' } })).toBe(false);
    expect(Value.Check(CreateTicketBody, { ...body, passos: [{ tela: 'qual-rede', opcao: 'eduroam', fila: 'N1' }] })).toBe(false);
  });

  it('answers are limited like every other text', () => {
    const step = (respostas: unknown) => ({ atendimento: 'x', passos: [{ tela: 'descreva', respostas }], anexos: [] });
    expect(Value.Check(CreateTicketBody, step({ sala: 'a\u0000b' }))).toBe(false);
    expect(Value.Check(CreateTicketBody, step({ ['p'.repeat(201)]: 'v' }))).toBe(false);
    expect(Value.Check(CreateTicketBody, step({ tabela: [{ patrimonio: '1', predio: { valor: 'pvb' } }], marcados: ['a', 'b'] }))).toBe(true);
  });

  it('a reply needs a body', () => {
    expect(Value.Check(ReplyBody, { corpo: 'Obrigado', anexos: [] })).toBe(true);
    expect(Value.Check(ReplyBody, { corpo: '', anexos: [] })).toBe(false);
  });

  it('an article can only be marked seen (spec §7: seen true)', () => {
    expect(Value.Check(ArticleSeenBody, { ticketId: 1, articleId: 2, seen: true })).toBe(true);
    expect(Value.Check(ArticleSeenBody, { ticketId: 1, articleId: 2, seen: false })).toBe(false);
  });

  it('paging refuses offsets no database could skip', () => {
    expect(Value.Check(TicketListQuery, { offset: 2 ** 63 })).toBe(false);
    expect(Value.Check(TicketListQuery, { offset: 20, limit: 10 })).toBe(true);
  });
});

describe('the Central de Atendimento', () => {
  it('an agent is in an agent group, as a string; an admin alone is not', () => {
    expect(isAgent({ grupos: ['1703'] })).toBe(true);
    expect(isAgent({ grupos: ['1702'] })).toBe(false);
    expect(isAgent({ grupos: [1703 as unknown as string] })).toBe(false);
    expect(isAgent({ grupos: ['dti'] }, ['dti', 'suporte'])).toBe(true);
    expect(isAgent({})).toBe(false);
  });

  it('the queue takes its filters, and refuses states it does not know', () => {
    expect(Value.Check(AgentQueueQuery, { estado: 'pendentes', fila: 'N1', meus: true, texto: 'wi-fi', ordem: 'recentes', offset: 0, limit: 25 })).toBe(true);
    expect(Value.Check(AgentQueueQuery, { estado: 'pendente' })).toBe(false);
    expect(Value.Check(AgentQueueQuery, { ordem: 'titulo' })).toBe(false);
  });

  it('an update changes something, and only to a state an agent may set', () => {
    expect(Value.Check(AgentTicketUpdate, { estado: 'pendente-cliente' })).toBe(true);
    expect(Value.Check(AgentTicketUpdate, { assumir: true, prioridade: '5 Muito Alto', fila: 'N2::Redes' })).toBe(true);
    expect(Value.Check(AgentTicketUpdate, {})).toBe(false);
    expect(Value.Check(AgentTicketUpdate, { estado: 'novo' })).toBe(false);
    expect(Value.Check(AgentTicketUpdate, { fila: '   ' })).toBe(false);
  });

  it('an article needs a body; interno marks a note', () => {
    expect(Value.Check(AgentArticleBody, { corpo: 'Verificado', anexos: [], interno: true })).toBe(true);
    expect(Value.Check(AgentArticleBody, { corpo: '', anexos: [] })).toBe(false);
  });

  it('a canned reply needs a title and a body that are not blank', () => {
    expect(Value.Check(CannedReplyInput, { titulo: 'Senha', corpo: 'Acesse https://senha.ufv.br' })).toBe(true);
    expect(Value.Check(CannedReplyInput, { titulo: ' ', corpo: 'x' })).toBe(false);
  });
});
