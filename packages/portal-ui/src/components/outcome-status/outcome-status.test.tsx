import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OutcomeStatus, useOutcome } from './outcome-status';

function Form() {
  const [outcome, announce] = useOutcome();
  return (
    <>
      <button type="button" onClick={() => announce(true, 'Resposta pronta salva.')}>
        Salvar
      </button>
      <button type="button" onClick={() => announce(false, 'A resposta pronta não foi salva: já existe uma com este título.')}>
        Salvar de novo
      </button>
      <OutcomeStatus outcome={outcome} />
    </>
  );
}

describe('OutcomeStatus', () => {
  it('is an empty live region until something happens, then says the last outcome', async () => {
    render(<Form />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(status.textContent).toBe('Resposta pronta salva.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar de novo' }));
    expect(status.textContent).toBe('A resposta pronta não foi salva: já existe uma com este título.');
  });

  it('replaces the paragraph when the same words come again, so a screen reader says them again', async () => {
    render(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const first = screen.getByText('Resposta pronta salva.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Resposta pronta salva.')).not.toBe(first);
  });
});
