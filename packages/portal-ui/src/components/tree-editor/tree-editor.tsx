import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, defaultHighlightStyle, foldGutter, foldKeymap, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, lintKeymap } from '@codemirror/lint';
import { Compartment, EditorSelection, EditorState } from '@codemirror/state';
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { parseTree, type DataHubKeys, type Diagnostic } from '@chamados/tree-engine';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { schemaCompletion, schemaHover } from './schema-assist';
import { positionOf, toEditorDiagnostics } from './tree-lint';

/** What the form can ask of the editor. */
export interface TreeEditorHandle {
  /** Puts the cursor at a 1-based line and column, scrolls there and focuses the editor. */
  goTo(line: number, column?: number): void;
  focus(): void;
}

/** Props of {@link TreeEditor}. */
export interface TreeEditorProps {
  /** The YAML text. A new value from outside (a loaded file, a restore) replaces the document. */
  value: string;
  onChange: (text: string) => void;
  /** tree-engine's findings after each verification (the Log de Erros reads them). */
  onDiagnostics?: (diagnostics: Diagnostic[]) => void;
  /** The accessible name of the text area. */
  label: string;
  readOnly?: boolean;
  lineWrapping?: boolean;
  /** Milliseconds of quiet before the text is verified again. */
  lintDelay?: number;
  /**
   * The data hub's list and map names (`GET /api/admin/datahub`), for the verifier's
   * `VerifyOptions.dataHub` and for completion; absent when unknown (nothing is checked).
   */
  dataHub?: DataHubKeys;
  ref?: Ref<TreeEditorHandle>;
}

/**
 * The YAML editor of the tree form: CodeMirror 6 with YAML highlighting and line numbers,
 * tree-engine's verifier as the linter (the same `parseTree` the server's verificar runs, so the
 * squiggles and the Log de Erros agree with it), completion and hover from the tree's JSON Schema.
 * `readOnly` and `lineWrapping` change through compartments: the editor is built once.
 * @example <TreeEditor value={texto} onChange={setTexto} onDiagnostics={setLog} label="Texto da árvore (YAML)" ref={editor} />
 */
export function TreeEditor({ value, onChange, onDiagnostics, label, readOnly = false, lineWrapping = false, lintDelay = 300, ref }: TreeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onDiagnostics });
  const compartments = useRef({ readOnly: new Compartment(), wrapping: new Compartment() });
  // The last text the editor reported: an echo of it through `value` costs no comparison.
  const emitted = useRef(value);

  useEffect(() => {
    callbacks.current = { onChange, onDiagnostics };
  });

  useEffect(() => {
    const { readOnly: readOnlyPart, wrapping } = compartments.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
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
          linter(
            (lintView) => {
              const diagnostics = parseTree(lintView.state.doc.toString()).diagnostics;
              callbacks.current.onDiagnostics?.(diagnostics);
              return toEditorDiagnostics(lintView.state.doc, diagnostics);
            },
            { delay: lintDelay },
          ),
          autocompletion({ override: [schemaCompletion] }),
          schemaHover,
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...foldKeymap, ...completionKeymap, ...lintKeymap, indentWithTab]),
          readOnlyPart.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          wrapping.of(lineWrapping ? EditorView.lineWrapping : []),
          EditorView.contentAttributes.of({ 'aria-label': label }),
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
