import { shapeOf, type PathStep } from './yaml-path';

/** One `key: value` pair inside `{ … }`, with columns on its line. */
export interface FlowPair {
  key: string;
  keyFrom: number;
  value: string;
  valueFrom: number;
  valueTo: number;
}

/** A line `key: { a: b, c: d }`: the outer key, its column, and the pairs written so far. */
export interface FlowMap {
  key: string;
  keyColumn: number;
  /** Column just after `{`. */
  inside: number;
  /** Written as the first item of a flow list: `validadores: [{ tipo: naoVazio }]`. */
  inList: boolean;
  pairs: FlowPair[];
}

const PAIR = /('[^']*'|"[^"]*"|[^\s,:{}'"][^,:{}]*?)\s*:[ \t]*('[^']*'|"[^"]*"|[^,{}]*?)(?=\s*(?:,|\}|$))/g;
const unquote = (text: string): string => (/^(['"]).*\1$/.test(text) ? text.slice(1, -1) : text);

/**
 * The flow map a line opens after its key (`opcoes: { eduroam: tutorial, Visitantes: descreva }`),
 * read leniently up to `}` or the line's end, so a half-typed one still has its pairs.
 * @example flowMapOf('    opcoes: { chave: pre')?.pairs[0] // { key: 'chave', value: 'pre', … }
 */
export function flowMapOf(line: string): FlowMap | undefined {
  const key = shapeOf(line).key;
  if (!key) return undefined;
  const open = line.indexOf('{', key.valueFrom);
  const between = open === -1 ? undefined : line.slice(key.valueFrom, open).trim();
  if (between !== '' && between !== '[') return undefined;
  const close = line.indexOf('}', open);
  const body = line.slice(open + 1, close === -1 ? line.length : close);
  const pairs: FlowPair[] = [];
  for (const match of body.matchAll(PAIR)) {
    const keyFrom = open + 1 + match.index;
    const valueTo = keyFrom + match[0].length;
    const value = match[2]!;
    pairs.push({ key: unquote(match[1]!), keyFrom, value: unquote(value), valueFrom: valueTo - value.length, valueTo });
  }
  return { key: key.name, keyColumn: key.column, inside: open + 1, inList: between === '[', pairs };
}

/**
 * The path of the object `{ … }` opens, from the path of the line's key (as `pathAt` gives it):
 * narrowed by the `tipo` written inside, and one list item deeper for `[{ … }]`.
 * @example flowObjectPath([{ key: 'operando' }], flowMapOf('operando: { tipo: mapeamento }')!) // [{ key: 'operando', tipo: 'mapeamento' }]
 */
export function flowObjectPath(keyPath: readonly PathStep[], flow: FlowMap): PathStep[] {
  const tipo = flow.pairs.find((pair) => pair.key === 'tipo')?.value || undefined;
  const outer = keyPath.slice(0, -1);
  return flow.inList ? [...outer, { key: flow.key }, { key: 0, tipo }] : [...outer, { key: flow.key, tipo }];
}
