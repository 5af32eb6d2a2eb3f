import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { optionsScreen } from '../attendance-view/walk.fixture';
import { OptionsScreenView } from './options-screen-view';

function renderOptions(busy = false) {
  const props = { onChoose: vi.fn(), onBack: vi.fn(), onCancel: vi.fn() };
  render(<OptionsScreenView screen={optionsScreen} busy={busy} {...props} />);
  return props;
}

describe('OptionsScreenView', () => {
  it('asks the question as the heading, which takes focus, and lists the options in order', () => {
    renderOptions();
    const heading = screen.getByRole('heading', { level: 2, name: 'Qual rede sem fio você está tentando usar?' });
    expect(document.activeElement).toBe(heading);
    const list = screen.getByRole('list', { name: 'Opções' });
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['1eduroam', '2UFV-Visitantes', '3Outra rede ou não sei']);
  });

  it('chooses an option by its name, with the mouse or the keyboard', async () => {
    const { onChoose } = renderOptions();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('eduroam');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith('Outra rede ou não sei');
    await userEvent.click(screen.getByRole('button', { name: 'UFV-Visitantes' }));
    expect(onChoose).toHaveBeenLastCalledWith('UFV-Visitantes');
  });

  it('Voltar and Cancelar', async () => {
    const { onBack, onCancel } = renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('while the app is busy nothing can be pressed twice', () => {
    renderOptions(true);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Processando…');
  });
});
