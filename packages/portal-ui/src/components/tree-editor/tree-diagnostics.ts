import { parseTree, type DataHubKeys, type Diagnostic } from '@chamados/tree-engine';
import { unquotedFinals } from './unquoted-final';

/** What the editor's verification takes besides the text (plain data: it crosses to a worker). */
export interface TreeVerifyOptions {
  dataHub?: DataHubKeys;
}

const byPosition = (a: Diagnostic, b: Diagnostic): number => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

/**
 * The editor's findings for a text: tree-engine's `parseTree` (the verifier the server runs), with
 * an unquoted `#final` named as such in place of the empty value the verifier sees on its line.
 * This is what the verification worker runs, and what tests run in the page's own thread.
 * @example treeDiagnostics(text, { dataHub: { lists: ['predios'], maps: [] } })
 */
export function treeDiagnostics(text: string, options: TreeVerifyOptions = {}): Diagnostic[] {
  const found = parseTree(text, options).diagnostics;
  const finals = unquotedFinals(text, found);
  if (finals.length === 0) return found;
  const lines = new Set(finals.map((diagnostic) => diagnostic.line));
  return [...found.filter((diagnostic) => !lines.has(diagnostic.line)), ...finals].sort(byPosition);
}
