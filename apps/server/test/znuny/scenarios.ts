import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, testConfig, type Config } from '../../src/config';
import type { ZnunyConfig } from '../../src/tickets/znuny/znuny-config';
import { ZnunyClient } from '../../src/tickets/znuny/znuny-client';
import { bearer, claims, token, userAId } from '../tokens';

/**
 * The user journeys of issue 12, written once and run three ways: against the real Znuny (the
 * live suite, ZNUNY_URL set), through the recording proxy (scripts/record-znuny.ts), and against
 * the replay stub in CI (contract.test.ts). Assertions use node:assert so the recording script
 * runs them outside Vitest too.
 */

/** The machine's Znuny as ../shared/znuny/setup-znuny.sh installs it; ZNUNY_* override. */
export function znunyEnv(url: string, env: Record<string, string | undefined> = process.env): Record<string, string> {
  return {
    TICKET_STORE: 'znuny',
    ZNUNY_URL: url,
    ZNUNY_WEBSERVICE: env.ZNUNY_WEBSERVICE ?? 'ApiTest',
    ZNUNY_USER: env.ZNUNY_USER ?? 'apiagent',
    ZNUNY_PASSWORD: env.ZNUNY_PASSWORD ?? 'apiagentpw',
    ZNUNY_QUEUE: env.ZNUNY_QUEUE ?? 'API-Test',
    ZNUNY_TYPE: env.ZNUNY_TYPE ?? 'Unclassified',
    ZNUNY_PRIORITY: env.ZNUNY_PRIORITY ?? '3 normal',
    ZNUNY_IDEMPOTENCY_FIELD: env.ZNUNY_IDEMPOTENCY_FIELD ?? 'ExternalRef',
    LOG_LEVEL: 'silent',
  };
}

export interface ZnunyApp {
  app: FastifyInstance;
  config: Config;
  /** The portal's agent account, for what agents do in Znuny (answer, close). */
  agent: ZnunyClient;
  close(): Promise<void>;
}

/** The whole server on a fresh in-memory database, its tickets in Znuny under fresh customer logins. */
export async function startZnunyApp(url: string, prefix: string, znuny: Partial<ZnunyConfig> = {}, overrides: Partial<Config> = {}): Promise<ZnunyApp> {
  const base = loadConfig(znunyEnv(url));
  const cfg: ZnunyConfig = { ...base.znuny!, customerLoginPrefix: prefix, ...znuny };
  // The seed's trees, lists and FAQ, on a fresh database; tickets come from Znuny only.
  const config = testConfig({ ...overrides, ticketStore: 'znuny', znuny: cfg, seed: overrides.seed ?? false });
  const app = await buildApp(config);
  const silent = app.log.child({}, { level: 'silent' });
  return { app, config, agent: new ZnunyClient(cfg, silent), close: () => app.close() };
}

export interface ScenarioContext extends ZnunyApp {
  a: Record<string, string>;
  b: Record<string, string>;
}

export async function scenarioContext(z: ZnunyApp): Promise<ScenarioContext> {
  return { ...z, a: bearer(await token(claims.userA)), b: bearer(await token(claims.userB)) };
}

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

async function call(ctx: ScenarioContext, options: InjectOptions, status: number) {
  const res = await ctx.app.inject(options);
  assert.equal(res.statusCode, status, `${options.method ?? 'GET'} ${options.url}: ${res.body.slice(0, 300)}`);
  return res;
}
const get = (ctx: ScenarioContext, url: string, headers = ctx.a, status = 200) => call(ctx, { url, headers }, status).then((r) => r.json());

export const ticketRequest = {
  propriedades: {
    assunto: 'Impressora do laboratório 3 não imprime',
    fila: 'N1::Fila que não existe',
    prioridade: '3 normal',
    patrimonio: '104233',
    Category: 'hw',
  },
  anexos: [{ contentType: 'text/plain', filename: 'relatório.txt', content: b64('conteúdo do anexo') }],
  tabelas: { computadores: [{ patrimonio: '123456', sala: '101' }] },
  log: ['Laboratórios e impressoras', 'qual-equipamento', 'impressora'],
};

/** What an agent does in Znuny's own interface, through its API. */
const agentUpdate = (ctx: ScenarioContext, ticketId: number, body: Record<string, unknown>) =>
  ctx.agent.call('TicketUpdate', { method: 'PATCH', path: `/Ticket/${ticketId}`, write: true, body });

