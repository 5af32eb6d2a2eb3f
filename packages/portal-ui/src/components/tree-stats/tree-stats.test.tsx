import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { composeStories } from '@storybook/react-vite';
import * as stories from './tree-stats.stories';
import { formatCount, formatDay, formatRate } from './stats-format';
import treeStatsCss from './tree-stats.css?raw';

const { Default, Empty, Failed, SevenDays, NeverLaunched, Phone } = composeStories(stories);

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const atWidth = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 844 });

/** The page's stylesheet, as the app loads it: the phone's cards are in its media query. */
function withStylesheet(width: number) {
  const style = document.createElement('style');
  style.textContent = treeStatsCss;
  document.head.append(style);
  atWidth(width);
}

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
    const tutorial = screen.getByRole('row', { name: /^Configurar a eduroam no Android 412 233/ });
    expect(within(tutorial).getByText('63,9%')).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Descreva o problema de conexão 649 50,5% 156 24%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Qual rede sem fio você está tentando usar? 1.284 100% 96 7,5%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /^Tela final 975 75,9% 0 0%$/ })).toBeTruthy();
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

  it("names each screen by the server's title for it, and by its key only when no text has the screen any more", () => {
    const stats = Default.args.stats!;
    render(<Default noChart stats={{ ...stats, titulos: stats.titulos.filter((t) => t.tela !== 'qual-rede') }} />);
    expect(screen.getByRole('row', { name: 'qual-rede 1.284 100% 96 7,5%' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Descreva o problema de conexão 649 50,5% 156 24%' })).toBeTruthy();
  });

  it('formats counts, rates and days as pt-BR writes them', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatRate(1, 3)).toBe('33,3%');
    expect(formatRate(1, 0)).toBeUndefined();
    expect(formatDay('2026-11-26')).toBe('26/11/2026');
  });

  it("'Atenção' names the screens where most walks stop and the tutorials with the lowest 'Sim' rate, by their titles", () => {
    render(<Default noChart />);
    const section = screen.getByRole('region', { name: 'Atenção' });
    const [screens, tutorials] = within(section).getAllByRole('list');
    expect(within(screens!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Descreva o problema de conexão: 156 de 649 pararam aqui (24%)',
      'Qual rede sem fio você está tentando usar?: 96 de 1.284 pararam aqui (7,5%)',
      'Configurar a eduroam no Android: 57 de 702 pararam aqui (8,1%)',
    ]);
    expect(within(tutorials!).getAllByRole('listitem')[0]!.textContent).toBe("Configurar a eduroam no iPhone: 40% de 'Sim' (40 de 100 respostas)");
    expect(section.textContent).not.toMatch(/\bdescreva\b|qual-rede|tutorial-eduroam/);
  });

  it("counts the walks still under way as 'Em andamento', and each option with how many took it", () => {
    const stats = Default.args.stats!;
    render(<Default noChart stats={{ ...stats, totais: { ...stats.totais, iniciados: 1300 } }} />);
    expect(screen.getByRole('heading', { name: 'Resumo do período' }).parentElement!.textContent).toContain('Em andamento161,2% dos iniciados');
    const options = screen.getByRole('table', { name: 'Opções escolhidas' });
    expect(within(options).getByRole('row', { name: 'Qual rede sem fio você está tentando usar? eduroam Em qual dispositivo o problema acontece? 880 68,5%' })).toBeTruthy();
    expect(within(options).getByRole('row', { name: 'Configurar a eduroam no Android Sim Tela final 412 58,7%' })).toBeTruthy();
  });

  it("plots 'Últimos 7 dias' and '30 dias' day by day, longer periods by week", () => {
    const { unmount } = render(<SevenDays noChart />);
    expect(screen.getByRole('heading', { name: 'Por dia' })).toBeTruthy();
    const week = screen.getByRole('table', { name: 'Por dia' });
    expect(within(week).getAllByRole('row')).toHaveLength(8);
    expect(within(week).getByRole('columnheader', { name: 'Dia' })).toBeTruthy();
    expect(within(week).getByRole('rowheader', { name: '02/06/2025' })).toBeTruthy();
    unmount();
    const { unmount: again } = render(<Default noChart />);
    expect(within(screen.getByRole('table', { name: 'Por dia' })).getAllByRole('row')).toHaveLength(31);
    again();
    const stats = Default.args.stats!;
    const ninety = Array.from({ length: 90 }, (_, i) => ({ dia: `2025-03-${String(i + 1).padStart(2, '0')}`, totais: stats.totais }));
    render(<Default noChart stats={{ ...stats, dias: ninety }} />);
    expect(screen.getByRole('heading', { name: 'Por semana' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Por dia' })).toBeNull();
  });

  it("exports each table as a CSV file: UTF-8 with a BOM, Portuguese headers, ';' between cells, titles not keys", async () => {
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:estatisticas';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    render(<Default noChart />);
    const buttons = screen.getAllByRole('button', { name: /^Exportar CSV/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Exportar CSV (Por dia)',
      'Exportar CSV (Telas)',
      'Exportar CSV (Opções escolhidas)',
      'Exportar CSV (Tutoriais)',
      'Exportar CSV (Versão atual e anterior)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV (Telas)' }));
    expect(create).toHaveBeenCalledTimes(1);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Tela;Chave no YAML;Visitas;Dos iniciados;Pararam aqui;Das visitas');
    expect(lines).toContain('Descreva o problema de conexão;descreva;649;0,505;156;0,24');
    vi.restoreAllMocks();
  });

  it("never says 'Esta é a única versão lançada' for a tree never launched", () => {
    render(<NeverLaunched noChart />);
    expect(screen.getByText('Esta árvore ainda não foi lançada: a comparação de versões aparece depois do segundo lançamento.')).toBeTruthy();
    expect(screen.queryByText(/única versão lançada/)).toBeNull();
  });

  it.each([390, 1280])('shows every number of the screens table at %i px, each cell named by its column', (width) => {
    withStylesheet(width);
    try {
      render(<Phone noChart />);
      const table = screen.getByRole('table', { name: 'Telas' });
      const row = within(table).getByRole('row', { name: /^Descreva o problema de conexão/ });
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => [cell.dataset.label, cell.textContent])).toEqual([
        ['Visitas', '649'],
        ['Dos iniciados', '50,5%'],
        ['Pararam aqui', '156'],
        ['Das visitas', '24%'],
      ]);
      for (const cell of cells) expect(getComputedStyle(cell).display).not.toBe('none');
      // The phone shows each row as a card (the column names beside the numbers); the desktop a table.
      if (width === 390) expect(getComputedStyle(cells[0]!).display).toBe('flex');
      else expect(getComputedStyle(cells[0]!).display).not.toBe('flex');
    } finally {
      document.head.innerHTML = '';
      atWidth(1024);
    }
  });
});
