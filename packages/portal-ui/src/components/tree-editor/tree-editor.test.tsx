import { diagnosticCount, openLintPanel } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Diagnostic } from '@chamados/tree-engine';
import { describe, expect, it, vi } from 'vitest';
import { validTreeText } from '../tree-form/tree-form.fixture';
import { indentAfterKey } from './indent-after-key';
import { treeDiagnostics } from './tree-diagnostics';
import { TreeEditor, type TreeEditorProps } from './tree-editor';
import type { WorkerAnswer, WorkerRequest } from '../../lib/latest-only-worker';
import { createWorkerVerifier, verifyInThread, type VerifyRequest, type VerifyWorker } from './worker-verifier';

const LABEL = 'Texto da árvore (YAML)';

function renderEditor(props: Partial<TreeEditorProps> = {}) {
  const onChange = vi.fn();
  const onDiagnostics = vi.fn<(d: Diagnostic[]) => void>();
  const result = render(<TreeEditor value={validTreeText} onChange={onChange} onDiagnostics={onDiagnostics} label={LABEL} verify={verifyInThread} lintDelay={0} {...props} />);
  const content = screen.getByRole('textbox', { name: LABEL });
  const view = EditorView.findFromDOM(content)!;
  return { ...result, onChange, onDiagnostics, content, view };
}

/** Puts the cursor right after the first `text` in the document and focuses the editor. */
function cursorAfter(view: EditorView, text: string) {
  const at = view.state.doc.toString().indexOf(text) + text.length;
  view.dispatch({ selection: { anchor: at } });
  view.focus();
}

describe('search and replace', () => {
  it('opens with Ctrl+F in Portuguese and replaces every match', async () => {
    const { view, onChange } = renderEditor();
    cursorAfter(view, 'nome');
    await userEvent.keyboard('{Control>}f{/Control}');
    const find = await screen.findByRole('textbox', { name: 'Procurar' });
    for (const name of ['próxima', 'anterior', 'selecionar todas', 'substituir', 'substituir todas', 'fechar']) expect(screen.getByRole('button', { name })).toBeTruthy();
    for (const name of ['maiúsculas e minúsculas', 'expressão regular', 'palavra inteira']) expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    await userEvent.clear(find);
    await userEvent.type(find, 'rotulo: Sala');
    await userEvent.type(screen.getByRole('textbox', { name: 'Substituir por' }), 'rotulo: Local');
    await userEvent.click(screen.getByRole('button', { name: 'substituir todas' }));
    expect(onChange).toHaveBeenLastCalledWith(validTreeText.replace('rotulo: Sala', 'rotulo: Local'));
  });
});

describe('keys', () => {
  it('Ctrl+S saves, and the browser does not get the key', async () => {
    const onSave = vi.fn();
    const { view, content } = renderEditor({ onSave });
    cursorAfter(view, 'nome');
    const seen = vi.fn();
    content.ownerDocument.addEventListener('keydown', (event) => seen(event.defaultPrevented));
    await userEvent.keyboard('{Control>}s{/Control}');
    expect(onSave).toHaveBeenCalledOnce();
    expect(seen).toHaveBeenLastCalledWith(true);
  });

  it('Enter after `key:` indents the next line under it, list items too', () => {
    // The command Enter runs (the key itself is pressed in the browser test: a DOM without
    // layout cannot follow CodeMirror's selection).
    const enterAfter = (text: string, after: string) => {
      let state = EditorState.create({ doc: text, selection: { anchor: text.indexOf(after) + after.length } });
      const handled = indentAfterKey({ state, dispatch: (tr) => (state = tr.state) });
      return handled ? state.doc.toString() : undefined;
    };
    expect(enterAfter(validTreeText, '    campos:')).toBe(validTreeText.replace('    campos:\n', '    campos:\n      \n'));
    expect(enterAfter('fluxos:\n  - condicao: # qual\n', '  - condicao:')).toBe('fluxos:\n  - condicao: # qual\n      \n');
    expect(enterAfter(validTreeText, 'rotulo: Sala')).toBeUndefined();
  });
});

/** A worker stand-in answering as tree-verify.worker.ts does, one task later. */
class AnsweringWorker implements VerifyWorker {
  onmessage: ((event: MessageEvent<WorkerAnswer<Diagnostic[]>>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  texts: string[] = [];
  postMessage({ id, request: { text, options } }: WorkerRequest<VerifyRequest>) {
    this.texts.push(text);
    setTimeout(() => this.onmessage?.({ data: { id, answer: treeDiagnostics(text, options) } } as MessageEvent<WorkerAnswer<Diagnostic[]>>));
  }
  terminate() {}
}

describe('the linter', () => {
  it('verifies through the worker: findings reach the Log de Erros, the #final fix applies', async () => {
    const worker = new AnsweringWorker();
    const unquoted = validTreeText.replace("      - tela: '#final'", '      - tela: #final');
    const { view, onDiagnostics } = renderEditor({ value: unquoted, verify: createWorkerVerifier(() => worker).verify });
    await waitFor(() => expect(onDiagnostics).toHaveBeenCalled());
    expect(worker.texts).toEqual([unquoted]);
    const [finding] = onDiagnostics.mock.lastCall![0];
    expect(finding).toMatchObject({ line: 20, message: expect.stringMatching(/use aspas: '#final'\.$/) });
    await waitFor(() => expect(diagnosticCount(view.state)).toBe(1));
    // The lint panel (Ctrl+Shift+M) in Portuguese, with the quick fix as a button.
    openLintPanel(view);
    expect(await screen.findByRole('listbox', { name: 'Problemas' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Corrigir: '#final'" }));
    expect(view.state.doc.toString()).toBe(validTreeText);
    await waitFor(() => expect(onDiagnostics).toHaveBeenLastCalledWith([]));
  });

  it("flags a list the data hub lacks, and verifies again when the app's keys change", async () => {
    const value = validTreeText.replace('        rotulo: Sala\n', '        rotulo: Sala\n        opcoes: { chave: predios }\n').replace('caixaDeTexto', 'caixaDeSelecao');
    const { onDiagnostics, rerender } = renderEditor({ value, dataHub: { lists: ['campi'], maps: [] } });
    await waitFor(() => expect(onDiagnostics.mock.lastCall?.[0].map((d) => d.message).join()).toMatch(/predios/));
    rerender(<TreeEditor value={value} onChange={vi.fn()} onDiagnostics={onDiagnostics} label={LABEL} verify={verifyInThread} lintDelay={0} dataHub={{ lists: ['campi', 'predios'], maps: [] }} />);
    await waitFor(() => expect(onDiagnostics).toHaveBeenLastCalledWith([]));
  });
});
