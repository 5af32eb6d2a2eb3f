import type { Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { Diagnostic } from '@chamados/tree-engine';
import { t } from '../../messages/t';

/**
 * The offset of a 1-based line and column, clamped to the document (codemirror/lang-json's
 * `doc.line(n).from + column - 1`). A finding with no line points at the start.
 * @example positionOf(doc, 3, 5)
 */
export function positionOf(doc: Text, line = 1, column = 1): number {
  const target = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(target.from + Math.max(column, 1) - 1, target.to);
}

/** The end of the word at `from` on its line, so the squiggle covers the name, not one letter. */
function wordEnd(doc: Text, from: number): number {
  const line = doc.lineAt(from);
  const rest = line.text.slice(from - line.from);
  const word = /^[^\s:,{}[\]]+/.exec(rest)?.[0].length ?? 0;
  return word > 0 ? from + word : Math.min(from + 1, line.to);
}

/**
 * tree-engine's findings as CodeMirror diagnostics, at the same line and column the Log de Erros
 * shows; a finding with a `fix` (a near-miss name) offers it as the action 'Corrigir: …'.
 */
export function toEditorDiagnostics(doc: Text, diagnostics: readonly Diagnostic[]): EditorDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const from = positionOf(doc, diagnostic.line, diagnostic.column);
    const fix = diagnostic.fix;
    return {
      from,
      to: wordEnd(doc, from),
      severity: diagnostic.severity,
      message: diagnostic.message,
      ...(fix && fix.to <= doc.length
        ? {
            actions: [
              {
                name: t('admin.log.fix', { insert: fix.insert }),
                apply: (view, _from, _to) => view.dispatch({ changes: { from: fix.from, to: fix.to, insert: fix.insert } }),
              },
            ],
          }
        : {}),
    } satisfies EditorDiagnostic;
  });
}
