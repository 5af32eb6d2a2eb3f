import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTemplate } from '../test-app';
import { printerArticle, printerWalkBody } from '../walk-article';
import { ReplayStub, type Cassette } from './cassette';
import { scenarioContext, startZnunyApp } from './scenarios';

/**
 * The Znuny create path writes the same readable first article as the built-in store. The walk's
 * article differs from the recorded one, so the stub answers TicketCreate (and the idempotency
 * search before it) itself, as the real Znuny answered in the recording, and keeps what it got.
 */
const journey = JSON.parse(readFileSync(new URL('./recordings/journey.json', import.meta.url), 'utf8')) as Cassette;
const createdAnswer = journey.exchanges.find((e) => e.request.operation === 'Ticket' && e.request.method === 'POST' && e.response.body.includes('TicketID'))!.response.body;

// The worker's template is made once, before the tests that boot apps from it.
beforeAll(() => pgliteTemplate());

const stubs: { stub: ReplayStub; close: () => Promise<void> }[] = [];
afterEach(async () => {
  for (const { stub, close } of stubs.splice(0)) {
    await close();
    await stub.stop();
  }
});

// The test boots its own app (a PGlite from the worker's template): the hooks' budget, not a request's.
describe('Znuny connector: the first article of a walk', { timeout: 180_000 }, () => {
  it('carries the answers by label and option text and the path as questions and options', async () => {
    const stub = new ReplayStub(journey);
    // The seeded database: the printer walk is a walk of the seed's trees.
    const z = await startZnunyApp(await stub.start(), journey.prefix, {}, { pgliteTemplate: await pgliteTemplate() });
    stubs.push({ stub, close: z.close });
    const ctx = await scenarioContext(z);
    const sent: { Article?: { Body?: string }; DynamicField?: { Name: string; Value: string }[] }[] = [];
    stub.intercept = (r) => {
      const body = r.body as { DynamicField_ExternalRef?: unknown } | undefined;
      if (r.operation === 'TicketSearch' && body?.DynamicField_ExternalRef) return { status: 200, body: '{}' };
      if (r.operation === 'Ticket' && r.method === 'POST') {
        sent.push(r.body as (typeof sent)[number]);
        return { status: 200, body: createdAnswer };
      }
      return undefined;
    };

    const request = await printerWalkBody(ctx.app, ctx.a);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/ticket', headers: ctx.a, payload: request });
    expect(res.statusCode, res.body).toBe(201);
    expect(sent).toHaveLength(1);
    const corpo = sent[0]!.Article!.Body!;
    for (const text of printerArticle.reads) expect(corpo).toContain(text);
    for (const text of printerArticle.never) expect(corpo).not.toContain(text);
    expect(stub.unmatched).toEqual([]);
  });
});
