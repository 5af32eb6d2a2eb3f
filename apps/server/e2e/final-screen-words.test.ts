import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAvailable } from '@chamados/test-chromium';
import { brokenWords, crampedCellLabels, overflowingTables } from './page-checks';
import { screenshot, signIn } from './portal-session';
import { useBrowserAndServer } from './use-browser-and-server';

// Issue 17, item 1: the final screen shows the answers as the student gave them — under the
// labels and questions they saw, choices by their option texts — on a phone and on a desktop,
// with the help desk's data folded apart and nothing scrolling sideways.
const JOURNEY = 120_000;

/** The cell beside a row header, read as the user sees it. */
const answerTo = (page: Page, question: string) =>
  page.getByRole('table', { name: 'Propriedades' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: question, exact: true }) }).getByRole('cell').innerText();

const SUMMARY = 'main';
const SUMMARY_WORDS = { root: SUMMARY, selector: 'th, h3, h4, summary' };

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
        // Whole, never cut to 38 + '...' (issue 30).
        expect(await answerTo(page, 'Quem está pedindo?')).toBe('Organizo um evento e preciso de contas para os participantes');
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
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        expect(await page.evaluate(overflowingTables, SUMMARY)).toEqual([]);
        expect(await page.evaluate(brokenWords, SUMMARY_WORDS)).toEqual([]);
        expect(await page.evaluate(crampedCellLabels, SUMMARY)).toEqual([]);
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
      expect(await answerTo(page, 'O que você precisa?')).toBe('Consertar um ponto que parou de funcionar');
      await screenshot(page, 'final-table-phone');
      // The narrowest phones too.
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(width);
        expect(await page.evaluate(overflowingTables, SUMMARY), `${width}`).toEqual([]);
        expect(await page.evaluate(brokenWords, SUMMARY_WORDS), `${width}`).toEqual([]);
        expect(await page.evaluate(crampedCellLabels, SUMMARY), `${width}`).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    JOURNEY,
  );

  // Issue 30, item 2: what the student reads before 'Criar Chamado' is whole. A 300-character
  // answer is shown in full and wraps inside its cell, at a phone's width and a desktop's.
  const LONG_ANSWER = (
    'O computador da bancada 4 liga, mostra o logotipo e reinicia sozinho antes de chegar à tela de login; ' +
    'aconteceu na aula de ontem e hoje de novo, com o teclado e o mouse trocados. Os colegas das bancadas 3 e 5 ' +
    'conseguem usar normalmente. Já tentamos outra tomada e o mesmo cabo de rede sem resultado nenhum.'
  ).slice(0, 300);

  for (const width of [390, 1280]) {
    it(
      `shows a 300-character answer whole, wrapped inside its cell, at ${width} px`,
      async () => {
        expect(LONG_ANSWER).toHaveLength(300);
        const { context, page, problems } = await signIn(live.browser, live.server.url, 'Entrar como Mariana', width);
        await page.goto(`${live.server.url}/atendimento`);
        await page.getByRole('button', { name: /^Laboratórios e impressoras/ }).click();
        await page.getByRole('button', { name: /Computador do laboratório com defeito/ }).click();
        await page.getByRole('textbox', { name: /^Laboratório/ }).fill('Laboratório de Informática 210');
        await page.getByRole('textbox', { name: /^Descrição/ }).fill(LONG_ANSWER);
        await page.getByRole('button', { name: 'Avançar' }).click();
        await page.getByRole('heading', { name: 'Abrir chamado' }).waitFor();

        expect(await answerTo(page, 'Descrição')).toBe(LONG_ANSWER);
        expect(await answerTo(page, 'Com o que você precisa de ajuda?')).toBe('Computador do laboratório com defeito');
        const main = await page.getByRole('main').innerText();
        expect(main).not.toContain('...');

        // It wraps: several lines tall, and no wider than the table that holds it.
        const cell = page.getByRole('table', { name: 'Propriedades' }).getByRole('cell', { name: LONG_ANSWER });
        const box = await cell.boundingBox();
        const table = await page.getByRole('table', { name: 'Propriedades' }).boundingBox();
        if (!box || !table) throw new Error('the answer is not on screen');
        expect(box.height).toBeGreaterThan(60);
        expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
        expect(await page.evaluate(overflowingTables, SUMMARY)).toEqual([]);
        expect(await page.evaluate(brokenWords, SUMMARY_WORDS)).toEqual([]);
        await screenshot(page, `final-long-answer-${width}`);
        expect(problems).toEqual([]);
        await context.close();
      },
      JOURNEY,
    );
  }
});
