/**
 * Records the GenericInterface answers the contract suite replays in CI. Run against a real
 * Znuny 7 (../shared/znuny/setup-znuny.sh installs one on 127.0.0.1:18081):
 *
 *   pnpm --filter @chamados/server record:znuny            # ZNUNY_URL, ZNUNY_* override the defaults
 *
 * Each scenario runs through a recording proxy under fresh customer logins; the exchanges (no
 * session ids, no passwords) go to test/znuny/recordings/<name>.json. Never Znuny's code.
 */
import { writeFileSync } from 'node:fs';
import { RecordingProxy, type Cassette } from './cassette';
import { refusals, scenarioContext, scenarios, startZnunyApp, type ScenarioName } from './scenarios';

const url = process.env.ZNUNY_URL ?? 'http://127.0.0.1:18081/znuny/nph-genericinterface.pl';
const out = (name: string) => new URL(`./recordings/${name}.json`, import.meta.url);
const stamp = Date.now().toString(36);

async function record(name: string, run: (proxied: string, prefix: string) => Promise<void>) {
  const proxy = new RecordingProxy(url);
  const proxied = await proxy.start();
  const prefix = `rec-${stamp}-${name}-`;
  const started = Date.now();
  try {
    await run(proxied, prefix);
  } finally {
    await proxy.stop();
  }
  const cassette: Cassette = { prefix, exchanges: proxy.exchanges };
  writeFileSync(out(name), `${JSON.stringify(cassette, null, 1)}\n`);
  console.log(`${name}: ${proxy.exchanges.length} exchanges in ${Date.now() - started} ms`);
}

for (const name of Object.keys(scenarios) as ScenarioName[]) {
  await record(name, async (proxied, prefix) => {
    const z = await startZnunyApp(proxied, prefix);
    try {
      await scenarios[name](await scenarioContext(z));
    } finally {
      await z.close();
    }
  });
}
await record('refusals', (proxied, prefix) => refusals(proxied, prefix));
// A session Znuny no longer knows (idle timeout, restart): the answer of each operation the
// client renews on, which the replay stub gives to any session it did not hand out.
await record('expired-session', async (proxied) => {
  const base = `${proxied}/Webservice/${process.env.ZNUNY_WEBSERVICE ?? 'ApiTest'}`;
  const send = (path: string, method: string, body?: object) =>
    fetch(`${base}${path}${method === 'GET' ? '?SessionID=expired' : ''}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify({ SessionID: 'expired', ...body }) } : {}),
    });
  await send('/TicketSearch', 'POST', { Limit: 1 });
  await send('/Ticket/1', 'GET');
  await send('/Ticket', 'POST', { Ticket: { Title: 'x' } });
  await send('/Ticket/1', 'PATCH', { Ticket: { State: 'open' } });
});
