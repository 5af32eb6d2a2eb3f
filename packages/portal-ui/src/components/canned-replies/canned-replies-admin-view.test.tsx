import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cannedRepliesFixture } from '../agent-ticket/agent-ticket.fixture';
import { CannedRepliesAdminView, type CannedRepliesAdminViewProps } from './canned-replies-admin-view';
import { CannedReplyConflict } from './canned-reply-conflict';

const LIMITS = { titulo: 200, corpo: 20_000 };

function renderView(props: Partial<CannedRepliesAdminViewProps> = {}) {
  const onSave = vi.fn<CannedRepliesAdminViewProps['onSave']>(() => Promise.resolve());
  const onDelete = vi.fn<CannedRepliesAdminViewProps['onDelete']>(() => Promise.resolve());
  render(<CannedRepliesAdminView replies={cannedRepliesFixture} limits={LIMITS} onSave={onSave} onDelete={onDelete} {...props} />);
  return { onSave, onDelete };
}

describe('CannedRepliesAdminView', () => {
  it('lists the canned replies by title, text and date', () => {
    renderView();
    expect(screen.getByRole('heading', { level: 1, name: 'Respostas prontas' })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Respostas prontas' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Saudação' })).toBeTruthy();
    expect(within(rows[1]!).getByText('20/11/2026 9:00')).toBeTruthy();
  });

  it('creates one, after saying in Portuguese what is missing', async () => {
    const { onSave } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Nova resposta pronta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('Escreva o título da resposta pronta.')).toBeTruthy();
    expect(screen.getByText('Escreva o texto da resposta pronta.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Título' }));
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), '  Encerramento ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Obrigado pelo contato!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ titulo: 'Encerramento', corpo: 'Obrigado pelo contato!' }, undefined, undefined);
    expect(await screen.findByText('Resposta pronta “Encerramento” criada.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Título' })).toBeNull();
  });

  it('says a text is too long', async () => {
    renderView({ limits: { titulo: 5, corpo: 10 } });
    await userEvent.click(screen.getByRole('button', { name: 'Nova resposta pronta' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Título longo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'Um texto longo demais');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByText('O título pode ter até 5 caracteres.')).toBeTruthy();
    expect(screen.getByText('O texto pode ter até 10 caracteres.')).toBeTruthy();
  });

  it('edits one, and says why the server refused', async () => {
    const { onSave } = renderView();
    onSave.mockRejectedValueOnce(new Error('Já existe uma resposta pronta com este título.'));
    await userEvent.click(screen.getByRole('button', { name: 'Editar “Saudação”' }));
    const title = screen.getByRole('textbox', { name: 'Título' }) as HTMLInputElement;
    expect(title.value).toBe('Saudação');
    await userEvent.clear(title);
    await userEvent.type(title, 'Esquecer a rede eduroam');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onSave).toHaveBeenCalledWith({ titulo: 'Esquecer a rede eduroam', corpo: cannedRepliesFixture[0]!.corpo }, 1, cannedRepliesFixture[0]!.revisao);
    expect(await screen.findByText('A resposta pronta não foi salva: Já existe uma resposta pronta com este título.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Título' })).toBeTruthy();
  });

  it('deletes one only after confirming', async () => {
    const { onDelete } = renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Apagar “Saudação”' }));
    const dialog = screen.getByRole('dialog', { name: 'Apagar a resposta pronta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apagar “Saudação”' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Apagar a resposta pronta?' })).getByRole('button', { name: 'Apagar' }));
    expect(onDelete).toHaveBeenCalledWith(cannedRepliesFixture[0]);
    expect(await screen.findByText('Resposta pronta “Saudação” apagada.')).toBeTruthy();
  });

  it('says when there are none yet', () => {
    renderView({ replies: [] });
    expect(screen.getByText(/Ainda não há respostas prontas/)).toBeTruthy();
  });

  it('offers to try again when the list did not load', async () => {
    const onRetry = vi.fn();
    renderView({ replies: undefined, error: true, onRetry });
    expect(screen.getByText('Não foi possível carregar as respostas prontas.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('after a 412 compares the saved reply with the admin\'s, and saves theirs over it only when asked', async () => {
    const opened = cannedRepliesFixture[0]!;
    const theirs = { ...opened, corpo: 'Texto do Bruno', revisao: opened.revisao + 1, alteradaPor: 'Bruno Admin' };
    const onSave = vi
      .fn<CannedRepliesAdminViewProps['onSave']>()
      .mockRejectedValueOnce(new CannedReplyConflict('Esta resposta pronta foi alterada por Bruno Admin às 14:32, depois que você a abriu.', theirs))
      .mockResolvedValue(undefined);
    renderView({ onSave });
    await userEvent.click(screen.getByRole('button', { name: `Editar “${opened.titulo}”` }));
    const text = screen.getByRole('textbox', { name: 'Texto' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Texto da Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Outra pessoa alterou esta resposta pronta' });
    expect(within(dialog).getByText('Esta resposta pronta foi alterada por Bruno Admin às 14:32, depois que você a abriu.')).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'Versão salva (Bruno Admin)' })).getByText('Texto do Bruno')).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'A minha versão' })).getByText('Texto da Ana')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar a minha por cima' }));
    expect(onSave).toHaveBeenLastCalledWith({ titulo: opened.titulo, corpo: 'Texto da Ana', sobrescrever: true }, opened.id, theirs.revisao);
    expect(await screen.findByText(`Resposta pronta “${opened.titulo}” salva.`)).toBeTruthy();
  });

  it("'Recarregar a versão salva' opens the form on the saved reply", async () => {
    const opened = cannedRepliesFixture[0]!;
    const theirs = { ...opened, corpo: 'Texto do Bruno', revisao: opened.revisao + 1, alteradaPor: 'Bruno Admin' };
    renderView({ onSave: vi.fn<CannedRepliesAdminViewProps['onSave']>().mockRejectedValue(new CannedReplyConflict('Alterada', theirs)) });
    await userEvent.click(screen.getByRole('button', { name: `Editar “${opened.titulo}”` }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), ' e mais');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Recarregar a versão salva' }));
    expect((screen.getByRole('textbox', { name: 'Texto' }) as HTMLTextAreaElement).value).toBe('Texto do Bruno');
  });
});
