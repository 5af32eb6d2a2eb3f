import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { forceLinting, linter, lintGutter, lintKeymap } from '@codemirror/lint';
import { search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorSelection, EditorState, Prec } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, scrollPastEnd } from '@codemirror/view';
import type { DataHubKeys, Diagnostic } from '@chamados/tree-engine';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { dataHubKeys } from './data-hub-keys';
import { portuguesePhrases } from './editor-phrases';
import { foldMarker } from './fold-marker';
import { indentAfterKey } from './indent-after-key';
import { schemaCompletion } from './schema-completion';
import { schemaHover } from './schema-hover';
import { positionOf, toEditorDiagnostics } from './tree-lint';
import { createTreeVerifier, type TreeVerifier } from './worker-verifier';

/** What the form can ask of the editor. */
export interface TreeEditorHandle {
  /** Puts the cursor at a 1-based line and column, scrolls there and focuses the editor. */
  goTo(line: number, column?: number): void;
  focus(): void;
}

/** Props of {@link TreeEditor}. */
export interface TreeEditorProps {
  /**
   * O texto da árvore no editor. Um texto novo vindo de fora (um arquivo carregado, uma versão
   * restaurada) substitui o que está lá.
   * @remarks The YAML text. A new value from outside (a loaded file, a restore) replaces the
   * document.
   */
  value: string;
  /** O que acontece a cada mudança no texto. */
  onChange: (text: string) => void;
  /**
   * Os problemas encontrados depois de cada verificação do texto (o Log de Erros os lista).
   * @remarks tree-engine's findings after each verification (the Log de Erros reads them).
   */
  onDiagnostics?: (diagnostics: Diagnostic[]) => void;
  /**
   * O que acontece com Ctrl+S (⌘S) no editor: o formulário salva. Sem ele, o atalho fica com o
   * navegador.
   * @remarks Ctrl+S (⌘S) in the editor: the form saves. Without it the browser keeps the key.
   */
  onSave?: () => void;
  /**
   * Os nomes das listas e mapas do hub de dados: o editor marca um nome que não existe e oferece os
   * que existem enquanto a pessoa digita.
   * @remarks The data hub's list keys and map names: references to others are flagged, and
   * completion offers these after `chave:` in a field's `opcoes` and after `mapa:`.
   */
  dataHub?: DataHubKeys;
  /**
   * Onde a barra de ações fixa começa a cobrir a janela: o cursor fica sempre acima dela ao digitar
   * no fim do editor.
   * @remarks Where something sticky (the form's action bar) starts covering the window, as a
   * viewport y: the cursor is kept above it while typing at the editor's bottom.
   */
  coveredFrom?: () => number | undefined;
  /**
   * O nome do editor para leitores de tela.
   * @remarks The accessible name of the text area.
   */
  label: string;
  /** Só leitura: o texto aparece, mas não aceita mudança. */
  readOnly?: boolean;
  /** As linhas longas quebram na largura do editor em vez de rolar para o lado. */
  lineWrapping?: boolean;
  /**
   * Quantos milissegundos de pausa na digitação antes de o texto ser verificado de novo.
   * @remarks Milliseconds of quiet before the text is verified again.
   */
  lintDelay?: number;
  /**
   * Quem verifica o texto; o padrão verifica em segundo plano, sem travar a digitação.
   * @remarks Runs the verification. By default a Web Worker (the page's thread where none can
   * start); tests pass `verifyInThread`.
   */
  verify?: TreeVerifier;
  /**
   * Uma referência ao editor, para o portal levar o cursor a uma linha (por exemplo, ao clicar num
   * erro ou numa tela do grafo).
   */
  ref?: Ref<TreeEditorHandle>;
}

/** Quiet time before a verification: with the verifier in a worker, it only saves the worker work. */
export const DEFAULT_LINT_DELAY_MS = 50;

/**
 * The YAML editor of the tree form: CodeMirror 6 with YAML highlighting and line numbers,
 * tree-engine's verifier as the linter in a Web Worker (the same `parseTree` the server's verificar
 * runs, so the squiggles and the Log de Erros agree with it, and typing never waits for it),
 * completion and hover from the tree's JSON Schema and the text, search and replace (Ctrl+F),
 * Ctrl+S, and every panel in Portuguese. Options that change go through compartments: the editor
 * is built once.
 * @example <TreeEditor value={texto} onChange={setTexto} onDiagnostics={setLog} onSave={save} label="Texto da árvore (YAML)" ref={editor} />
 */
