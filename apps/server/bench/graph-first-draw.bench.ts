/// <reference lib="dom" />
/**
 * The flow graph's first picture of a 150-screen tree in Chromium against the built server
 * (issue 31: a 150-screen tree draws in ≤ 500 ms), as an admin meets it:
 * - direto: the editor opened by its address, in a fresh browser context: the layout worker
 *   starts with the page and lays out cold;
 * - da lista: the admin's tree list first (it warms a layout worker up when idle: portal-ui's
 *   preloadFlowLayout), then the tree chosen from it a few seconds later, as a person reads the list;
 * - de novo: back to the list and the same tree again (the worker kept its last picture);
 * - direto, já desenhada: by its address again, a new page load and a cold worker, in the browser
 *   that drew it before (the worker reads the picture it kept: portal-ui picture-store.ts).
 * For each: the round trip to the first picture (posting the text to the worker → its answer on
 * the page, worker start-up included: the worker's quick draft where a cold ELK sent one, else
 * ELK's), how many rounds drew a draft first, ELK's own round trip and the worker's own time, from the measures the graph records; and
 * the time the admin waits, from the address typed or the link clicked to the first box on screen
 * (page load, the tree's request and the editor included; Playwright's polling adds a little).
 * Prints figures with the load average; it is not a test.
 * Run: pnpm --filter @chamados/server bench:graph   (after `pnpm build`; BENCH_URL=http://… to use a running server)
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { launchChromium } from '@chamados/test-chromium';
import { realTree } from '../../../packages/portal-ui/src/components/flow-graph/sample-tree';
import { keptPictures } from '../e2e/kept-pictures';
import { sessionToken, signIn } from '../e2e/portal-session';
import { startServer } from '../e2e/server-process';

const SCREENS = Number(process.env.BENCH_SCREENS ?? 150);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** How long the admin reads the list before choosing a tree. */
const READING_MS = 4_000;
/** The graph's measures (portal-ui flow-layouter.ts FLOW_LAYOUT_MEASURE, FLOW_DRAFT_MEASURE). */
const MEASURE = 'desenho do fluxo';
const DRAFT_MEASURE = 'rascunho do fluxo';

interface Drawn {
  /** Posting the text → the first picture on the page: the worker's quick draft where it sent one, else ELK's. */
  first: number;
  /** Whether that first picture was a draft. */
  drafted: boolean;
  /** Posting the text → ELK's picture. */
  roundTrip: number;
  worker: number;
  /** From the address typed (or the link clicked) to the first box on screen, as the admin waits. */
  seen: number;
}

/**
 * Waits for the graph's first picture of the tree (its first screen's box), then for ELK's (the
 * draft's 'Organizando o desenho…' gone), and reads the measures of the layouts that drew them: the
 * longest of each on the page (the page may have asked for a layout of an empty text first,
 * answered at once).
 */
async function firstLayout(page: Page, since: number): Promise<Drawn> {
  await page.getByRole('button', { name: /, tela0,/ }).waitFor({ timeout: 60_000 });
  const seen = performance.now() - since;
  await page.getByText('Organizando o desenho…').waitFor({ state: 'detached', timeout: 60_000 });
  const read = (name: string) =>
    page.evaluate(
      (measure) => performance.getEntriesByName(measure).map((entry) => ({ roundTrip: entry.duration, worker: Number(((entry as PerformanceMeasure).detail as { worker?: number } | null)?.worker) })),
      name,
    );
  const [all, drafts] = [await read(MEASURE), await read(DRAFT_MEASURE)];
  if (process.env.BENCH_DEBUG) console.log(JSON.stringify({ all, drafts }));
  if (all.length === 0) throw new Error(`nenhuma medida '${MEASURE}': o grafo não desenhou no worker`);
  const final = all.reduce((a, b) => (b.roundTrip > a.roundTrip ? b : a));
  const draft = drafts.at(-1);
  return { ...final, first: draft?.roundTrip ?? final.roundTrip, drafted: Boolean(draft), seen };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');

const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => null } : await startServer();
const browser = await launchChromium();
const loadBefore = load();
const results: Record<'direto' | 'da lista' | 'de novo' | 'direto, já desenhada', Drawn[]> = { direto: [], 'da lista': [], 'de novo': [], 'direto, já desenhada': [] };
try {
  const admin = await signIn(browser, server.url, 'Entrar como Paulo');
  const token = await sessionToken(admin.page);
  const nome = `Árvore de ${SCREENS} telas para medir o grafo ${Date.now()}`;
  const created = await fetch(`${server.url}/api/admin/arvore`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ nome, texto: realTree(SCREENS).replace(/^nome: .*$/m, `nome: ${nome}`) }),
  });
  if (!created.ok) throw new Error(`criar a árvore: HTTP ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: number };
  await admin.context.close();

  for (let round = 0; round < ROUNDS; round++) {
    // Each round in a fresh context: a new page, a new worker.
    const direct = await signIn(browser, server.url, 'Entrar como Paulo');
    let since = performance.now();
    await direct.page.goto(`${server.url}/admin/arvore/${id}`);
    results.direto.push(await firstLayout(direct.page, since));
    // Once the worker has kept the picture, the same address again: a new page load, a new worker.
    for (let waited = 0; (await keptPictures(direct.page)).length === 0; waited += 100) {
      if (waited > 30_000) throw new Error('o worker não guardou o desenho em 30 s');
      await direct.page.waitForTimeout(100);
    }
    await direct.page.goto('about:blank');
    since = performance.now();
    await direct.page.goto(`${server.url}/admin/arvore/${id}`);
    results['direto, já desenhada'].push(await firstLayout(direct.page, since));
    await direct.context.close();

    const listed = await signIn(browser, server.url, 'Entrar como Paulo');
    await listed.page.goto(`${server.url}/admin`);
    const link = listed.page.getByRole('link', { name: nome, exact: true });
    await link.waitFor().catch(async (error: unknown) => {
      await listed.page.screenshot({ path: '/tmp/bench-list.png' });
      throw error;
    });
    await listed.page.waitForTimeout(READING_MS);
    since = performance.now();
    await link.click();
    results['da lista'].push(await firstLayout(listed.page, since));
    await listed.page.goBack();
    await link.waitFor();
    await listed.page.evaluate((names) => names.forEach((name) => performance.clearMeasures(name)), [MEASURE, DRAFT_MEASURE]);
    since = performance.now();
    await link.click();
    results['de novo'].push(await firstLayout(listed.page, since));
    await listed.context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Primeiro desenho do grafo, árvore de ${SCREENS} telas (realTree), ${ROUNDS} rodadas, Chromium, ${os.cpus().length} núcleos, carga ${loadBefore} → ${load()}:`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([how, drawn]) => [
      how,
      {
        'primeiro desenho, mediana (ms)': median(drawn.map((d) => d.first)).toFixed(0),
        'primeiro desenho, máx. (ms)': Math.max(...drawn.map((d) => d.first)).toFixed(0),
        rascunhos: `${drawn.filter((d) => d.drafted).length}/${drawn.length}`,
        'ida e volta do ELK, mediana (ms)': median(drawn.map((d) => d.roundTrip)).toFixed(0),
        'ida e volta do ELK, máx. (ms)': Math.max(...drawn.map((d) => d.roundTrip)).toFixed(0),
        'no worker, mediana (ms)': median(drawn.map((d) => d.worker)).toFixed(0),
        'até ver a primeira tela, mediana (ms)': median(drawn.map((d) => d.seen)).toFixed(0),
      },
    ]),
  ),
);
