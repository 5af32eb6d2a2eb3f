import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import type { EditorState, Text } from '@codemirror/state';
import { END_SCREEN } from '@chamados/tree-engine';
import { tAdmin } from '../../messages/t-admin';
import { dataHubKeys } from './data-hub-keys';
import { flowMapOf, flowObjectPath } from './flow-map';
import { keysAt, valuesAt } from './schema-help';
import { referenceKind, screensOf } from './screen-names';
import { screenKindLabel } from '../../lib/screen-kind-label';
import { pathAt, siblingKeys, type PathStep } from './yaml-path';

/** The document's lines as an array-like read on demand: no copy of a 1 MB text per keystroke. */
export function linesOf(doc: Text): readonly string[] {
  return new Proxy([] as string[], {
    get: (_target, property) => {
      if (property === 'length') return doc.lines;
      const index = typeof property === 'string' ? Number(property) : NaN;
      return Number.isInteger(index) && index >= 0 && index < doc.lines ? doc.line(index + 1).text : undefined;
    },
  });
}

/** A name as YAML needs it written: quoted when it starts like YAML syntax or holds `: `, `#`, `,`, `{}[]`. */
export const quoteIfNeeded = (value: string): string =>
  /^[#'"&*!|>%@`{[?:,-]|: | #|[,{}[\]]|^\s|\s$/.test(value) ? `'${value.replace(/'/g, "''")}'` : value;

/** The values offered at `path`: screens, data-hub keys, or the schema's kinds, enums and booleans. */
function valueOptions(state: EditorState, path: readonly PathStep[]): Completion[] {
  const kind = referenceKind(path);
  if (kind === 'screen') {
    return [
      ...screensOf(state.doc).map(({ name, tipo }) => ({ label: quoteIfNeeded(name), detail: screenKindLabel(tipo), type: 'variable' })),
      { label: `'${END_SCREEN}'`, detail: tAdmin('editor.screenRef.final'), type: 'variable' },
    ];
  }
  const hub = state.facet(dataHubKeys);
  if (kind === 'list') return (hub?.lists ?? []).map((key) => ({ label: quoteIfNeeded(key), detail: tAdmin('editor.dataHubList'), type: 'constant' }));
  if (kind === 'map') return (hub?.maps ?? []).map((name) => ({ label: quoteIfNeeded(name), detail: tAdmin('editor.dataHubMap'), type: 'constant' }));
  return valuesAt(path).map(({ value, description }) => ({ label: quoteIfNeeded(value), info: description, type: 'enum' }));
}

/** The keys offered in the object at `path`, leaving out those already written there. */
function keyOptions(path: readonly PathStep[], present: ReadonlySet<string>, suffix: string): Completion[] {
  return keysAt(path)
    .filter((key) => !present.has(key.name))
    .map((key) => ({ label: key.name, apply: `${key.name}${suffix}`, info: key.description, type: 'property', boost: key.required ? 1 : 0 }));
}

const VALUE_CHARS = /^[^\s,{}[\]]*$/;

/** Completion inside `key: { … }` on the cursor's line, or null when the cursor is not in one. */
function flowCompletion(context: CompletionContext, lines: readonly string[], lineIndex: number, before: string): CompletionResult | null | undefined {
  const flow = flowMapOf(before);
  if (!flow || /\}/.test(before.slice(flow.inside))) return undefined;
  const outer = flowObjectPath(pathAt(lines, lineIndex, flow.keyColumn, true), flow);
  const segment = before.slice(Math.max(before.lastIndexOf(',') + 1, flow.inside));
  const value = /^\s*('[^']*'|"[^"]*"|[^\s,:{}'"][^,:{}]*?)\s*:\s+(\S*)$/.exec(segment);
  if (value) {
    const options = valueOptions(context.state, [...outer, { key: value[1]!.replace(/^['"]|['"]$/g, '') }]);
    return options.length === 0 ? null : { from: context.pos - value[2]!.length, options, validFor: VALUE_CHARS };
  }
  const key = /^\s*(\w*)$/.exec(segment);
  if (!key || (!context.explicit && key[1] === '')) return null;
  const present = new Set(flowMapOf(lines[lineIndex]!)?.pairs.map((pair) => pair.key));
  const options = keyOptions(outer, present, ': ');
  return options.length === 0 ? null : { from: context.pos - key[1]!.length, options, validFor: /^\w*$/ };
}

/**
 * Completion from the tree's JSON Schema and the text: the keys the object under the cursor may
 * still hold (not those already written), and for a value the screens (every screen reference:
 * `inicial`, `tela`, `telaSim`, `telaNao`, option targets), the data hub's list keys (`chave` of a
 * field's `opcoes`) and map names (`mapa`), or the kinds of `tipo`, enums and booleans; each with
 * its Portuguese description. Works in block style and inside `{ … }`.
 */
export function schemaCompletion(context: CompletionContext): CompletionResult | null {
  const line = context.state.doc.lineAt(context.pos);
  const before = line.text.slice(0, context.pos - line.from);
  const lines = linesOf(context.state.doc);
  const lineIndex = line.number - 1;
  const flow = flowCompletion(context, lines, lineIndex, before);
  if (flow !== undefined) return flow;
  const valueMatch = /^(\s*(?:-\s+)*)([^\s#:][^:]*?)\s*:\s+(\S*)$/.exec(before);
  if (valueMatch) {
    const options = valueOptions(context.state, pathAt(lines, lineIndex, valueMatch[1]!.length, true));
    if (options.length === 0) return null;
    return { from: context.pos - valueMatch[3]!.length, options, validFor: VALUE_CHARS };
  }
  const keyMatch = /^(\s*(?:-\s+)*)(\w*)$/.exec(before);
  if (!keyMatch || (!context.explicit && keyMatch[2] === '')) return null;
  const column = keyMatch[1]!.length;
  const options = keyOptions(pathAt(lines, lineIndex, column), siblingKeys(lines, lineIndex, column), ': ');
  if (options.length === 0) return null;
  return { from: context.pos - keyMatch[2]!.length, options, validFor: /^\w*$/ };
}
