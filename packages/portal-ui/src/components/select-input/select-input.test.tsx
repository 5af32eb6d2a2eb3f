import type { SelectField, SelectOption } from '@chamados/tree-engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lists } from '../attendance-view/walk.fixture';
import { StatefulField } from '../form-field/stateful-field';
import { SelectInput, type ListState } from './select-input';

const fixed: SelectField = {
  tipo: 'caixaDeSelecao',
  rotulo: 'Licença',
  opcoes: [
    { texto: 'Livre ou gratuito', valor: 'livre' },
    { texto: 'Licença a adquirir', valor: 'adquirir' },
  ],
};
const fromHub: SelectField = { tipo: 'caixaDeSelecao', rotulo: 'Campus', opcoes: { chave: 'campi' }, validadores: [{ tipo: 'naoVazio' }] };

function renderSelect(field: SelectField, list?: ListState, initial?: SelectOption) {
  const onValue = vi.fn();
  const view = render(
    <StatefulField<SelectOption> initial={initial} onValue={onValue}>
      {(value, onChange) => <SelectInput name="campo" field={field} list={list} value={value} onChange={onChange} />}
    </StatefulField>,
  );
  return { onValue, view };
}

describe('SelectInput', () => {
  it('offers the static options and emits the chosen { texto, valor }', async () => {
    const { onValue } = renderSelect(fixed);
    const select = screen.getByRole('combobox', { name: 'Licença' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione…', 'Livre ou gratuito', 'Licença a adquirir']);
    await userEvent.selectOptions(select, 'Licença a adquirir');
    expect(onValue).toHaveBeenLastCalledWith({ texto: 'Licença a adquirir', valor: 'adquirir' });
    await userEvent.selectOptions(select, 'Selecione…');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
  });

  it("shows 'Carregando opções…' and is disabled until the data-hub list arrives", () => {
    const { view } = renderSelect(fromHub, 'loading');
    const select = screen.getByRole('combobox', { name: /Campus/ }) as HTMLSelectElement;
    expect(select.disabled).toBe(true);
    expect(select.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('option', { name: 'Carregando opções…' })).toBeTruthy();
    view.rerender(
      <StatefulField<SelectOption>>{(value, onChange) => <SelectInput name="campo" field={fromHub} list={lists.campi} value={value} onChange={onChange} />}</StatefulField>,
    );
    expect(select.disabled).toBe(false);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Selecione…', 'Viçosa', 'Florestal', 'Rio Paranaíba']);
  });

  it('turns list items into options: key is the valor, value the texto', async () => {
    const { onValue } = renderSelect(fromHub, lists.campi);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Campus/ }), 'Rio Paranaíba');
    expect(onValue).toHaveBeenLastCalledWith({ texto: 'Rio Paranaíba', valor: 'rio-paranaiba' });
  });

  it('says when the list could not be loaded', () => {
    renderSelect(fromHub, 'error');
    const select = screen.getByRole('combobox', { name: /Campus/ });
    expect(screen.getByText('Não foi possível carregar as opções.')).toBeTruthy();
    expect(select.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows a value chosen earlier while its list is still loading', () => {
    renderSelect(fromHub, 'loading', { texto: 'Florestal', valor: 'florestal' });
    const select = screen.getByRole('combobox', { name: /Campus/ }) as HTMLSelectElement;
    expect(select.value).toBe('florestal');
    expect(select.selectedOptions[0]?.textContent).toBe('Florestal');
  });
});