/** Create with a file, retry, list, search, detail, download, agent answer, seen, reply, close. */
export async function journey(ctx: ScenarioContext): Promise<void> {
  const created = (await call(ctx, { method: 'POST', url: '/api/ticket', headers: ctx.a, payload: ticketRequest }, 201)).json();
  assert.match(created.ticketNumber, /^\d{10,}$/);
  assert.equal(created.estado, 'novo');
  assert.ok(Date.parse(created.solutionTimeDestinationDate) > 0, 'solution deadline from Znuny escalation');
  const id = created.ticketId as number;

  // A retried creation finds the first ticket by its idempotency key.
  const again = (await call(ctx, { method: 'POST', url: '/api/ticket', headers: ctx.a, payload: ticketRequest }, 201)).json();
  assert.deepEqual(again, created);

  const open = await get(ctx, '/api/ticket?estado=aberto');
  assert.deepEqual(open.tickets.map((t: { id: number }) => t.id), [id]);
  assert.equal(open.maxSize, 1);
  assert.equal(open.tickets[0].visualizado, true);
  assert.equal((await get(ctx, '/api/ticket?estado=fechado')).maxSize, 0);

  for (const texto of ['impressora', created.ticketNumber]) {
    const found = await get(ctx, `/api/ticket/fulltext?texto=${encodeURIComponent(texto)}`);
    assert.deepEqual(found.tickets.map((t: { id: number }) => t.id), [id], `search ${texto}`);
  }
  assert.deepEqual(await get(ctx, '/api/ticket/fulltext?texto=xyzzy'), { tickets: [], maxSize: 0 });

  const detail = await get(ctx, `/api/ticket/${id}`);
  assert.equal(detail.tn, created.ticketNumber);
  assert.equal(detail.titulo, ticketRequest.propriedades.assunto);
  assert.equal(detail.fila, 'API-Test', 'an unknown queue falls back to ZNUNY_QUEUE');
  assert.equal(detail.estado, 'novo');
  assert.ok(detail.prazoSolucao && detail.prazoPrimeiraResposta && detail.prazoAtualizacao);
  assert.equal(detail.artigos.length, 1);
  const [first] = detail.artigos;
  assert.equal(first.tipo, 'entrada');
  assert.match(first.corpo, /<th>patrimonio<\/th><td>104233<\/td>/);
  assert.match(first.corpo, /<h4>computadores<\/h4>/);
  assert.match(first.corpo, /N1::Fila que não existe/);
  assert.equal(first.anexos.length, 1);
  assert.equal(first.anexos[0].filename, 'relatório.txt');
  const download = await call(ctx, { url: first.anexos[0].url, headers: ctx.a }, 200);
  assert.equal(download.body, 'conteúdo do anexo');
  assert.match(String(download.headers['content-disposition']), /^attachment; filename="relatorio.txt"/);

  // The help desk answers in Znuny, and writes an internal note the user must never see.
  await agentUpdate(ctx, id, {
    Article: { CommunicationChannel: 'Internal', SenderType: 'agent', IsVisibleForCustomer: 0, Subject: 'nota interna', Body: 'segredo dos agentes', ContentType: 'text/plain; charset=utf-8' },
  });
  await agentUpdate(ctx, id, {
    Article: {
      CommunicationChannel: 'Email', SenderType: 'agent', IsVisibleForCustomer: 1, From: 'apiagent@example.com', To: 'cliente@example.com',
      Subject: 'Re: impressora', Body: '<p>Olá! <b>Trocamos o toner</b>.</p>', ContentType: 'text/html; charset=utf-8',
    },
    Attachment: [{ Content: b64('toner trocado em 10/06'), ContentType: 'text/plain', Filename: 'nota.txt' }],
  });
  assert.equal((await get(ctx, '/api/visualization/ticket?estado=aberto')).data, 1);
  assert.equal((await get(ctx, '/api/ticket?estado=aberto')).tickets[0].visualizado, false);
  const answered = await get(ctx, `/api/ticket/${id}`);
  assert.equal(answered.artigos.length, 2, 'the internal note stays hidden');
  assert.ok(!JSON.stringify(answered).includes('segredo'));
  const answer = answered.artigos[1];
  assert.equal(answer.tipo, 'saida');
  assert.equal(answer.visualizado, false);
  assert.match(answer.corpo, /<b>Trocamos o toner<\/b>/);
  assert.equal((await call(ctx, { url: answer.anexos[0].url, headers: ctx.a }, 200)).body, 'toner trocado em 10/06');

  await call(ctx, { method: 'POST', url: `/api/visualization/article?idUsuario=${userAId}`, headers: ctx.a, payload: { ticketId: id, articleId: answer.id, seen: true } }, 200);
  assert.equal((await get(ctx, '/api/visualization/ticket?estado=aberto')).data, 0);
  assert.equal((await get(ctx, `/api/ticket/${id}`)).visualizado, true);

  const replied = (
    await call(ctx, { method: 'POST', url: `/api/ticket/${id}`, headers: ctx.a, payload: { corpo: 'Obrigada!\nFuncionou.', anexos: [{ filename: 'foto.png', contenttype: 'image/png', content: b64('png'), size: 3 }] } }, 200)
  ).json();
  assert.equal(replied.artigos.length, 3);
  assert.equal(replied.artigos[2].tipo, 'entrada');
  assert.equal(replied.artigos[2].corpo, 'Obrigada!<br>Funcionou.');
  assert.equal(replied.artigos[2].assunto, `Re: [Ticket#${created.ticketNumber}]`);
  assert.equal(replied.artigos[2].anexos[0].filename, 'foto.png');

  // Closed in Znuny: the portal lists it as fechado; the user's reply opens it again.
  await agentUpdate(ctx, id, { Ticket: { State: 'closed successful' } });
  assert.deepEqual((await get(ctx, '/api/ticket?estado=fechado')).tickets.map((t: { id: number; estado: string }) => [t.id, t.estado]), [[id, 'fechado']]);
  assert.equal((await get(ctx, '/api/ticket?estado=aberto')).maxSize, 0);
  const reopened = (await call(ctx, { method: 'POST', url: `/api/ticket/${id}`, headers: ctx.a, payload: { assunto: 'Voltou', corpo: 'Parou de novo.', anexos: [] } }, 200)).json();
  assert.equal(reopened.estado, 'aberto');

  const ended = (await call(ctx, { method: 'POST', url: '/api/atendimento/encerrar', headers: ctx.a, payload: { ticketId: id, arvore: 'Laboratórios e impressoras', log: ticketRequest.log } }, 201)).json();
  assert.ok(ended.id > 0);
  assert.equal((await get(ctx, `/api/ticket/${id}`)).artigos.length, 4, 'the end-of-service note is internal');
}

