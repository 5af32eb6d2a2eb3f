import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatefulField } from '../form-field/stateful-field';
import { CheckboxGroup } from './checkbox-group';
import { problemsField } from './checkbox-group.fixture';

describe('CheckboxGroup', () => {
  it('is a group named by its label; its value lists the checked valor in the tree order', async () => {
    const onValue = vi.fn();
    render(
      <StatefulField<string[]> initial={['perifericos']} onValue={onValue}>
        {(value, onChange) => <CheckboxGroup name="problemas" field={problemsField} value={value} onChange={onChange} error="Preenchimento obrigatório" />}
      </StatefulField>,
    );
    const group = screen.getByRole('group', { name: 'Problemas encontrados' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('checkbox', { name: 'Teclado ou mouse com defeito' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Não liga' }));
    expect(onValue).toHaveBeenLastCalledWith(['nao-liga', 'perifericos']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Teclado ou mouse com defeito' }));
    expect(onValue).toHaveBeenLastCalledWith(['nao-liga']);
  });

  it('Space toggles the focused box', async () => {
    const onValue = vi.fn();
    render(
      <StatefulField<string[]> onValue={onValue}>{(value, onChange) => <CheckboxGroup name="problemas" field={problemsField} value={value} onChange={onChange} />}</StatefulField>,
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onValue).toHaveBeenLastCalledWith(['sem-internet']);
  });
});
