import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldShell } from './field-shell';

describe('FieldShell', () => {
  it('labels the control and describes it with help and error', () => {
    render(
      <FieldShell label="Telefone" help="Com DDD" error="Preenchimento obrigatório" required>
        {(control) => <input {...control} />}
      </FieldShell>,
    );
    const input = screen.getByLabelText(/Telefone/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Com DDD', 'Preenchimento obrigatório']);
  });

  it('a valid control is not marked invalid', () => {
    render(<FieldShell label="Nome">{(control) => <input {...control} />}</FieldShell>);
    expect(screen.getByLabelText('Nome').hasAttribute('aria-invalid')).toBe(false);
  });

  it('a group is a fieldset named by its legend', () => {
    render(<FieldShell as="group" label="Sistemas">{() => <input type="checkbox" aria-label="SEI" />}</FieldShell>);
    expect(screen.getByRole('group', { name: 'Sistemas' })).toBeTruthy();
  });
});
