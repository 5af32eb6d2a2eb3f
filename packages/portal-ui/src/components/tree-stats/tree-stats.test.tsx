import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import * as stories from './tree-stats.stories';
import { screenTitles } from './screen-titles';
import { formatCount, formatDay, formatRate } from './stats-format';

const { Default, Empty, Failed } = composeStories(stories);

describe('TreeStats', () => {
  it('shows the totals in pt-BR with their share of the starts', () => {
    render(<Default noChart />);
    const totals = screen.getByRole('heading', { name: 'Resumo do período' }).parentElement!;
    const text = totals.textContent!;
    expect(text).toContain('Atendimentos iniciados1.284');
    expect(text).toContain('Resolvidos pelo tutorial41232,1% dos iniciados');
    expect(text).toContain('Chamados criados56343,8% dos iniciados');
    expect(text).toContain('Desistências30924,1% dos iniciadoscanceladas: 187; sem fim em 24 h: 122');
    expect(screen.getByText('De 04/05/2025 a 02/06/2025')).toBeTruthy();
  });

  it("lists each tutorial's 'Sim' and 'Não' with its rate, each screen's visits and stops, and the versions side by side", () => {
    render(<Default noChart />);
    const tutorial = screen.getByRole('row', { name: /^Tutorial: https:\/\/www.youtube.com\/watch\?v=eduroamAnd1 412 233/ });
    expect(within(tutorial).getByText('63,9%')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Descreva o problema de conexão 649 156 24%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Qual rede sem fio você está tentando usar? 1.284 96 7,5%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Tela final 975 0/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Versão 2 (atual)' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Resolvidos pelo tutorial 270 (34%) 142 (29%)' })).toBeTruthy();
  });

  it('changes the period, and refuses dates in the wrong order with the reason', async () => {
    const onPeriodChange = vi.fn();
    render(<Default noChart onPeriodChange={onPeriodChange as never} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Últimos 7 dias' }));
    expect(onPeriodChange).toHaveBeenLastCalledWith({ dias: 7 });
    await userEvent.click(screen.getByRole('radio', { name: 'Datas' }));
    const from = screen.getByLabelText('De');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-10');
    expect(screen.getByRole('alert').textContent).toBe('A data inicial deve vir antes da data final.');
    expect(screen.getByRole('button', { name: 'Aplicar' })).toHaveProperty('disabled', true);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-05-10');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onPeriodChange).toHaveBeenLastCalledWith({ de: '2025-05-10', ate: '2025-06-02' });
  });

  it('says when there is nothing to count, and when loading failed', async () => {
    const { unmount } = render(<Empty noChart />);
    expect(screen.getByText('Nenhum atendimento desta árvore no período.')).toBeTruthy();
    expect(screen.getByText(/única versão lançada/)).toBeTruthy();
    unmount();
    const onRetry = vi.fn();
    render(<Failed onRetry={onRetry as never} />);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar as estatísticas desta árvore.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("reads each screen's heading as the admin wrote it, the launched text's words winning, and names a screen it does not know by its key", () => {
    const draft = 'telas:\n  a:\n    tipo: opcoes\n    pergunta: Qual rede?\n  b:\n    tipo: formulario\n    titulo: Descreva\n  c:\n    tipo: tutorial\n    url: https://ufv.br\n';
    const launched = 'telas:\n  a:\n    tipo: opcoes\n    pergunta: Qual rede sem fio?\n';
    expect([...screenTitles(draft, launched, 'nome: [')]).toEqual([
      ['a', 'Qual rede sem fio?'],
      ['b', 'Descreva'],
      ['c', 'Tutorial: https://ufv.br'],
    ]);
    render(<Default noChart screenTitles={new Map([['descreva', 'Descreva']])} />);
    expect(screen.getByRole('row', { name: 'qual-rede 1.284 96 7,5%' })).toBeTruthy();
  });

  it('formats counts, rates and days as pt-BR writes them', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatRate(1, 3)).toBe('33,3%');
    expect(formatRate(1, 0)).toBeUndefined();
    expect(formatDay('2026-11-26')).toBe('26/11/2026');
  });
});