/** Someone else's ticket: not found on every read, download and write, and nothing changes. */
export async function access(ctx: ScenarioContext): Promise<void> {
  const created = (await call(ctx, { method: 'POST', url: '/api/ticket', headers: ctx.a, payload: { ...ticketRequest, propriedades: { ...ticketRequest.propriedades, assunto: 'Chamado só da Ana' } } }, 201)).json();
  const id = created.ticketId as number;
  const mine = await get(ctx, `/api/ticket/${id}`);
  const fileUrl = mine.artigos[0].anexos[0].url as string;
  const articleId = mine.artigos[0].id as number;

  await call(ctx, { url: `/api/ticket/${id}`, headers: ctx.b }, 404);
  await call(ctx, { url: fileUrl, headers: ctx.b }, 404);
  await call(ctx, { method: 'POST', url: `/api/ticket/${id}`, headers: ctx.b, payload: { corpo: 'intrusa', anexos: [] } }, 404);
  await call(ctx, { method: 'POST', url: '/api/visualization/article', headers: ctx.b, payload: { ticketId: id, articleId } }, 404);
  await call(ctx, { method: 'POST', url: '/api/atendimento/encerrar', headers: ctx.b, payload: { ticketId: id, arvore: 'x', log: [] } }, 404);
  await call(ctx, { url: `/api/ticket?idUsuario=${userAId}`, headers: ctx.b }, 403);
  assert.deepEqual(await get(ctx, '/api/ticket?estado=aberto', ctx.b), { tickets: [], maxSize: 0 });
  assert.deepEqual(await get(ctx, `/api/ticket/fulltext?texto=${created.ticketNumber}`, ctx.b), { tickets: [], maxSize: 0 });
  // An attachment id of another ticket of hers, or one that does not exist: not found either.
  await call(ctx, { url: `/api/ticket/${id}/anexos/999001`, headers: ctx.a }, 404);
  await call(ctx, { url: '/api/ticket/999999', headers: ctx.a }, 404);
  assert.deepEqual(await get(ctx, `/api/ticket/${id}`), mine, 'refused calls changed nothing');
}

/** A Znuny that refuses: wrong agent password, a missing dynamic field. Portuguese 502, nothing created. */
export async function refusals(url: string, prefix: string): Promise<void> {
  const wrong = await scenarioContext(await startZnunyApp(url, prefix, { password: 'wrong-password' }));
  try {
    const res = await wrong.app.inject({ url: '/api/ticket', headers: wrong.a });
    assert.equal(res.statusCode, 502);
    assert.match(res.json().mensagem, /sistema de chamados/);
  } finally {
    await wrong.close();
  }
  const noField = await scenarioContext(await startZnunyApp(url, prefix, { idempotencyField: 'CampoQueNaoExiste' }));
  try {
    const res = await noField.app.inject({ method: 'POST', url: '/api/ticket', headers: noField.a, payload: ticketRequest });
    assert.equal(res.statusCode, 502);
    assert.match(res.json().mensagem, /recusou/);
    assert.equal((await get(noField, '/api/ticket?estado=aberto')).maxSize, 0, 'nothing was created');
  } finally {
    await noField.close();
  }
}

export const scenarios = { journey, access } as const;
export type ScenarioName = keyof typeof scenarios;
