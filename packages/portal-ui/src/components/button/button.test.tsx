import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('is a non-submitting button named by its text', async () => {
    const onClick = vi.fn();
    render(
      <form onSubmit={() => { throw new Error('submitted'); }}>
        <Button icon="check" onClick={onClick}>Salvar</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('an icon button is named by its label', () => {
    render(<IconButton icon="trash" label="Apagar item" />);
    expect(screen.getByRole('button', { name: 'Apagar item' })).toBeTruthy();
  });
});
