import type { StateCommand } from '@codemirror/state';
import { shapeOf } from './yaml-path';

/**
 * Enter at the end of `key:` (nothing after the colon but blanks or a comment) opens the key's
 * block: the new line is indented two columns past the key, under a list dash too (`- condicao:`).
 * Anywhere else it leaves Enter to the next command (the YAML language's own indentation).
 * @example keymap.of([{ key: 'Enter', run: indentAfterKey }])
 */
export const indentAfterKey: StateCommand = ({ state, dispatch }) => {
  const range = state.selection.main;
  if (state.selection.ranges.length > 1 || !range.empty) return false;
  const line = state.doc.lineAt(range.head);
  const before = line.text.slice(0, range.head - line.from);
  const after = line.text.slice(range.head - line.from).trim();
  if (after !== '' && !after.startsWith('#')) return false;
  const key = shapeOf(before).key;
  if (!key || before.slice(key.valueFrom).trim() !== '') return false;
  // A comment after the cursor stays on the key's line.
  const from = after === '' ? range.head : line.to;
  const insert = `\n${' '.repeat(key.column + 2)}`;
  dispatch(state.update({ changes: { from, to: line.to, insert }, selection: { anchor: from + insert.length }, scrollIntoView: true, userEvent: 'input' }));
  return true;
};
