import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RemoteChangeNotice } from './remote-change-notice';
import { TreeConflictDialog } from './tree-conflict-dialog';

const theirs =
  'nome: Impressora\ninicial: qual\ntelas:\n  qual:\n    tipo: opcoes\n    pergunta: Correção do Bruno\n';
const mine = theirs.replace('Correção do Bruno', 'Versão da Ana');

describe('TreeConflictDialog', () => {
  it("shows the server's words and both texts side by side, and each way out is its own button", async () => {
    const onReload = vi.fn();
    const onOverwrite = vi.fn();
    const onClose = vi.fn();
    render(
      <TreeConflictDialog
        message="Esta árvore foi alterada por Bruno Admin às 14:32, depois que você a abriu."
        theirName="Bruno Admin"
        theirs={theirs}
        mine={mine}
        onReload={onReload}
        onOverwrite={onOverwrite}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Outra pessoa salvou esta árvore' });
    expect(
      within(dialog).getByText(
        'Esta árvore foi alterada por Bruno Admin às 14:32, depois que você a abriu.',
      ),
    ).toBeTruthy();
    expect(
      (await within(dialog).findByLabelText('Versão salva (Bruno Admin)')).textContent,
    ).toContain('Correção do Bruno');
    expect(within(dialog).getByLabelText('A minha versão').textContent).toContain('Versão da Ana');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Recarregar a versão salva' }),
    );
    expect(onReload).toHaveBeenCalledOnce();
    expect(onOverwrite).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar a minha por cima' }));
    expect(onOverwrite).toHaveBeenCalledOnce();
  });
});

describe('RemoteChangeNotice', () => {
  it('says who saved the open tree and when, in São Paulo time, and offers to compare', async () => {
    const onCompare = vi.fn();
    render(<RemoteChangeNotice by="Bruno Admin" at="2025-06-01T17:32:00Z" onCompare={onCompare} />);
    expect(screen.getByRole('status').textContent).toContain(
      'Bruno Admin salvou esta árvore às 14:32, depois que você a abriu.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Comparar com a minha' }));
    expect(onCompare).toHaveBeenCalledOnce();
  });

  it('names a canned reply when it is one', () => {
    render(
      <RemoteChangeNotice
        by="Bruno Admin"
        at="2025-06-01T17:32:00Z"
        what="resposta"
        onCompare={() => undefined}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Bruno Admin salvou esta resposta pronta às 14:32',
    );
  });
});
