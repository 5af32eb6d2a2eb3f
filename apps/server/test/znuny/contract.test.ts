import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { ReplayStub, type Cassette, type Exchange } from './cassette';
import { refusals, scenarioContext, scenarios, startZnunyApp, ticketRequest, type ScenarioContext, type ScenarioName } from './scenarios';

/**
 * The Znuny connector against answers recorded from a real Znuny 7.0.19 (record-znuny.ts): every
 * operation the connector uses (SessionCreate, TicketCreate, TicketGet, TicketSearch,
 * TicketUpdate), Znuny's id-type quirks and `Error` answers as they really come; then what only
 * a stub can stage: timeouts, a server that is down or failing, a session Znuny forgot.
 */
const cassette = (name: string): Cassette => JSON.parse(readFileSync(new URL(`./recordings/${name}.json`, import.meta.url), 'utf8')) as Cassette;

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
  const z = await startZnunyApp(url, c.prefix, znuny);
  started.push({ stub, close: z.close });
  return { stub, ctx: await scenarioContext(z) };
}

const is = (operation: string, method?: string) => (r: Exchange['request']) => r.operation === operation && (!method || r.method === method);

describe('Znuny connector: contract against recorded answers', () => {
  for (const name of Object.keys(scenarios) as ScenarioName[]) {
    it(`replays the ${name} scenario exactly as recorded`, async () => {
      const { stub, ctx } = await replay(name);
      await scenarios[name](ctx);
      expect(stub.unmatched).toEqual([]);
      expect(stub.unused()).toEqual([]);
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
    const fallback = exchanges.find((e) => e.response.body.includes('"Error"'))!;
    expect(JSON.parse(fallback.response.body).Error.ErrorCode).toBe('TicketCreate.InvalidParameter');
    expect(fallback.response.status).toBe(200);
  });

  it('refusals: a wrong agent password and a missing dynamic field are Portuguese 502s, creating nothing', async () => {
    const c = cassette('refusals');
    const stub = new ReplayStub(c);
    const url = await stub.start();
    started.push({ stub });
    await refusals(url, c.prefix);
    expect(stub.unmatched).toEqual([]);
    // The unknown queue falls back to ZNUNY_QUEUE, the extra dynamic fields are dropped, and the
    // missing idempotency field ends it: three refused TicketCreates, no ticket.
    expect(stub.received.filter(is('Ticket', 'POST')).length).toBe(3);
  });
});

describe('Znuny connector: failures only a stub can stage', () => {
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

  it('a creation is never retried: a slow TicketCreate is one request and a 504', async () => {
    const { stub, ctx } = await replay('journey', { writeTimeoutMs: 300 });
    stub.intercept = (r) => (is('Ticket', 'POST')(r) ? { delayMs: 1000 } : undefined);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: ticketRequest });
    expect(res.statusCode).toBe(504);
    expect(res.json().mensagem).toMatch(/sistema de chamados/);
    expect(stub.received.filter(is('Ticket', 'POST')).length).toBe(1);
  });

  it('a Znuny that is down, failing or answering garbage: Portuguese 502', async () => {
    const port = await freePort();
    const z = await startZnunyApp(`http://127.0.0.1:${port}/znuny/nph-genericinterface.pl`, 'down-', { readRetries: 0 });
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

  it('renews a session Znuny forgot, once, with the AuthFail answer Znuny really gives', async () => {
    const expired = cassette('expired-session').exchanges[0]!.response.body;
    expect(JSON.parse(expired).Error.ErrorCode).toBe('TicketSearch.AuthFail');
    const { stub, ctx } = await replay('journey');
    let searches = 0;
    const session = cassette('journey').exchanges.find((e) => e.request.operation === 'Session')!.response.body;
    stub.intercept = (r) => {
      if (is('TicketSearch')(r) && searches++ === 0) return { status: 200, body: expired };
      if (is('Session')(r) && stub.received.filter(is('Session')).length > 1) return { status: 200, body: session };
      return undefined;
    };
    const res = await ctx.app.inject({ url: '/api/ticket?estado=aberto', headers: ctx.a });
    expect(res.statusCode).toBe(200);
    expect(stub.received.filter(is('Session')).length).toBe(2);
  });
});
