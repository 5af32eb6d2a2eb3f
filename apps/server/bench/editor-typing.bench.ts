/// <reference lib="dom" />
/**
 * The admin tree editor in Chromium against the built server, on a 10-screen and a 1,000-screen
 * tree (ARCHITECTURE.md §8: diagnostics within 200 ms of the last keystroke on 1,000 screens,
 * verification off the main thread):
 * - typing: each key's time from keydown to the frame after the editor has updated (rAF + task),
 *   and the long tasks (> 50 ms) seen meanwhile;
 * - keystroke → underline: one key that breaks a screen reference (`Seguir: telaN` becomes
 *   `telaNx`), from its keydown to the error underline on screen (debounce and verification
 *   included);
 * - fix → clear: the Backspace that repairs it, to the underline gone.
 * Prints figures; it is not a test.
 * Run: pnpm --filter @chamados/server bench:editor   (after `pnpm build`; BENCH_URL=http://… to use a running server)
 */
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { startServer } from '../e2e/server-process';

const TYPED = 'texto digitado para medir a latência';
const ROUNDS = 7;

/** A valid tree of `screens` screens: a chain of options screens and forms ending in '#final'. */
function bigTree(screens: number): string {
  const lines = ['nome: Árvore grande de teste', 'descricao: Mil telas para medir o editor', 'inicial: tela0', 'telas:'];
  for (let i = 0; i < screens; i++) {
    const next = i + 1 < screens ? `tela${i + 1}` : "'#final'";
    if (i % 2 === 0) {
      lines.push(`  tela${i}:`, '    tipo: opcoes', `    pergunta: Pergunta número ${i}?`, '    opcoes:', `      Seguir: ${next}`, "      Encerrar: '#final'");
    } else {
      lines.push(
        `  tela${i}:`,
        '    tipo: formulario',
        `    titulo: Formulário ${i}`,
        '    campos:',
        `      campo${i}:`,
        '        tipo: caixaDeTexto',
        `        rotulo: Campo ${i}`,
        `        mapeamento: campo${i}`,
        '    fluxos:',
        `      - tela: ${next}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { mediana: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), max: sorted.at(-1)!.toFixed(1) };
};

/** Installs the page's probes: per-key latency, long tasks, and the time of each underline change. */
async function installProbes(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { samples: number[]; longTasks: number[]; lastKey: number; underline: { shown: boolean; at: number }[] };
    w.samples = [];
    w.longTasks = [];
    w.underline = [];
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => w.longTasks.push(entry.duration))).observe({ type: 'longtask' as never });
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        w.lastKey = start;
        requestAnimationFrame(() => setTimeout(() => w.samples.push(performance.now() - start)));
      },
      true,
    );
    // The error underline (CodeMirror's lint mark) appearing or going, timed as it happens.
    const content = document.querySelector('.cm-content')!;
    let shown = Boolean(content.querySelector('.cm-lintRange-error'));
    new MutationObserver(() => {
      const now = Boolean(content.querySelector('.cm-lintRange-error'));
      if (now !== shown) w.underline.push({ shown: (shown = now), at: performance.now() });
    }).observe(content, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}

/** Presses `key` and waits for the underline to become `shown`; the time from keydown, in ms. */
async function timeUnderline(page: Page, key: string, shown: boolean): Promise<number> {
  await page.evaluate(() => ((window as unknown as { underline: unknown[] }).underline = []));
  await page.keyboard.press(key);
  const handle = await page.waitForFunction(
    (want) => {
      const w = window as unknown as { lastKey: number; underline: { shown: boolean; at: number }[] };
      const change = w.underline.find((entry) => entry.shown === want);
      return change ? change.at - w.lastKey : undefined;
    },
    shown,
    { timeout: 30_000, polling: 'raf' },
  );
  return Number(await handle.jsonValue());
}

// BENCH_URL measures a server already running (a loaded machine may start one slowly).
const server = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: async () => null } : await startServer();
const browser = await launchChromium();
try {
  for (const screens of [10, 1_000]) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${server.url}/sso/login?service=${encodeURIComponent(`${server.url}/`)}`);
    await page.getByRole('button', { name: 'Entrar como Paulo' }).click();
    await page.getByText('Iniciar Atendimento').first().waitFor();
    const token = await page.evaluate(() => Object.values(localStorage).find((value) => String(value).split('.').length === 3));
    const text = bigTree(screens);
    const created = await fetch(`${server.url}/api/admin/arvore`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ nome: `Árvore grande de teste ${Date.now()}`, texto: text }),
    });
    if (!created.ok) throw new Error(`criar a árvore: HTTP ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`${server.url}/admin/arvore/${id}`);
    const editor = page.getByRole('textbox', { name: 'Texto da árvore (YAML)' });
    await editor.waitFor();
    await page.getByText('Nenhum erro encontrado.').waitFor({ timeout: 30_000 });
    await installProbes(page);

    // Typing: 'Enter' then a comment line keeps the tree valid, at a brisk 60 ms per key.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`# ${TYPED}`, { delay: 60 });
    await page.waitForTimeout(1500);
    const samples = await page.evaluate(() => (window as unknown as { samples: number[] }).samples);
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    await page.getByText('Nenhum erro encontrado.').waitFor({ timeout: 30_000 });

    // One key breaks a reference in the middle of the tree; Backspace repairs it.
    const middle = 2 * Math.floor(screens / 4);
    const target = `Seguir: tela${middle + 1}`;
    await page.keyboard.press('Control+f');
    await page.getByRole('textbox', { name: 'Procurar' }).pressSequentially(target);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.keyboard.press('End');
    const broken: number[] = [];
    const fixed: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      broken.push(await timeUnderline(page, 'x', true));
      await page.waitForTimeout(300);
      fixed.push(await timeUnderline(page, 'Backspace', false));
      await page.waitForTimeout(300);
    }

    console.log(`Editor da árvore, ${screens} telas (${text.split('\n').length} linhas, ${(text.length / 1024).toFixed(0)} KB), Chromium:`);
    console.table({
      [`digitação: tecla → quadro seguinte (ms, ${samples.length} teclas)`]: stats(samples),
      [`tecla que quebra uma referência → sublinhado (ms, ${ROUNDS} vezes)`]: stats(broken),
      [`correção → sublinhado some (ms, ${ROUNDS} vezes)`]: stats(fixed),
    });
    console.log(`Tarefas longas (> 50 ms) durante a digitação: ${longTasks.length}${longTasks.length ? `, a maior ${Math.max(...longTasks).toFixed(0)} ms` : ''}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
