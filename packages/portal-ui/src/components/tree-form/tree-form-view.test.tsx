import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parseTree } from '@chamados/tree-engine';
import { describe, expect, it, vi } from 'vitest';
import { treeFileName } from './tree-file';
import { treeWithMistake, validTreeText } from './tree-form.fixture';
import { TreeFormView, type TreeFormViewProps } from './tree-form-view';

function renderForm(overrides: Partial<TreeFormViewProps> = {}) {
  const props: TreeFormViewProps = {
    isNew: false,
    name: 'Impressora',
    onNameChange: vi.fn(),
    text: validTreeText,
    onTextChange: vi.fn(),
    diagnostics: [],
    onDiagnostics: vi.fn(),
    launched: false,
    dirty: false,
    backHref: '/admin',
    docHref: '/admin/arvore/doc',
    onSave: vi.fn(),
    onCancel: vi.fn(),
    onTest: vi.fn(),
    onLaunch: vi.fn(),
    onDisable: vi.fn(),
    onDelete: vi.fn(),
    onRestore: vi.fn(),
    ...overrides,
  };
  render(<TreeFormView {...props} />);
  return props;
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('TreeFormView', () => {
  it("titles a new tree 'Nova Árvore' and links back and to 'Documentação' in a new tab", () => {
    renderForm({ isNew: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Nova Árvore' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/admin');
    const docs = screen.getByRole('link', { name: 'Documentação (abre em nova aba)' });
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('textbox', { name: 'Texto da árvore (YAML)' })).toBeTruthy();
  });

  it('lets a new tree be tested and saved, but not launched, restored, disabled or deleted (spec §4)', () => {
    renderForm({ isNew: true });
    expect(button('Testar Árvore').disabled).toBe(false);
    expect(button('Salvar').disabled).toBe(false);
    for (const name of ['Lançar Árvore', 'Restaurar Árvore', 'Desabilitar', 'Apagar']) expect(button(name).disabled).toBe(true);
  });

  it('refuses Testar and Lançar while the Log de Erros has an error', () => {
    renderForm({ text: treeWithMistake, diagnostics: parseTree(treeWithMistake).diagnostics });
    expect(button('Testar Árvore').disabled).toBe(true);
    expect(button('Lançar Árvore').disabled).toBe(true);
    expect(screen.getByRole('button', { name: /^Erro na linha 7, coluna 5/ })).toBeTruthy();
  });

  it('asks before launching and launches on confirmation', async () => {
    const props = renderForm();
    await userEvent.click(button('Lançar Árvore'));
    const dialog = screen.getByRole('dialog', { name: 'Lançar árvore' });
    expect(props.onLaunch).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lançar Árvore' }));
    expect(props.onLaunch).toHaveBeenCalledOnce();
  });

  it('deletes only after confirmation, and Cancelar in the question does nothing', async () => {
    const props = renderForm();
    await userEvent.click(button('Apagar'));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Apagar árvore' })).getByRole('button', { name: 'Cancelar' }));
    expect(props.onDelete).not.toHaveBeenCalled();
    await userEvent.click(button('Apagar'));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Apagar árvore' })).getByRole('button', { name: 'Apagar' }));
    expect(props.onDelete).toHaveBeenCalledOnce();
  });

  it('offers Restaurar and Desabilitar for a launched tree, not Apagar', () => {
    renderForm({ launched: true });
    expect(button('Restaurar Árvore').disabled).toBe(false);
    expect(button('Desabilitar').disabled).toBe(false);
    expect(button('Apagar').disabled).toBe(true);
  });

  it('shows the name error and blocks Salvar', () => {
    renderForm({ nameError: 'Já existe uma árvore com este nome' });
    expect(screen.getByText('Já existe uma árvore com este nome')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Nome/ }).getAttribute('aria-invalid')).toBe('true');
    expect(button('Salvar').disabled).toBe(true);
  });

  it('speaks of replacing the production version only when one exists', async () => {
    renderForm({ launched: false });
    await userEvent.click(button('Lançar Árvore'));
    const first = screen.getByRole('dialog', { name: 'Lançar árvore' }).textContent ?? '';
    expect(first).toContain('A árvore “Impressora” será lançada e passará a aparecer no painel de serviços.');
    expect(first).not.toContain('produção');
  });

  it('says why Apagar is disabled: a launched tree must be disabled first, a new one was never saved', () => {
    renderForm({ launched: true });
    expect(button('Apagar').disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Apagar', description: 'Apagar: uma árvore lançada não pode ser apagada; desabilite-a primeiro.' })).toBeTruthy();
    cleanup();
    renderForm({ isNew: true });
    expect(screen.getByRole('button', { name: 'Apagar', description: 'Apagar: esta árvore ainda não foi salva, não há o que apagar.' })).toBeTruthy();
  });

  it('Restaurar Árvore over unsaved edits says they will be lost', async () => {
    renderForm({ launched: true, dirty: true });
    await userEvent.click(button('Restaurar Árvore'));
    expect(screen.getByRole('dialog', { name: 'Restaurar árvore' }).textContent).toContain('as alterações não salvas serão perdidas');
  });

  it("shows the server's reason for a refusal in a dialog, until it is closed", async () => {
    const notice = { kind: 'error' as const, text: 'Erro ao lançar árvore!', reason: 'O texto da árvore tem 600 KB e passa do limite de 512 KB.' };
    renderForm({ notice });
    const dialog = screen.getByRole('dialog', { name: 'Erro ao lançar árvore!' });
    expect(dialog.textContent).toContain('O texto da árvore tem 600 KB e passa do limite de 512 KB.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Erro ao lançar árvore!');
  });

  describe('one name: Nome is what users see, the text follows it', () => {
    it('typing in Nome rewrites the text’s nome while the two agree', async () => {
      const props = renderForm({ name: 'Impressora' });
      const field = screen.getByRole('textbox', { name: /^Nome/ });
      await userEvent.type(field, 's');
      expect(props.onNameChange).toHaveBeenLastCalledWith('Impressoras');
      expect(props.onTextChange).toHaveBeenLastCalledWith(validTreeText.replace('nome: Impressora\n', 'nome: Impressoras\n'));
    });

    it('flags a difference under Nome and in the Log de Erros, with a quick fix either way', async () => {
      const props = renderForm({ name: 'Impressoras do DTI' });
      expect(screen.getByText('O texto diz nome: “Impressora”, mas os usuários veem o Nome “Impressoras do DTI”.')).toBeTruthy();
      expect(screen.getByRole('button', { name: /^Aviso na linha 1, coluna 1: Árvore, chave "nome": o nome no texto/ })).toBeTruthy();
      await userEvent.click(button('Usar “Impressoras do DTI” no texto'));
      expect(props.onTextChange).toHaveBeenLastCalledWith(validTreeText.replace('nome: Impressora\n', 'nome: Impressoras do DTI\n'));
      await userEvent.click(button('Usar “Impressora” como Nome'));
      expect(props.onNameChange).toHaveBeenLastCalledWith('Impressora');
    });

    it('a .yaml file loaded into a new tree gives Nome its name; into a saved tree, Nome stays', async () => {
      const file = new File([validTreeText.replace('nome: Impressora', 'nome: Impressoras do campus')], 'impressora.yaml', { type: 'application/yaml' });
      const props = renderForm({ isNew: true, name: 'Nova Árvore', text: '' });
      await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
      await waitFor(() => expect(props.onNameChange).toHaveBeenCalledWith('Impressoras do campus'));
      cleanup();
      const saved = renderForm({ name: 'Impressora', text: '' });
      await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, file);
      await waitFor(() => expect(saved.onTextChange).toHaveBeenCalled());
      expect(saved.onNameChange).not.toHaveBeenCalled();
    });
  });

  it('announces the spec §8 messages', () => {
    renderForm({ notice: { kind: 'error', text: 'Falha ao salvar arquivo!' } });
    expect(screen.getByRole('alert').textContent).toBe('Falha ao salvar arquivo!');
  });
});

