import { afterAll, beforeAll, describe, it } from 'vitest';
import { access, journey, refusals, scenarioContext, startZnunyApp, type ScenarioContext } from './scenarios';

/**
 * The user journey and the access checks against a real Znuny (vitest project `znuny-live`, on
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

  it('the whole user journey: create with a file, list, search, detail, answer, seen, reply, close', () => journey(ctx));
  it('access: someone else’s ticket is not found on any read, download or write', () => access(ctx));
  it('refusals: wrong agent password, missing dynamic field', () => refusals(url, `${run}-refusals-`));
});
