import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TreeVersion } from '@chamados/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { TreeDiff } from './tree-diff';
import { TreeVersions } from './tree-versions';

const versions: TreeVersion[] = [
  { versao: 1, nome: 'Impressora', texto: 'nome: Impressora\ninicial: a\n', autor: 'Ana Souza', lancadaEm: '2025-06-10T12:05:00Z', nota: '', parcela: 100 },
  { versao: 2, nome: 'Impressora', texto: 'nome: Impressoras\ninicial: a\n', autor: 'Paulo Dias', lancadaEm: '2025-06-11T12:05:00Z', nota: '', parcela: 100 },
];

describe('TreeVersions', () => {
  it('lists the launched versions with author and date, newest first, each restorable after a confirmation', async () => {
    const onRestore = vi.fn();
    render(<TreeVersions versions={versions} draft="nome: Impressoras\ninicial: a\n" onRestore={onRestore} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.textContent).toMatch(/^Versão 2 por Paulo Dias em/);
    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Restaurar versão 1 como rascunho' }));
    expect(onRestore).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Restaurar versão 1' });
    expect(dialog.textContent).toContain('O rascunho será substituído pelo texto da versão 1 e salvo. Deseja continuar?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restaurar versão 1' }));
    expect(onRestore).toHaveBeenCalledWith(versions[0]);
  });

  it('with unsaved edits, says they will be lost; Cancelar keeps the draft', async () => {
    const onRestore = vi.fn();
    render(<TreeVersions versions={versions} draft="nome: Outro\n" dirty onRestore={onRestore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar versão 2 como rascunho' }));
    const dialog = screen.getByRole('dialog', { name: 'Restaurar versão 2' });
    expect(dialog.textContent).toContain('as alterações não salvas serão perdidas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onRestore).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('compares the newest version with the draft, and any two versions side by side', async () => {
    render(<TreeVersions versions={versions} draft={versions[1]!.texto} onRestore={vi.fn()} />);
    expect(screen.getByText('Os textos são iguais.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Comparar'), 'Versão 1');
    const diff = screen.getByRole('region', { name: 'Diferenças entre Versão 1 e Rascunho' });
    expect(within(diff).getByRole('textbox', { name: 'Versão 1' }).textContent).toContain('nome: Impressora');
    expect(within(diff).getByRole('textbox', { name: 'Rascunho' }).textContent).toContain('nome: Impressoras');
  });

  it('says so when the tree was never launched', () => {
    render(<TreeVersions versions={[]} draft="" onRestore={vi.fn()} />);
    expect(screen.getByText('Esta árvore ainda não foi lançada.')).toBeTruthy();
  });
});

describe('TreeDiff', () => {
  const long = (question: string) => `nome: Longa\ninicial: a\ntelas:\n${Array.from({ length: 40 }, (_, i) => `  t${i}:\n    tipo: opcoes\n    pergunta: ${i === 20 ? question : `Pergunta ${i}`}\n`).join('')}`;

  it("collapses unchanged stretches in Portuguese ('N linhas iguais'), and follows a new draft", async () => {
    const { rerender } = render(<TreeDiff left={long('Antes')} right={long('Depois')} leftLabel="Versão 1" rightLabel="Rascunho" />);
    expect((await screen.findAllByText(/^\d+ linhas iguais$/)).length).toBeGreaterThan(0);
    rerender(<TreeDiff left={long('Antes')} right={long('De novo')} leftLabel="Versão 1" rightLabel="Rascunho" />);
    expect(screen.getByRole('textbox', { name: 'Rascunho' }).textContent).toContain('pergunta: De novo');
  });

  it("shows each version's 'O que mudou' and share in the list, and the compared versions' notes above the diff", () => {
    render(
      <TreeVersions
        versions={[
          { versao: 1, nome: 'A', texto: 'nome: A\n', autor: 'Ana', lancadaEm: '2025-06-10T12:05:00Z', nota: 'Primeira versão', parcela: 100 },
          { versao: 2, nome: 'A', texto: 'nome: A\ntags: [x]\n', autor: 'Paulo', lancadaEm: '2025-06-11T12:05:00Z', nota: 'Pergunta mais clara', parcela: 30 },
        ]}
        draft={'nome: A\n'}
        onRestore={() => undefined}
      />,
    );
    expect(screen.getByText('O que mudou: Pergunta mais clara')).toBeTruthy();
    expect(screen.getByText('O que mudou: Primeira versão')).toBeTruthy();
    expect(screen.getByText(/lançada para 30% dos estudantes/)).toBeTruthy();
    expect(screen.getByText('Versão 2, o que mudou: Pergunta mais clara')).toBeTruthy();
  });
});
