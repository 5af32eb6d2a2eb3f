import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from './browser';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 17, item 1: the final screen shows the answers as the student gave them — under the
// labels and questions they saw, choices by their option texts — on a phone and on a desktop,
// with the help desk's data folded apart and nothing scrolling sideways.
const JOURNEY = 120_000;

/** The cell beside a row header, read as the user sees it. */
const answerTo = (page: Page, question: string) =>
  page.getByRole('table', { name: 'Propriedades' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: question, exact: true }) }).getByRole('cell').innerText();

// Page-side code is text: this package's TypeScript has no DOM library.
/** Words of labels and titles broken across two lines (a label broken mid-word). */
const BROKEN_WORDS = `(() => {
  const broken = [];
  for (const element of document.querySelectorAll('.ch-summary th, .ch-summary h3, .ch-summary h4, .ch-summary summary')) {
    if (element.getClientRects().length === 0) continue;
    const text = element.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) continue;
    const re = /\\S+/g;
    let match;
    while ((match = re.exec(text.data))) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(match[0]);
    }
  }
  return broken;
})()`;

/**
 * Column labels of stacked table rows (a phone) narrower than their longest word: the label is the
 * cell's ::before, in the first track of the cell's grid, so its width is that track's.
 */
const CRAMPED_CELL_LABELS = `(() => {
  const context = document.createElement('canvas').getContext('2d');
  const cramped = [];
  for (const cell of document.querySelectorAll('.ch-summary td[data-label]')) {
    const style = getComputedStyle(cell);
    if (style.display !== 'grid' || cell.getClientRects().length === 0) continue;
    const track = parseFloat(style.gridTemplateColumns.split(' ')[0]);
    context.font = getComputedStyle(cell, '::before').font;
    for (const word of cell.dataset.label.split(/\\s+/)) {
      if (context.measureText(word).width > track + 0.5) cramped.push(word);
    }
  }
  return cramped;
})()`;

/** Tables wider than their box (they would scroll sideways inside it). */
const OVERFLOWING_TABLES = `[...document.querySelectorAll('.ch-summary table')]
  .filter((table) => table.getClientRects().length > 0 && table.scrollWidth > table.parentElement.clientWidth + 1)
  .map((table) => table.getAttribute('aria-labelledby'))`;

describe.runIf(browserAvailable())('the final screen in Chromium: answers as the student gave them', () => {
  const live = useBrowserAndServer();

  for (const width of [390, 1280]) {
    it(
      `shows questions, labels and option texts, never keys or codes, at ${width} px`,
      async () => {
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana', width);
        await page.goto(`${live.server.url}/atendimento?filtro=visitante`);
        await page.getByRole('button', { name: /^Conta para visitantes/ }).click();
        await page.getByRole('button', { name: /Organizo um evento/ }).click();
        await page.getByRole('textbox', { name: /Nome do evento/ }).fill('Semana de Computação');
        await page.getByRole('combobox', { name: /Campus do evento/ }).selectOption({ label: 'Campus Florestal' });
        await page.getByRole('textbox', { name: /Duração em dias/ }).fill('3');
        await page.getByRole('checkbox', { name: 'Computadores dos laboratórios' }).check();
        await page.getByRole('button', { name: 'Adicionar item' }).click();
        const item = page.getByRole('dialog', { name: 'Novo item' });
        await item.getByRole('textbox', { name: /Nome completo/ }).fill('Maria Aparecida dos Santos Figueiredo');
        await item.getByRole('combobox', { name: /Documento/ }).selectOption({ label: 'Passaporte' });
        await item.getByRole('textbox', { name: /Número do documento/ }).pressSequentially('AB1234567');
        await item.getByRole('button', { name: 'Salvar' }).click();
        await item.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Avançar' }).click();
        await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();

        // The question asked and the option chosen; labels and option texts.
        expect(await answerTo(page, 'Quem está pedindo?')).toBe('Organizo um evento e preciso de contas...');
        expect(await answerTo(page, 'Campus do evento')).toBe('Campus Florestal');
        expect(await answerTo(page, 'Serviços')).toBe('Wi-Fi, Computadores dos laboratórios');
        expect(await answerTo(page, 'Nome do evento')).toBe('Semana de Computação');
        const visitors = page.getByRole('table', { name: 'Visitantes' });
        expect(await visitors.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['Maria Aparecida dos Santos Figueiredo', 'Passaporte', 'AB1234567']));

        // No property key, option code or screen id in sight; the help desk's data is folded away.
        const main = await page.getByRole('main').innerText();
        for (const machine of ['contaTemporaria', 'florestal', 'laboratorio', 'dados-evento', 'quem-pede', '#final', 'true']) {
          expect(main, machine).not.toContain(machine);
        }
        expect(await visitors.getByRole('cell', { name: 'passaporte', exact: true }).count()).toBe(0);
        expect(await page.getByText('Dados para a equipe de atendimento').isVisible()).toBe(true);
        expect(await page.getByRole('rowheader', { name: 'Fila', exact: true }).isVisible()).toBe(false);

        // Everything fits: no sideways scroll, no table wider than its box, no label broken mid-word.
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBe(width);
        expect(await page.evaluate(OVERFLOWING_TABLES)).toEqual([]);
        expect(await page.evaluate(BROKEN_WORDS)).toEqual([]);
        expect(await page.evaluate(CRAMPED_CELL_LABELS)).toEqual([]);
        await screenshot(page, `final-words-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }

  it(
    "on a 390 or 320 px phone a table's rows stack as cards whose column labels stay whole",
    async () => {
      const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Carlos', 390);
      await page.goto(`${live.server.url}/atendimento`);
      await page.getByRole('button', { name: /^Ponto de rede cabeada/ }).click();
      await page.getByRole('combobox', { name: /O que você precisa/ }).selectOption({ label: 'Consertar um ponto que parou de funcionar' });
      await page.getByRole('combobox', { name: /^Campus/ }).selectOption({ label: 'Campus Viçosa' });
      await page.getByRole('combobox', { name: /^Prédio/ }).selectOption({ label: 'Biblioteca Central' });
      await page.getByRole('textbox', { name: /^Sala/ }).fill('B12');
      await page.getByRole('button', { name: 'Adicionar item' }).click();
      const item = page.getByRole('dialog', { name: 'Novo item' });
      await item.getByRole('textbox', { name: /Identificação do ponto/ }).pressSequentially('BC1234');
      await item.getByRole('combobox', { name: /Uso/ }).selectOption({ label: 'Telefone IP' });
      await item.getByRole('button', { name: 'Salvar' }).click();
      await item.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Avançar' }).click();
      await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();

      const points = page.getByRole('table', { name: 'Pontos' });
      expect(await points.getByRole('cell').allInnerTexts()).toEqual(['BC-1234', 'Telefone IP']);
      expect(await answerTo(page, 'O que você precisa?')).toBe('Consertar um ponto que parou de funcio...');
      await screenshot(page, 'final-table-phone');
      // The narrowest phones too.
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate('document.documentElement.scrollWidth'), `${width}`).toBe(width);
        expect(await page.evaluate(OVERFLOWING_TABLES), `${width}`).toEqual([]);
        expect(await page.evaluate(BROKEN_WORDS), `${width}`).toEqual([]);
        expect(await page.evaluate(CRAMPED_CELL_LABELS), `${width}`).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );
});
