import type { CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorState, Text } from '@codemirror/state';
import { hoverTooltip, type Tooltip } from '@codemirror/view';
import { END_SCREEN } from '@chamados/tree-engine';
import { describePath, keysAt, valuesAt } from './schema-help';
import { pathAt, shapeOf } from './yaml-path';

/** The document's lines as an array-like read on demand: no copy of a 1 MB text per keystroke. */
function linesOf(doc: Text): readonly string[] {
  return new Proxy([] as string[], {
    get: (_target, property) => {
      if (property === 'length') return doc.lines;
      const index = typeof property === 'string' ? Number(property) : NaN;
      return Number.isInteger(index) && index >= 0 && index < doc.lines ? doc.line(index + 1).text : undefined;
    },
  });
}

/** Keys that name a screen: completion offers the screens written under `telas` and '#final'. */
const SCREEN_KEYS = new Set(['inicial', 'tela', 'telaSim', 'telaNao']);

function screenNames(state: EditorState): string[] {
  const names: string[] = [];
  let inScreens = false;
  for (let i = 1; i <= state.doc.lines; i++) {
    const text = state.doc.line(i).text;
    if (/^telas\s*:/.test(text)) inScreens = true;
    else if (/^\S/.test(text)) inScreens = false;
    else if (inScreens) {
      const match = /^ {2}([^\s#:][^:]*?)\s*:/.exec(text);
      if (match) names.push(match[1]!.replace(/^['"]|['"]$/g, ''));
    }
  }
  return [...names, END_SCREEN];
}

const quoteIfNeeded = (value: string): string => (/^[#'"&*!|>%@`{[]|: /.test(value) ? `'${value}'` : value);

/**
 * Completion from the tree's JSON Schema: the keys the object under the cursor may hold, and for
 * a value the kinds of `tipo`, enums, booleans and screen names; each with its Portuguese
 * description.
 */
export function schemaCompletion(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const lines = linesOf(context.state.doc);
  const valueMatch = /^(\s*(?:-\s+)*)([^\s#:][^:]*?)\s*:\s+(\S*)$/.exec(before);
  if (valueMatch) {
    const path = pathAt(lines, line.number - 1, valueMatch[1]!.length, true);
    const key = valueMatch[2]!;
    const options = SCREEN_KEYS.has(key)
      ? screenNames(context.state).map((name) => ({ label: quoteIfNeeded(name), type: 'variable' }))
      : valuesAt(path).map(({ value, description }) => ({ label: value, info: description, type: 'enum' }));
    if (options.length === 0) return null;
    return { from: context.pos - valueMatch[3]!.length, options, validFor: /^[\w'#-]*$/ };
  }
  const keyMatch = /^(\s*(?:-\s+)*)([\w]*)$/.exec(before);
  if (!keyMatch || (!context.explicit && keyMatch[2] === '')) return null;
  const column = keyMatch[1]!.length;
  const path = pathAt(lines, line.number - 1, column);
  const keys = keysAt(path);
  if (keys.length === 0) return null;
  return {
    from: context.pos - keyMatch[2]!.length,
    options: keys.map((key) => ({ label: key.name, apply: `${key.name}: `, info: key.description, type: 'property', boost: key.required ? 1 : 0 })),
    validFor: /^\w*$/,
  };
}

/** Hover documentation: the description of the key under the pointer, set as text (never HTML). */
export const schemaHover = hoverTooltip((view, pos): Tooltip | null => {
  const line = view.state.doc.lineAt(pos);
  const shape = shapeOf(line.text);
  const key = shape.key;
  if (!key) return null;
  const column = pos - line.from;
  if (column < key.column || column > key.valueFrom) return null;
  const description = describePath(pathAt(linesOf(view.state.doc), line.number - 1, key.column, true));
  if (!description) return null;
  return {
    pos: line.from + key.column,
    end: line.from + key.valueFrom,
    above: true,
    create: () => {
      const dom = document.createElement('div');
      dom.className = 'ch-tree-editor__hover';
      const name = document.createElement('strong');
      name.textContent = key.name;
      dom.append(name, document.createTextNode(`: ${description}`));
      return { dom };
    },
  };
});
