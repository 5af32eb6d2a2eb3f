import type { FieldErrors, TableField } from '@chamados/tree-engine';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lists } from '../attendance-view/walk.fixture';
import { StatefulField } from '../form-field/stateful-field';
import { TableInput } from './table-input';
import type { TableRow } from './table-row';

const table: TableField = {
  tipo: 'tabela',
  opcoes: {
    rotulo: 'Computadores',
    ajuda: 'Um item por computador.',
    minimo: 1,
    maximo: 2,
    campos: {
      patrimonio: { tipo: 'caixaDeTexto', rotulo: 'Patrimônio', validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '######' }] },
      predio: { tipo: 'caixaDeSelecao', rotulo: 'Prédio', opcoes: { chave: 'predios' } },
    },
  },
};

function renderTable(initial: TableRow[] = [], props: { error?: string; rowErrors?: FieldErrors } = {}) {
  const onValue = vi.fn();
  const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    // Inside a form, as on a form screen: the item dialog must never submit it.
    <form onSubmit={onSubmit}>
      <StatefulField<TableRow[]> initial={initial} onValue={onValue}>
        {(value, onChange) => <TableInput name="computadores" field={table} value={value} lists={lists} onChange={onChange} {...props} />}
      </StatefulField>
    </form>,
  );
  return { onValue, onSubmit, group: screen.getByRole('group', { name: /Computadores/ }) };
}

const row = (patrimonio: string, predio = { texto: 'Pavilhão de Aulas B', valor: 'pvb' }): TableRow => ({ patrimonio, predio });

describe('TableInput', () => {
  it("hints 'mínimo de n itens e máximo de m itens' with its help, and says when it is empty", () => {
    const { group } = renderTable();
    expect(within(group).getByText('Um item por computador.')).toBeTruthy();
    expect(within(group).getByText('mínimo de 1 item e máximo de 2 itens')).toBeTruthy();
    expect(within(group).getByText('Nenhum item adicionado.')).toBeTruthy();
  });

  it('adds an item through the dialog, validated by the row rules before it is saved', async () => {
    const { onValue, onSubmit, group } = renderTable();
    await userEvent.click(within(group).getByRole('button', { name: 'Adicionar item' }));
    const dialog = screen.getByRole('dialog', { name: 'Novo item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const patrimonio = within(dialog).getByRole('textbox', { name: /Patrimônio/ });
    expect(within(dialog).getByText('Preenchimento obrigatório')).toBeTruthy();
    expect(document.activeElement).toBe(patrimonio);

    await userEvent.type(patrimonio, '12a34');
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByText('O campo deverá ter 6 dígitos')).toBeTruthy();
    await userEvent.type(patrimonio, '56');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Prédio' }), 'Pavilhão de Aulas B');
    // Enter in the item's text box saves the item, and only the item.
    await userEvent.type(patrimonio, '{Enter}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onValue).toHaveBeenLastCalledWith([{ patrimonio: '123456', predio: { texto: 'Pavilhão de Aulas B', valor: 'pvb' } }]);
    // Named by their value alone: the column label inside each cell is for the phone's cards, hidden from screen readers.
    const table = within(group).getByRole('table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.slice(1, 3)).toEqual([within(table).getByRole('cell', { name: '123456' }), within(table).getByRole('cell', { name: 'Pavilhão de Aulas B' })]);
    expect(cells[0]).toBe(within(table).getByRole('cell', { name: '1' }));
    expect(within(cells[1]!).getByText('Patrimônio')).toBeTruthy();
  });

  it('edits an item in the same dialog, starting from its values', async () => {
    const { onValue, group } = renderTable([row('111111'), row('222222')]);
    await userEvent.click(within(group).getByRole('button', { name: 'Editar item 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar item' });
    const patrimonio = within(dialog).getByRole('textbox', { name: /Patrimônio/ }) as HTMLInputElement;
    expect(patrimonio.value).toBe('222222');
    await userEvent.clear(patrimonio);
    await userEvent.type(patrimonio, '333333');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(onValue.mock.lastCall?.[0].map((r: TableRow) => r.patrimonio)).toEqual(['111111', '333333']);
  });

  it("deletes an item only after 'Deseja realmente excluir este item?'", async () => {
    const { onValue, group } = renderTable([row('111111'), row('222222')]);
    await userEvent.click(within(group).getByRole('button', { name: 'Excluir item 1' }));
    let dialog = screen.getByRole('dialog', { name: 'Excluir item' });
    expect(within(dialog).getByText('Deseja realmente excluir este item?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onValue).not.toHaveBeenCalled();

    await userEvent.click(within(group).getByRole('button', { name: 'Excluir item 1' }));
    dialog = screen.getByRole('dialog', { name: 'Excluir item' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(onValue.mock.lastCall?.[0].map((r: TableRow) => r.patrimonio)).toEqual(['222222']);
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Adicionar item' }));
  });

  it('allows no insertion at maximo', () => {
    const { group } = renderTable([row('111111'), row('222222')]);
    expect((within(group).getByRole('button', { name: 'Adicionar item' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the count error and each bad cell's error from the form", () => {
    const { group } = renderTable([row('12')], {
      error: 'É necessário um mínimo de 2 itens',
      rowErrors: { 'computadores.0.patrimonio': { code: 'maskFormat', params: { mascara: '######' } } },
    });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(within(group).getByText('É necessário um mínimo de 2 itens')).toBeTruthy();
    expect(within(group).getByText('Item 1, Patrimônio: O campo deverá ter 6 dígitos')).toBeTruthy();
  });

  it('Escape closes the item dialog without saving', async () => {
    const { onValue, group } = renderTable();
    const add = within(group).getByRole('button', { name: 'Adicionar item' });
    await userEvent.click(add);
    await userEvent.type(screen.getByRole('textbox', { name: /Patrimônio/ }), '123456');
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog leaves the DOM at commit; focus returns in its effect's cleanup, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(add));
    expect(onValue).not.toHaveBeenCalled();
  });
});
