import assert from 'node:assert/strict';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { UserClaims } from '@chamados/tree-engine';
import { buildApp } from '../../src/app';
import { loadConfig, testConfig, type Config } from '../../src/config';
import type { ZnunyConfig } from '../../src/tickets/znuny/znuny-config';
import { ZnunyClient } from '../../src/tickets/znuny/znuny-client';
import { bearer, claims, token } from '../tokens';

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
}

export async function scenarioContext(z: ZnunyApp): Promise<ScenarioContext> {
  return { ...z, a: bearer(await token(claims.userA)), b: bearer(await token(claims.userB)) };
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
export const agentUpdate = (ctx: ZnunyApp, ticketId: number, body: Record<string, unknown>) =>
  ctx.agent.call('TicketUpdate', { method: 'PATCH', path: `/Ticket/${ticketId}`, write: true, body });

/** A ticket as the agents see it in Znuny: state type and every article, internal ones included. */
export async function agentView(ctx: ZnunyApp, ticketId: number) {
  const answer = await ctx.agent.call<{ Ticket: { StateType: string; Title: string; Article: { Subject: string; Body: string; IsVisibleForCustomer: number }[] }[] }>(
    'TicketGet',
    { method: 'GET', path: `/Ticket/${ticketId}`, query: { AllArticles: 1 } },
  );
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
