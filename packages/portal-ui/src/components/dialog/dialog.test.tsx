import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';
import { DialogsInPlace } from './dialogs-in-place';

function pressEscape() {
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its text', () => {
    render(<Dialog open title="Chamado criado com sucesso">Protocolo 123.</Dialog>);
    const dialog = screen.getByRole('dialog', { name: 'Chamado criado com sucesso' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Protocolo 123.')).toBeTruthy();
  });

  it('Escape asks its owner to close it', () => {
    const onClose = vi.fn();
    render(<Dialog open title="Aviso" onClose={onClose} />);
    pressEscape();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a persistent dialog ignores Escape', () => {
    const onClose = vi.fn();
    render(<Dialog open persistent title="Criando chamado..." onClose={onClose} />);
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('gives focus back to the button that opened it', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Abrir</Button>
          <Dialog open={open} title="Aviso" actions={<Button onClick={() => setOpen(false)}>Ok</Button>} />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(document.activeElement).toBe(opener);
  });
});

describe('ConfirmDialog', () => {
  it('answers yes with its confirm button and no with Cancelar', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="Apagar item" message="Deseja realmente excluir este item?" confirmLabel="Apagar" onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apagar' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('in a catalogue (DialogsInPlace) opens in the page, not over it', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <DialogsInPlace value>
        <Dialog open title="Falha ao criar chamado" tone="failure" />
      </DialogsInPlace>,
    );
    expect(screen.getByRole('dialog', { name: 'Falha ao criar chamado' }).hasAttribute('open')).toBe(true);
    expect(showModal).not.toHaveBeenCalled();
    showModal.mockRestore();
  });
});