describe('treeFileName', () => {
  it('replaces non-word characters with underscores and adds .yaml', () => {
    expect(treeFileName('Rede sem fio (Wi-Fi)')).toBe('Rede_sem_fio__Wi_Fi_.yaml');
  });
});

describe('Ctrl+S', () => {
  it('saves from anywhere in the form, as Salvar would', async () => {
    const props = renderForm();
    await userEvent.click(screen.getByRole('textbox', { name: /^Nome/ }));
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(props.onSave).toHaveBeenCalledOnce();
  });

  it('does nothing while Salvar is disabled (a name error, a call on its way)', async () => {
    const props = renderForm({ nameError: 'Este campo é obrigatório' });
    await userEvent.click(screen.getByRole('textbox', { name: /^Nome/ }));
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(props.onSave).not.toHaveBeenCalled();
  });

  it("says next to a disabled 'Lançar Árvore' how many errors the tree has, and moves the editor to the first", async () => {
    const error = (line: number) => ({ severity: 'error' as const, message: `Erro ${line}`, path: [], line, column: 3 });
    renderForm({ diagnostics: [error(9), { ...error(1), severity: 'warning' as const }, error(4), error(6)] });
    const launch = button('Lançar Árvore');
    expect(launch.disabled).toBe(true);
    const why = screen.getByRole('button', { name: '3 erros na árvore: veja o primeiro' });
    expect(launch.getAttribute('aria-describedby')).toBe(why.id);
    await userEvent.click(why);
    const content = document.querySelector('.cm-content')!;
    await waitFor(() => expect(content.contains(document.activeElement) || document.activeElement === content).toBe(true));
    const view = (document.querySelector('.cm-editor') as HTMLElement & { cmView?: { view: { state: { selection: { main: { head: number } }; doc: { lineAt: (p: number) => { number: number } } } } } }).cmView?.view;
    if (view) expect(view.state.doc.lineAt(view.state.selection.main.head).number).toBe(4);
  });

  it("says nothing beside 'Lançar Árvore' when it can act", () => {
    renderForm();
    expect(button('Lançar Árvore').disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /erros? na árvore/ })).toBeNull();
  });
});

describe('TreeFormView on a narrow screen', () => {
  it("keeps Salvar and Lançar in the bar and the rest under 'Mais ações', which opens and closes", async () => {
    renderForm({ launched: true, state: 'gradual', parcela: 30 });
    expect(screen.getByText('Lançamento gradual (30%)')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Mais ações' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    for (const name of ['Restaurar Árvore', 'Testar Árvore', 'Desabilitar', 'Apagar', 'Cancelar']) expect(within(panel).getByRole('button', { name })).toBeTruthy();
    for (const name of ['Salvar', 'Lançar Árvore']) expect(within(panel).queryByRole('button', { name })).toBeNull();
    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className).toContain('ch-tree-form__more--open');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(panel).getByRole('button', { name: 'Testar Árvore' }));
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });
});
