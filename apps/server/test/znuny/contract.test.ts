import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages';
import { freePort } from '../free-port';
import { pgliteTemplate } from '../test-app';
import { loadCassette as cassette, operationName, ReplayStub, type Exchange } from './cassette';
import { journeyCreation, refusals, refusedWalks, scenarioContext, scenarios, startZnunyApp, type ScenarioContext, type ScenarioName } from './scenarios';

/**
 * The Znuny connector against answers recorded from a real Znuny 7.0.19 (record-znuny.ts): every
 * operation the connector uses (SessionCreate, TicketCreate, TicketGet, TicketSearch,
 * TicketUpdate), Znuny's id-type quirks and `Error` answers as they really come; then what only
 * a stub can stage: timeouts, a server that is down or failing, sessions Znuny forgot.
 */
// The worker's template is made once, before the tests that boot apps from it.
beforeAll(() => pgliteTemplate());

const started: { stub?: ReplayStub; close?: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const s of started.splice(0)) {
    await s.close?.();
    await s.stub?.stop();
  }
});

async function replay(name: string, znuny: Parameters<typeof startZnunyApp>[2] = {}): Promise<{ stub: ReplayStub; ctx: ScenarioContext }> {
  const c = cassette(name);
  const stub = new ReplayStub(c);
  const url = await stub.start();
  const z = await startZnunyApp(url, c.prefix, znuny, { pgliteTemplate: await pgliteTemplate() });
  started.push({ stub, close: z.close });
  return { stub, ctx: await scenarioContext(z) };
}

/**
 * Each test boots its own app inside the test, from the worker's migrated and seeded PGlite
 * (`pgliteTemplate`; the seed's tickets stay unused beside Znuny): the hooks' budget, not a request's.
 */
const BOOTS_AN_APP = { timeout: 180_000 };

const is = (operation: string) => (r: Exchange['request']) => operationName(r) === operation;
/** TicketCreates that carried the request's files (a check request carries one empty file). */
const withFiles = (r: Exchange['request']) =>
  is('TicketCreate')(r) && ((r.body as { Attachment?: { Content: string }[] }).Attachment ?? []).some((f) => f.Content !== '');

describe('Znuny connector: contract against recorded answers', BOOTS_AN_APP, () => {
  for (const name of Object.keys(scenarios) as ScenarioName[]) {
    it(`replays the ${name} scenario exactly as recorded`, async () => {
      const { stub, ctx } = await replay(name);
      await scenarios[name](ctx);
      expect(stub.unmatched).toEqual([]);
      expect(stub.unused()).toEqual([]);
      expect(stub.refusedSessions).toEqual([]);
    });
  }

  it('journey: uses every operation, and reads string ids (create, search) and numeric ones (get) alike', () => {
    const { exchanges } = cassette('journey');
    const operations = new Set(exchanges.map((e) => `${e.request.method} ${e.request.operation.replace(/\/\d[\d,]*$/, '/:id')}`));
    expect([...operations].sort()).toEqual(['GET Ticket/:id', 'PATCH Ticket/:id', 'POST Session', 'POST Ticket', 'POST TicketSearch']);
    const created = exchanges.find((e) => e.request.operation === 'Ticket' && e.request.method === 'POST' && e.response.body.includes('TicketID'))!;
    expect(JSON.parse(created.response.body).TicketID).toBeTypeOf('string');
    const got = exchanges.find((e) => e.request.method === 'GET' && e.response.body.includes('"Ticket"'))!;
    expect(JSON.parse(got.response.body).Ticket[0].TicketID).toBeTypeOf('number');
    const fallback = exchanges.find((e) => e.response.body.includes('InvalidParameter'))!;
    expect(JSON.parse(fallback.response.body).Error.ErrorMessage).toMatch(/Ticket->Queue parameter is invalid/);
    expect(fallback.response.status).toBe(200);
  });

  it('journey: a value Znuny refuses is found without the files, which travel once', async () => {
    const { stub, ctx } = await replay('journey');
    await scenarios.journey(ctx);
    const creates = stub.received.filter(is('TicketCreate'));
    // At start, one check per state; then the unknown queue refused, the default accepted, the ticket.
    expect(creates.filter(withFiles)).toHaveLength(1);
    expect(creates.filter((r) => !withFiles(r)).length).toBeGreaterThanOrEqual(2);
  });

  it('a walk the tree does not allow is refused before anything reaches Znuny', async () => {
    const { stub, ctx } = await replay('journey');
    await refusedWalks(ctx, () => stub.received.length);
    expect(stub.unmatched).toEqual([]);
  });

  it('refusals: a configuration this Znuny does not match stops the start, naming the variable', async () => {
    const c = cassette('refusals');
    const stub = new ReplayStub(c);
    const url = await stub.start();
    started.push({ stub });
    await refusals(url, c.prefix);
    expect(stub.unmatched).toEqual([]);
    expect(stub.received.filter(withFiles)).toEqual([]);
  });
});