export function TreeEditor(props: TreeEditorProps) {
  const { value, onChange, onDiagnostics, onSave, dataHub, coveredFrom, label, readOnly = false, lineWrapping = false, lintDelay = DEFAULT_LINT_DELAY_MS, verify, ref } = props;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onDiagnostics, onSave, verify, coveredFrom });
  const compartments = useRef({ readOnly: new Compartment(), wrapping: new Compartment(), dataHub: new Compartment() });
  // The last text the editor reported: an echo of it through `value` costs no comparison.
  const emitted = useRef(value);

  useEffect(() => {
    callbacks.current = { onChange, onDiagnostics, onSave, verify, coveredFrom };
  });

  useEffect(() => {
    const { readOnly: readOnlyPart, wrapping, dataHub: dataHubPart } = compartments.current;
    const ownVerifier = createTreeVerifier();
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          portuguesePhrases,
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter({ markerDOM: foldMarker }),
          lintGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          yaml(),
          EditorState.tabSize.of(2),
          search({ top: true }),
          // Room after the last line, so the end of the tree can scroll above the form's action bar.
          scrollPastEnd(),
          EditorView.scrollMargins.of((editorView) => {
            const top = callbacks.current.coveredFrom?.();
            if (top === undefined) return null;
            return { bottom: Math.max(0, editorView.scrollDOM.getBoundingClientRect().bottom - top) };
          }),
          linter(
            async (lintView) => {
              const doc = lintView.state.doc;
              const run = callbacks.current.verify ?? ownVerifier.verify;
              const diagnostics = await run(doc.toString(), { dataHub: lintView.state.facet(dataHubKeys) });
              // A newer text is on its way: this answer is stale.
              if (!diagnostics || lintView.state.doc !== doc) return [];
              callbacks.current.onDiagnostics?.(diagnostics);
              return toEditorDiagnostics(doc, diagnostics);
            },
            { delay: lintDelay, needsRefresh: (update) => update.startState.facet(dataHubKeys) !== update.state.facet(dataHubKeys) },
          ),
          autocompletion({ override: [schemaCompletion] }),
          schemaHover,
          Prec.high(
            keymap.of([
              { key: 'Mod-s', run: () => (callbacks.current.onSave ? (callbacks.current.onSave(), true) : false), preventDefault: true },
              { key: 'Enter', run: indentAfterKey },
            ]),
          ),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
          readOnlyPart.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          wrapping.of(lineWrapping ? EditorView.lineWrapping : []),
          dataHubPart.of(dataHub ? dataHubKeys.of(dataHub) : []),
          // tabindex: a keyboard reaches (and scrolls) the text even where it is read-only (axe: scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            emitted.current = update.state.doc.toString();
            callbacks.current.onChange(emitted.current);
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      ownVerifier.dispose();
      view.current = null;
    };
    // Built once; later prop changes go through compartments and transactions below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && value !== emitted.current && editor.state.doc.toString() !== value) {
      emitted.current = value;
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    });
  }, [readOnly]);

  useEffect(() => {
    view.current?.dispatch({ effects: compartments.current.wrapping.reconfigure(lineWrapping ? EditorView.lineWrapping : []) });
  }, [lineWrapping]);

  // The keys are compared by content: an app that rebuilds the same lists on each render does not
  // make the editor verify again.
  const hubKey = dataHub ? JSON.stringify([dataHub.lists, dataHub.maps]) : '';
  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    editor.dispatch({ effects: compartments.current.dataHub.reconfigure(dataHub ? dataHubKeys.of(dataHub) : []) });
    forceLinting(editor);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hubKey]);

  useImperativeHandle(ref, () => ({
    goTo(line, column = 1) {
      const editor = view.current;
      if (!editor) return;
      const position = positionOf(editor.state.doc, line, column);
      editor.dispatch({ selection: EditorSelection.cursor(position), scrollIntoView: true });
      editor.focus();
    },
    focus() {
      view.current?.focus();
    },
  }));

  return <div ref={host} className="ch-tree-editor" />;
}
