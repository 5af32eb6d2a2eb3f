import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateTicketBody } from '@chamados/api-contract';
import { messages } from '../../src/messages';
import { operationName, RecordingProxy, type Exchange } from './cassette';
import { creation, get, printerTicket } from './scenario-kit';
import { refusals, refusedWalks, scenarioContext, scenarios, startZnunyApp, type ScenarioContext, type ScenarioName } from './scenarios';

/**
 * The user journeys and the access checks against a real Znuny (vitest project `znuny-live`, on
 * when ZNUNY_URL is set). Each run uses fresh customer logins, so runs never see each other's
 * tickets on the shared Znuny.
 */
const url = process.env.ZNUNY_URL!;
const run = `live-${Date.now().toString(36)}`;

describe('Znuny connector against the real Znuny', () => {
  let ctx: ScenarioContext;
  beforeAll(async () => {
    ctx = await scenarioContext(await startZnunyApp(url, `${run}-`));
  });
  afterAll(() => ctx?.close());

  const titles: Record<ScenarioName, string> = {
    journey: 'the whole user journey: create with a file, list, search, detail, answer, seen, reply, close',
    access: 'access: someone else’s ticket is not found on any read, download or write',
    logins: 'gov.br logins with + % * ( ) " _ find exactly their own tickets (list, unseen, search)',
    states: 'a merged ticket takes no reply, a new attendance after closing is a new ticket, long subjects cut with …',
    twoInstances: 'two connector instances on one database: one ticket for one creation, replies through both',
    search: 'the search reads operators (! && || ( ) " \\ * + -) as plain text: what the built-in store finds',
  };
  for (const name of Object.keys(scenarios) as ScenarioName[]) it(titles[name], () => scenarios[name](ctx));
  it('refusals: a wrong agent password, a missing dynamic field, queue or state stop the start', () => refusals(url, `${run}-refusals-`));
});

/** The real Znuny made slow by a proxy that holds its requests or its answers. */
describe('Znuny connector against a slow real Znuny: no duplicate ticket', () => {
  const withFiles = (r: Exchange['request']) =>
    operationName(r) === 'TicketCreate' && ((r.body as { Attachment?: { Content: string }[] }).Attachment ?? []).some((f) => f.Content !== '');
  let proxy: RecordingProxy;
  let ctx: ScenarioContext;
  beforeAll(async () => {
    proxy = new RecordingProxy(url);
    ctx = await scenarioContext(await startZnunyApp(await proxy.start(), `${run}-slow-`, { writeTimeoutMs: 800 }));
  });
  afterAll(async () => {
    await ctx?.close();
    await proxy?.stop();
  });
  const walk = (id: string, assunto: string) => creation(ctx, id, { ...printerTicket, assunto });
  const post = (body: CreateTicketBody) => ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: body });
  const found = async (texto: string) => (await ctx.app.inject({ url: `/api/ticket/fulltext?texto=${texto}`, headers: ctx.a })).json().maxSize;

  it('Znuny answers after the portal gave up: the retry finds the ticket it created', async () => {
    const body = await walk('teclado', 'Teclado do laboratório 7 quebrado');
    proxy.delay = (r) => (withFiles(r) ? { afterMs: 2000 } : undefined);
    expect((await post(body)).statusCode).toBe(504);
    proxy.delay = undefined;
    const retry = await post(body);
    expect(retry.statusCode, retry.body).toBe(201);
    await proxy.idle();
    expect(await found('teclado')).toBe(1);
  });

  it('Znuny has not started on it yet: the retry is told to wait, and the next one finds it', async () => {
    const body = await walk('mouse', 'Mouse do laboratório 8 sem fio');
    proxy.delay = (r) => (withFiles(r) ? { beforeMs: 2000 } : undefined);
    expect((await post(body)).statusCode).toBe(504);
    proxy.delay = undefined;
    const pending = await post(body);
    expect(pending.statusCode).toBe(504);
    expect(pending.json().mensagem).toBe(messages.znunyCreationPending);
    await proxy.idle();
    const retry = await post(body);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await found('mouse')).toBe(1);
    expect(proxy.exchanges.filter((e) => withFiles(e.request))).toHaveLength(2);
  });

  it('a walk the tree does not allow is refused before anything reaches Znuny', async () => {
    await proxy.idle();
    await refusedWalks(ctx, () => proxy.exchanges.length);
    // The count does see what reaches Znuny: a read of the list.
    const before = proxy.exchanges.length;
    await get(ctx, '/api/ticket?estado=aberto');
    await proxy.idle();
    expect(proxy.exchanges.length).toBeGreaterThan(before);
  });
});
