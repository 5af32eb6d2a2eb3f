import type { MemoField, TextBoxField } from '@chamados/tree-engine';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatefulField } from '../form-field/stateful-field';
import { MemoInput } from './memo-input';
import { TextBoxInput } from './text-box-input';

const phone: TextBoxField = {
  tipo: 'caixaDeTexto',
  rotulo: 'Celular',
  ajuda: 'Com DDD',
  validadores: [{ tipo: 'naoVazio' }, { tipo: 'mascara', mascara: '(##) #####-####' }],
};

function renderBox(field: TextBoxField, initial?: string, error?: string) {
  const onValue = vi.fn();
  render(
    <StatefulField<string> initial={initial} onValue={onValue}>
      {(value, onChange) => <TextBoxInput name="campo" field={field} value={value} error={error} onChange={onChange} />}
    </StatefulField>,
  );
  return { input: screen.getByLabelText(/Celular|Nome/) as HTMLInputElement, onValue };
}

describe('TextBoxInput', () => {
  it('shapes digits into the mask as they are typed', async () => {
    const { input, onValue } = renderBox(phone);
    await userEvent.type(input, '31999998888');
    expect(input.value).toBe('(31) 99999-8888');
    expect(onValue).toHaveBeenLastCalledWith('(31) 99999-8888');
  });

  it('drops characters the mask refuses and stops at its length', async () => {
    const { input } = renderBox(phone);
    await userEvent.type(input, '3a1-9x99998888777');
    expect(input.value).toBe('(31) 99999-8888');
  });

  it('keeps the caret after a digit typed in the middle', async () => {
    const { input } = renderBox(phone, '(31) 9999');
    input.setSelectionRange(2, 2);
    await userEvent.type(input, '5', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input.value).toBe('(35) 19999');
    expect(input.selectionStart).toBe(3);
    await userEvent.keyboard('7');
    expect(input.value).toBe('(35) 71999-9');
  });

  it('a pasted number is masked at once', async () => {
    const { input } = renderBox(phone);
    input.focus();
    await userEvent.paste('31 99999 8888');
    expect(input.value).toBe('(31) 99999-8888');
  });

  it('backspace over the mask literals leaves a well-formed value', async () => {
    const { input } = renderBox(phone, '(31) 9');
    await userEvent.type(input, '{Backspace}{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input.value).toBe('(3');
  });

  it('asks phones for the numeric keyboard when the mask takes only digits', () => {
    const { input } = renderBox(phone);
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('is labelled, described by its help and error, and marked required', () => {
    const { input } = renderBox(phone, '', 'Preenchimento obrigatório');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Com DDD', 'Preenchimento obrigatório']);
  });

  it('without a mask takes any text', async () => {
    const { input } = renderBox({ tipo: 'caixaDeTexto', rotulo: 'Nome' });
    await userEvent.type(input, 'Ana (DTI) 2');
    expect(input.value).toBe('Ana (DTI) 2');
    expect(input.hasAttribute('inputmode')).toBe(false);
  });
});

describe('TextBoxInput for a double field', () => {
  const price: TextBoxField = { tipo: 'caixaDeTexto', rotulo: 'Valor estimado (R$)', ajuda: 'Só para licenças a adquirir.', validadores: [{ tipo: 'simples', formato: 'double' }] };

  it('says under the field that a decimal comma works, after its own help, and opens the decimal keypad', () => {
    render(<TextBoxInput name="valor" field={price} value="" onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Valor estimado (R$)' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    const description = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Só para licenças a adquirir.Pode usar vírgula nos decimais, por exemplo 1.500,00.']);
  });

  it('an int field gets no such hint', () => {
    render(<TextBoxInput name="n" field={{ tipo: 'caixaDeTexto', rotulo: 'Quantas pessoas', validadores: [{ tipo: 'simples', formato: 'int' }] }} value="" onChange={vi.fn()} />);
    expect(screen.queryByText(/vírgula/)).toBeNull();
  });
});

describe('MemoInput', () => {
  it('keeps line breaks the user types', async () => {
    const field: MemoField = { tipo: 'memorando', rotulo: 'Detalhes' };
    const onValue = vi.fn();
    render(
      <StatefulField<string> onValue={onValue}>
        {(value, onChange) => <MemoInput name="detalhes" field={field} value={value} onChange={onChange} />}
      </StatefulField>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Detalhes' }), 'Linha 1{Enter}Linha 2');
    expect(onValue).toHaveBeenLastCalledWith('Linha 1\nLinha 2');
  });
});
