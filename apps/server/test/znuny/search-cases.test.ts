import { afterAll, beforeAll, describe, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, testConfig } from '../../src/config';
import { ZnunyClient } from '../../src/tickets/znuny/znuny-client';
import { pgliteTemplate } from '../test-app';
import { scenarioContext, znunyEnv, type ScenarioContext } from './scenario-kit';
import { search } from './scenarios-search';

/**
 * The Znuny search cases (`scenarios-search.ts`) on the built-in store: the Znuny store must
 * give what this one gives, so the table is checked against it too. The app keeps a Znuny
 * configuration only for the scenario tree's defaults (queue, type, priority); its tickets are
 * in its own database.
 */
describe('search cases on the built-in store', { timeout: 180_000 }, () => {
  let ctx: ScenarioContext;
  beforeAll(async () => {
    const znuny = loadConfig(znunyEnv('http://127.0.0.1:9/znuny/nph-genericinterface.pl')).znuny!;
    const config = testConfig({ ticketStore: 'builtin', znuny, seed: false, pgliteTemplate: await pgliteTemplate() });
    const app = await buildApp(config);
    ctx = await scenarioContext({ app, config, agent: new ZnunyClient(znuny, app.log), close: () => app.close() });
  });
  afterAll(() => ctx?.close());

  it('operators are plain text: each query finds what its words find, operators alone nothing', () => search(ctx));
});
