import type { EditorState } from '@codemirror/state';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { END_SCREEN } from '@chamados/tree-engine';
import { screenKindLabel } from '../../lib/screen-kind-label';
import { tAdmin } from '../../messages/t-admin';
import { dataHubKeys } from './data-hub-keys';
import { flowMapOf, flowObjectPath } from './flow-map';
import { linesOf } from './schema-completion';
import { describePath, valuesAt } from './schema-help';
import { referenceKind, screensOf } from './screen-names';
import { pathAt, shapeOf, type PathStep } from './yaml-path';

/** What the pointer is on: a key or a value, where it is written, and the path ending with its key. */
interface Hovered {
  from: number;
  to: number;
  name: string;
  path: PathStep[];
  part: 'key' | 'value';
}

const unquote = (text: string): string => (/^(['"]).*\1$/.test(text) ? text.slice(1, -1) : text);

/** The key or value at `column` of line `lineIndex`: a block entry's, or a pair's inside `{ … }`. */
function hoveredAt(lines: readonly string[], lineIndex: number, column: number): Hovered | undefined {
  const text = lines[lineIndex]!;
  const key = shapeOf(text).key;
  if (!key || column < key.column) return undefined;
  const path = () => pathAt(lines, lineIndex, key.column, true);
  if (column < key.valueFrom) return { from: key.column, to: key.valueFrom, name: key.name, path: path(), part: 'key' };
  const flow = flowMapOf(text);
  if (flow) {
    const pair = flow.pairs.find((p) => column >= p.keyFrom && column <= p.valueTo);
    if (!pair) return undefined;
    const inner = [...flowObjectPath(path(), flow), { key: pair.key }];
    if (column < pair.valueFrom) return { from: pair.keyFrom, to: pair.valueFrom, name: pair.key, path: inner, part: 'key' };
    return { from: pair.valueFrom, to: pair.valueTo, name: pair.value, path: inner, part: 'value' };
  }
  const value = /^\s*(.*?)\s*(?:\s#.*)?$/.exec(text.slice(key.valueFrom))![1]!;
  if (value === '') return undefined;
  const from = text.indexOf(value, key.valueFrom);
  if (column > from + value.length) return undefined;
  return { from, to: from + value.length, name: unquote(value), path: path(), part: 'value' };
}

/**
 * The documentation of a value: a kind's description (a field, screen, operand, validator or
 * condition `tipo`), an enum's or boolean's, the screen a reference names, or what a data-hub key is.
 */
function describeValue(state: EditorState, path: readonly PathStep[], value: string): string | undefined {
  const kind = referenceKind(path);
  if (kind === 'screen') {
    if (value === END_SCREEN) return tAdmin('editor.screenRef.final');
    const screen = screensOf(state.doc).find((s) => s.name === value);
    return screen ? tAdmin('editor.screenRef', { name: value, kind: screenKindLabel(screen.tipo) }) : undefined;
  }
  const hub = state.facet(dataHubKeys);
  if (kind === 'list' && hub?.lists.includes(value)) return tAdmin('editor.dataHubList');
  if (kind === 'map' && hub?.maps.includes(value)) return tAdmin('editor.dataHubMap');
  return valuesAt(path).find((option) => option.value === value)?.description || undefined;
}

/** What hover documentation shows at a position: the name under the pointer and its description. */
export interface HoverHelp {
  from: number;
  to: number;
  name: string;
  description: string;
}

/**
 * The documentation at `pos`: on a key, its description from the tree's JSON Schema; on a value,
 * what it means (a `tipo`'s kind, an enum, the screen a reference names, a data-hub key).
 * @example hoverHelp(state, pos)?.description // 'Caixa de texto de uma linha…'
 */
export function hoverHelp(state: EditorState, pos: number): HoverHelp | undefined {
  const line = state.doc.lineAt(pos);
  const hovered = hoveredAt(linesOf(state.doc), line.number - 1, pos - line.from);
  if (!hovered) return undefined;
  const description = hovered.part === 'key' ? describePath(hovered.path) : describeValue(state, hovered.path, hovered.name);
  return description ? { from: line.from + hovered.from, to: line.from + hovered.to, name: hovered.name, description } : undefined;
}

/** Hover documentation on keys and values ({@link hoverHelp}), set as text, never HTML. */
export const schemaHover = hoverTooltip((view, pos): Tooltip | null => {
  const help = hoverHelp(view.state, pos);
  if (!help) return null;
  return {
    pos: help.from,
    end: help.to,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'ch-tree-editor__hover';
      const name = document.createElement('strong');
      name.textContent = help.name;
      dom.append(name, document.createTextNode(`: ${help.description}`));
      return { dom };
    },
  };
});
