import { EditorState, type Extension } from '@codemirror/state';
import { tAdmin } from '../../messages/t-admin';
import type { AdminMessageKey } from '../../messages/pt-BR-admin';

/**
 * CodeMirror's own words (search panel, lint panel, folding, completion, the diff's collapsed
 * stretches) and the catalog key of each. CodeMirror looks phrases up by their English text; '$'
 * stands for a number it fills in.
 */
const PHRASE_KEYS = {
  Find: 'editor.phrase.find',
  Replace: 'editor.phrase.replace',
  next: 'editor.phrase.next',
  previous: 'editor.phrase.previous',
  all: 'editor.phrase.all',
  'match case': 'editor.phrase.matchCase',
  regexp: 'editor.phrase.regexp',
  'by word': 'editor.phrase.byWord',
  replace: 'editor.phrase.replaceOne',
  'replace all': 'editor.phrase.replaceAll',
  close: 'editor.phrase.close',
  'current match': 'editor.phrase.currentMatch',
  'on line': 'editor.phrase.onLine',
  'replaced match on line $': 'editor.phrase.replacedOnLine',
  'replaced $ matches': 'editor.phrase.replacedCount',
  'Go to line': 'editor.phrase.goToLine',
  go: 'editor.phrase.go',
  'Folded lines': 'editor.phrase.foldedLines',
  'Unfolded lines': 'editor.phrase.unfoldedLines',
  to: 'editor.phrase.to',
  'folded code': 'editor.phrase.foldedCode',
  unfold: 'editor.phrase.unfold',
  'Fold line': 'editor.phrase.foldLine',
  'Unfold line': 'editor.phrase.unfoldLine',
  Diagnostics: 'editor.phrase.diagnostics',
  'No diagnostics': 'editor.phrase.noDiagnostics',
  Completions: 'editor.phrase.completions',
  'Control character': 'editor.phrase.controlCharacter',
  'Selection deleted': 'editor.phrase.selectionDeleted',
  '$ unchanged lines': 'editor.phrase.unchangedLines',
  Accept: 'editor.phrase.accept',
  Reject: 'editor.phrase.reject',
  'Revert this chunk': 'editor.phrase.revertChunk',
} as const satisfies Record<string, AdminMessageKey>;

/**
 * The Portuguese phrases of every CodeMirror panel the admin sees, from the message catalog.
 * @example EditorState.create({ extensions: [portuguesePhrases] }).phrase('Find') // 'Procurar'
 */
export const portuguesePhrases: Extension = EditorState.phrases.of(
  Object.fromEntries(Object.entries(PHRASE_KEYS).map(([english, key]) => [english, tAdmin(key)])),
);
