import { atPlace, END_SCREEN, type Diagnostic } from '@chamados/tree-engine';
import { tAdmin } from '../../messages/t-admin';

const QUOTED = `'${END_SCREEN}'`;
const ENDS_NAME = /[\s,}\]]/;

/** Whether `#` at the end of `prefix` starts a YAML comment: after `key:` plus blanks, outside quotes. */
function startsComment(prefix: string): boolean {
  if (!/:[ \t]+$/.test(prefix) || prefix.includes('#')) return false;
  const singles = prefix.split("'").length - 1;
  const doubles = prefix.split('"').length - 1;
  return singles % 2 === 0 && doubles % 2 === 0;
}

/**
 * Every `key: #final` written without quotes. YAML reads `#` after a blank as the start of a
 * comment, so the value is empty and the verifier could only say "deve ser um texto"; this names
 * the real mistake and offers the quoted name as a fix. The place (and the line) come from the
 * verifier's finding on the same line when there is one.
 * @example unquotedFinals("telas:\n  a:\n    telaSim: #final\n")[0]?.fix // { from: 26, to: 32, insert: "'#final'" }
 */
export function unquotedFinals(text: string, found: readonly Diagnostic[] = []): Diagnostic[] {
  const result: Diagnostic[] = [];
  let line = 1;
  let counted = 0;
  for (let at = text.indexOf(END_SCREEN); at >= 0; at = text.indexOf(END_SCREEN, at + END_SCREEN.length)) {
    const after = text[at + END_SCREEN.length];
    if (after !== undefined && !ENDS_NAME.test(after)) continue;
    const lineStart = text.lastIndexOf('\n', at - 1) + 1;
    if (!startsComment(text.slice(lineStart, at))) continue;
    for (let i = text.indexOf('\n', counted); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
      line++;
      counted = i + 1;
    }
    const place = found.find((diagnostic) => diagnostic.line === line);
    result.push({
      severity: 'error',
      message: atPlace(place?.path ?? [], tAdmin('editor.quoteFinal')),
      path: place?.path ?? [],
      line,
      column: at - lineStart + 1,
      fix: { from: at, to: at + END_SCREEN.length, insert: QUOTED },
    });
  }
  return result;
}
