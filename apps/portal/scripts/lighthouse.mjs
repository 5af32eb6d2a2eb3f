// `pnpm lighthouse`: Lighthouse (mobile profile: a mid-range phone on slow 4G, simulated) on the
// production build, served by the real server on the embedded database, for `/` and for
// `/atendimento` signed in through the demo sign-on. Prints the four category scores and the
// main timings of both pages, and exits 1 when a target is missed: performance ≥ 95, largest
// contentful paint ≤ 2.5 s, cumulative layout shift ≤ 0.1, accessibility 100. Needs `pnpm build`
// first and a Chromium (CHROME_PATH or /usr/bin/chromium).
//
// The CPU slowdown is Lighthouse's standard mobile profile, 4×, by default: the performance
// score's curves are fitted to runs at 4× (PageSpeed Insights, HTTP Archive), so only at 4× is a
// score comparable with anyone else's, and 4× on a fast desktop is the mid-range phone the profile
// means. Calibrating to the host's benchmark index (Lighthouse's throttling guide) is opt-in,
// LIGHTHOUSE_CPU_SLOWDOWN=auto, and capped at 4×: it helps on a host slower than a fast desktop
// (a busy CI box), but above the calculator's fast-desktop row (index 1533 → 4×) it extrapolated
// to 8× on a quiet 2-core host, a low-end phone rather than the profile's; and the index swings
// 340–1600 between runs on a shared host, so every run was measured at another speed.
// LIGHTHOUSE_CPU_SLOWDOWN=<n> forces n×; LIGHTHOUSE_RUNS (3) runs per page; LIGHTHOUSE_REPORTS=<dir>
// keeps the median's JSON report of each page.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const TARGETS = { performance: 0.95, accessibility: 1, lcpMs: 2500, cls: 0.1 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const entry = join(serverDir, 'dist/server.js');
if (!existsSync(entry)) throw new Error(`${entry} não existe: rode \`pnpm build\` antes.`);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function lighthouseVersion() {
  return JSON.parse(
    readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  ).version;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'chamados-lighthouse-'));
  const child = spawn(process.execPath, [entry], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('o servidor terminou ao iniciar');
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('o servidor não respondeu /healthz em 90 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', () => {
        rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, stop };
}

/** The demo sign-on's answer for the student account: the page URL with `?ticket=`. */
async function signedInUrl(base, pathname) {
  const res = await fetch(`${base}/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ conta: 'aluna', service: `${base}${pathname}` }),
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (!location?.includes('ticket='))
    throw new Error(`o login de demonstração respondeu ${res.status}`);
  return new URL(location, base).href;
}

/**
 * The CPU slowdown that makes this host a mid-range phone, from its benchmark index (the
 * calculator Lighthouse's throttling guide links to: 1533 → 4×, 800 → 2×, 150 → 1×).
 */
function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return Math.min(4, 3 + (benchmarkIndex - 1300) / 233);
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const pages = [
  { name: '/', url: `${server.url}/` },
  { name: '/atendimento (signed in)', url: await signedInUrl(server.url, '/atendimento') },
];
const rows = [];
let missed = false;
// A busy host swings from run to run: each page runs several times (Lighthouse's variability
// guide) and the median by performance is reported.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const calibrated = process.env.LIGHTHOUSE_CPU_SLOWDOWN === 'auto';
let cpuSlowdown = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || 4;
const run = async (url, categories = CATEGORIES) => {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  lhr.cpuSlowdown = cpuSlowdown;
  // The next run is calibrated to the host as this one found it.
  if (calibrated)
    cpuSlowdown = Math.round(cpuSlowdownFor(lhr.environment.benchmarkIndex) * 10) / 10;
  return lhr;
};
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const audit = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;
try {
  if (calibrated) await run(pages[0].url, ['performance']); // calibration only
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await run(page.url));
    runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const lhr = runs[Math.floor(runs.length / 2)];
    if (process.env.LIGHTHOUSE_REPORTS) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${rows.length}.json`),
        JSON.stringify(lhr),
      );
    }
    const row = {
      page: page.name,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      'best-practices': score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
      'FCP (s)': (audit(lhr, 'first-contentful-paint') / 1000).toFixed(2),
      'LCP (s)': (audit(lhr, 'largest-contentful-paint') / 1000).toFixed(2),
      'TBT (ms)': Math.round(audit(lhr, 'total-blocking-time')),
      CLS: audit(lhr, 'cumulative-layout-shift').toFixed(3),
      'CPU ×': lhr.cpuSlowdown,
      'perf. of runs': runs.map((r) => score(r, 'performance')).join(' '),
    };
    rows.push(row);
    const failed = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (failed.length)
      console.log(`${page.name}: failing audits: ${failed.map((a) => a.id).join(', ')}`);
    if (
      row.performance < TARGETS.performance * 100 ||
      row.accessibility < TARGETS.accessibility * 100 ||
      audit(lhr, 'largest-contentful-paint') > TARGETS.lcpMs ||
      audit(lhr, 'cumulative-layout-shift') > TARGETS.cls
    ) {
      missed = true;
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log(
  `Lighthouse ${lighthouseVersion()}, mobile profile (simulated slow 4G; CPU slowdown in 'CPU ×'), median of ${RUNS} runs`,
);
console.table(rows);
if (missed) {
  console.error('Meta não atingida: desempenho ≥ 95, LCP ≤ 2,5 s, CLS ≤ 0,1, acessibilidade 100.');
  process.exit(1);
}
