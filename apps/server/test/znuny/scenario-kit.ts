import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CreateTicketBody, InsightStarted } from '@chamados/api-contract';
import type { UserClaims } from '@chamados/tree-engine';
import { buildApp } from '../../src/app';
import { resolveSecret } from '../../src/auth/keys';
import { loadConfig, testConfig, type Config } from '../../src/config';
import { AttendanceIds } from '../../src/insights/attendance-ids';
import type { ZnunyConfig } from '../../src/tickets/znuny/znuny-config';
import { ZnunyClient } from '../../src/tickets/znuny/znuny-client';
import { bearer, claims, token } from '../tokens';
import { ZNUNY_TREE, znunySteps, znunyTreeYaml, UNKNOWN_QUEUE, type ZnunyTicket } from './znuny-tree';

/**
 * What the Znuny scenarios share: the app on a Znuny, callers, and what agents do in Znuny.
 * Assertions use node:assert so the recording script runs the scenarios outside Vitest too.
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
  /** Signs attendance ids as the server does (its secret), for the fixed ids of `creation`. */
  ids: AttendanceIds;
}

/** The scenarios' callers, and the Znuny tree launched in the app as an admin launches one. */
export async function scenarioContext(z: ZnunyApp): Promise<ScenarioContext> {
  const admin = bearer(await token(claims.admin));
  const ctx: ScenarioContext = { ...z, a: bearer(await token(claims.userA)), b: bearer(await token(claims.userB)), ids: new AttendanceIds(resolveSecret(z.config)) };
  const created = await call(ctx, { method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: ZNUNY_TREE, texto: znunyTreeYaml(z.config.znuny!.queue) } }, 201);
  const etag = created.headers.etag;
  const ifMatch = typeof etag === 'string' ? { 'if-match': etag } : {};
  await call(ctx, { method: 'PUT', url: `/api/admin/arvore/${(created.json() as { id: number }).id}/lancar`, headers: { ...admin, ...ifMatch } }, 200);
  return ctx;
}

/** A gov.br caller, identified by an e-mail (the login Znuny knows them by). */
export function govbrUser(email: string, nome: string): UserClaims {
  return { ...claims.govbr, email, nome, name: nome };
}

export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export async function call(ctx: ZnunyApp, options: InjectOptions, status: number) {
  const res = await ctx.app.inject(options);
  assert.equal(res.statusCode, status, `${options.method ?? 'GET'} ${options.url}: ${res.body.slice(0, 300)}`);
  return res;
}

export const get = (ctx: ScenarioContext, url: string, headers = ctx.a, status = 200) => call(ctx, { url, headers }, status).then((r) => r.json());

/** A base64 file of the JSON form of a creation. */
export interface ScenarioFile {
  contentType: string;
  filename: string;
  content: string;
}

/**
 * The scenarios' main ticket: a subject, a queue Znuny does not have (the connector's fallback),
 * a priority, `patrimonio`, the `Category` dynamic field, the table `computadores` and a file.
 */
export const printerTicket: ZnunyTicket & { files: ScenarioFile[] } = {
  assunto: 'Impressora do laboratório 3 não imprime',
  fila: UNKNOWN_QUEUE,
  prioridade: '3 normal',
  patrimonio: '104233',
  categoria: 'hw',
  computadores: [{ patrimonio: '123456', sala: '101' }],
  files: [{ contentType: 'text/plain', filename: 'relatório.txt', content: b64('conteúdo do anexo') }],
};

/**
 * The creation body of a walk of the Znuny tree that opens `ticket` for the caller of `headers`.
 * The walk starts as the portal's does, but its attendance is signed again with the fixed random
 * id `id`: the idempotency key Znuny stores (and searches) comes from that id, the steps and the
 * files, so the same scenario sends the same requests on every run — the recordings match them
 * exactly. One id per creation; a retry of a creation sends its body again.
 */
export async function creation(ctx: ScenarioContext, id: string, ticket: ZnunyTicket & { files?: ScenarioFile[] }, headers = ctx.a): Promise<CreateTicketBody> {
  const started = (await call(ctx, { method: 'POST', url: '/api/atendimento/inicio', headers, payload: { arvore: ZNUNY_TREE } }, 201)).json() as InsightStarted;
  const walk = await ctx.ids.verify(started.atendimento);
  assert.ok(walk, 'the server signs attendance ids with the secret of its configuration');
  const { token: atendimento } = await ctx.ids.sign({ treeId: walk.treeId, versao: walk.versao, dia: walk.dia }, `znuny-${id}`);
  const { files = [], ...rest } = ticket;
  const { queue, type, priority } = ctx.config.znuny!;
  return { atendimento, passos: znunySteps({ ...rest, arquivos: files.length }, { queue, type, priority }), anexos: files };
}

/** Sends a creation body; `status` is the answer it must get. */
export const create = (ctx: ScenarioContext, body: CreateTicketBody, headers = ctx.a, status = 201) =>
  call(ctx, { method: 'POST', url: '/api/ticket', headers, payload: body }, status).then((r) => r.json());

/** What an agent does in Znuny's own interface, through its API. */
export const agentUpdate = (ctx: ZnunyApp, ticketId: number, body: Record<string, unknown>) =>
  ctx.agent.call('TicketUpdate', { method: 'PATCH', path: `/Ticket/${ticketId}`, write: true, body });

/** A ticket as the agents see it in Znuny: its fields, dynamic fields and every article, internal ones included. */
export async function agentView(ctx: ZnunyApp, ticketId: number) {
  const answer = await ctx.agent.call<{
    Ticket: {
      StateType: string;
      Title: string;
      Priority: string;
      Type: string;
      DynamicField: { Name: string; Value: unknown }[];
      Article: { Subject: string; Body: string; IsVisibleForCustomer: number }[];
    }[];
  }>('TicketGet', { method: 'GET', path: `/Ticket/${ticketId}`, query: { AllArticles: 1, DynamicFields: 1 } });
  return answer.Ticket[0]!;
}

/** An agent's visible answer, as Znuny's agent interface sends one. */
export const agentAnswer = (ctx: ZnunyApp, ticketId: number, text: string) =>
  agentUpdate(ctx, ticketId, {
    Article: {
      CommunicationChannel: 'Email', SenderType: 'agent', IsVisibleForCustomer: 1, From: 'apiagent@example.com', To: 'cliente@example.com',
      Subject: 'Re: chamado', Body: text, ContentType: 'text/plain; charset=utf-8',
    },
  });
