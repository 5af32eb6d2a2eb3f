import type { Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { documentMessages, schemaMessages, type Diagnostic, type DiagnosticFix } from '@chamados/tree-engine';
import { tAdmin } from '../../messages/t-admin';

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

/** Whether the finding is about the key itself (not allowed here, or repeated), not its value. */
function isAboutKey(message: string, key: string): boolean {
  const unknown = schemaMessages.unknownKey(key).replace(/\.$/, '');
  return message.includes(unknown) || message.endsWith(documentMessages.duplicateKey(key));
}

/**
 * The stretch to underline for a finding at `from`. The verifier places a finding on the entry it
 * concerns, that is on its key; when the entry has its value on the same line and the finding is
 * not about the key (a screen that does not exist, a kind that is not one), the value is what is
 * wrong, so the value is underlined. A finding with a fix underlines exactly what the fix replaces.
 */
function rangeOf(doc: Text, diagnostic: Diagnostic, from: number): { from: number; to: number } {
  const line = doc.lineAt(from);
  const fix = diagnostic.fix;
  if (fix && fix.from >= line.from && fix.to <= line.to && fix.to > fix.from) return { from: fix.from, to: fix.to };
  // `key: value` at the finding: in block style the value runs to a comment or the line's end,
  // inside `{ … }` to the next `,` or `}`.
  const rest = line.text.slice(from - line.from);
  const inFlow = /\{[^}]*$/.test(line.text.slice(0, from - line.from));
  const entry = (inFlow ? FLOW_ENTRY : BLOCK_ENTRY).exec(rest);
  const value = entry?.[2] ?? '';
  if (entry && value !== '' && !isAboutKey(diagnostic.message, entry[1]!.replace(/^['"]|['"]$/g, ''))) {
    const start = from + entry[0].length - value.length;
    return { from: start, to: start + value.length };
  }
  return { from, to: wordEnd(doc, from) };
}

const KEY_PART = `('[^']*'|"[^"]*"|[^\\s#'"{}[\\],:][^:#,{}]*?)\\s*:[ \\t]+`;
const BLOCK_ENTRY = new RegExp(`^${KEY_PART}('[^']*'|"[^"]*"|[^\\s#][^#]*?)(?=\\s*(?:$|\\s#))`);
const FLOW_ENTRY = new RegExp(`^${KEY_PART}('[^']*'|"[^"]*"|[^\\s#,{}[\\]][^#,{}[\\]]*?)(?=\\s*(?:$|#|,|\\}))`);

/**
 * The message of a finding with its quick fix as a button named in Portuguese. (CodeMirror's own
 * `actions` buttons carry a fixed English label, 'Action: …', for screen readers.)
 */
function withFix(message: string, fix: DiagnosticFix): (view: EditorView) => Node {
  return (view) => {
    const box = document.createElement('span');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cm-diagnosticAction';
    button.textContent = tAdmin('admin.log.fix', { insert: fix.insert });
    // Keep the editor's selection (and focus) when the button is pressed.
    button.addEventListener('mousedown', (event) => event.preventDefault());
    button.addEventListener('click', () => {
      if (fix.to <= view.state.doc.length) view.dispatch({ changes: { from: fix.from, to: fix.to, insert: fix.insert } });
    });
    box.append(document.createTextNode(message), button);
    return box;
  };
}

/**
 * tree-engine's findings as CodeMirror diagnostics, at the same line the Log de Erros shows, each
 * underlining what is wrong (the value, or the key when the key is the mistake); a finding with a
 * `fix` (a near-miss name, a `#final` without quotes) offers it as the button 'Corrigir: …'.
 */
export function toEditorDiagnostics(doc: Text, diagnostics: readonly Diagnostic[]): EditorDiagnostic[] {
  return diagnostics.map((diagnostic) => {
    const fix = diagnostic.fix;
    return {
      ...rangeOf(doc, diagnostic, positionOf(doc, diagnostic.line, diagnostic.column)),
      severity: diagnostic.severity,
      message: diagnostic.message,
      ...(fix && fix.to <= doc.length ? { renderMessage: withFix(diagnostic.message, fix) } : {}),
    } satisfies EditorDiagnostic;
  });
}