describe('Znuny connector: failures only a stub can stage', BOOTS_AN_APP, () => {
  it('a slow Znuny: reads give up after ZNUNY_TIMEOUT_MS, retried once, with a Portuguese 504', async () => {
    const { stub, ctx } = await replay('journey', { readTimeoutMs: 300, readRetries: 1 });
    stub.intercept = (r) => (is('TicketSearch')(r) ? { delayMs: 1500 } : undefined);
    const t0 = Date.now();
    const res = await ctx.app.inject({ url: '/api/ticket', headers: ctx.a });
    expect(res.statusCode).toBe(504);
    expect(res.json().mensagem).toMatch(/demorou demais/);
    expect(Date.now() - t0).toBeLessThan(1500);
    expect(stub.received.filter(is('TicketSearch')).length).toBe(2);
  });

  it('a hung Znuny: a search gives up after ZNUNY_TIMEOUT_MS × (1 + ZNUNY_RETRIES), with a Portuguese 504', async () => {
    const { stub, ctx } = await replay('search', { readTimeoutMs: 400, readRetries: 1 });
    stub.intercept = (r) => (is('TicketSearch')(r) ? { delayMs: 5000 } : undefined);
    const t0 = Date.now();
    const res = await ctx.app.inject({ url: `/api/ticket/fulltext?texto=${encodeURIComponent('Souza! R2025b)')}`, headers: ctx.a });
    const took = Date.now() - t0;
    expect(res.statusCode).toBe(504);
    expect(res.json().mensagem).toBe(messages.znunyTimeout);
    // 400 ms × 2 attempts and the 150 ms pause between them; well before the hung answer.
    expect(took).toBeGreaterThanOrEqual(2 * 400);
    expect(took).toBeLessThan(3000);
    // The title and one search per word, each tried twice.
    expect(stub.received.filter(is('TicketSearch'))).toHaveLength(3 * 2);
  });

  it('a slow Znuny does not stall other requests', async () => {
    const { stub, ctx } = await replay('journey', { readTimeoutMs: 2000, readRetries: 0 });
    stub.intercept = (r) => (is('TicketSearch')(r) ? { delayMs: 2500 } : undefined);
    const slow = ctx.app.inject({ url: '/api/ticket', headers: ctx.a });
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    const health = await ctx.app.inject({ url: '/healthz' });
    const arvores = await ctx.app.inject({ url: '/api/arvores' });
    expect(health.statusCode).toBe(200);
    expect(arvores.statusCode).toBe(200);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect((await slow).statusCode).toBe(504);
  });

  it('a Znuny that is down, failing or answering garbage: Portuguese 502 (the start is not refused)', async () => {
    const port = await freePort();
    const z = await startZnunyApp(`http://127.0.0.1:${port}/znuny/nph-genericinterface.pl`, 'down-', { readRetries: 0 }, { pgliteTemplate: await pgliteTemplate() });
    started.push({ close: z.close });
    const ctx = await scenarioContext(z);
    const down = await ctx.app.inject({ url: '/api/ticket', headers: ctx.a });
    expect(down.statusCode).toBe(502);
    expect(down.json().mensagem).toMatch(/não respondeu corretamente/);

    const { stub, ctx: ctx2 } = await replay('journey', { readRetries: 1 });
    for (const failure of [{ status: 500, body: 'Internal Server Error' }, { status: 200, body: '<html>proxy</html>' }, { destroy: true }]) {
      stub.intercept = (r) => (is('TicketSearch')(r) ? failure : undefined);
      const res = await ctx2.app.inject({ url: '/api/ticket', headers: ctx2.a });
      expect(res.statusCode, JSON.stringify(failure)).toBe(502);
      expect(res.json().mensagem).toMatch(/sistema de chamados/);
    }
  });

  it('renews a session Znuny forgot: the retry carries the new SessionID, for reads and for a creation', async () => {
    const expired = cassette('expired-session').exchanges;
    expect(expired.map((e) => JSON.parse(e.response.body).Error.ErrorCode).sort()).toEqual([
      'TicketCreate.AuthFail',
      'TicketGet.AuthFail',
      'TicketSearch.AuthFail',
      'TicketUpdate.AuthFail',
    ]);
    const { stub, ctx } = await replay('journey');
    const logins = () => stub.received.filter(is('SessionCreate')).length;
    const before = logins();

    // Znuny's idle timeout passed overnight: the next request is the first to find out.
    const body = await journeyCreation(ctx);
    stub.expireSessions();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    expect(stub.refusedSessions).toEqual(['TicketSearch']);
    expect(logins()).toBe(before + 1);

    stub.expireSessions();
    const listed = await ctx.app.inject({ url: '/api/ticket?estado=aberto', headers: ctx.a });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().tickets.map((t: { id: number }) => t.id)).toEqual([created.json().ticketId]);
    expect(stub.refusedSessions).toEqual(['TicketSearch', 'TicketSearch']);
    expect(logins()).toBe(before + 2);
  });

  it('a creation is never sent twice: a slow TicketCreate is a 504, and the retry finds its ticket', async () => {
    const { stub, ctx } = await replay('journey', { writeTimeoutMs: 300 });
    const body = await journeyCreation(ctx);
    stub.intercept = (r) => (withFiles(r) ? { delayMs: 1000 } : undefined);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: body });
    expect(res.statusCode).toBe(504);
    expect(res.json().mensagem).toMatch(/sistema de chamados/);
    stub.intercept = undefined;
    // Znuny finished the first request after the portal gave up: the retry's search finds it.
    const retry = await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: body });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(stub.received.filter(withFiles)).toHaveLength(1);
  });

  it('a retry while Znuny may still be creating the ticket waits instead of creating a second one', async () => {
    const { stub, ctx } = await replay('journey', { writeTimeoutMs: 300 });
    const body = await journeyCreation(ctx);
    stub.intercept = (r) => (withFiles(r) ? { delayMs: 1000 } : undefined);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: body })).statusCode).toBe(504);
    // Znuny has not written the key yet: its search finds nothing (Znuny's answer is `{}`).
    stub.intercept = (r) => (is('TicketSearch')(r) && JSON.stringify(r.body).includes('ExternalRef') ? { status: 200, body: '{}' } : undefined);
    const pending = await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: body });
    expect(pending.statusCode).toBe(504);
    expect(pending.json().mensagem).toBe(messages.znunyCreationPending);
    expect(stub.received.filter(withFiles)).toHaveLength(1);
  });
});
