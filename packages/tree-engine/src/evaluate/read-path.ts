import type { OperandValue } from '../types';

type Container = Record<string, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/**
 * Reads `name` from `source`: the whole name as a key first, then as a dotted path
 * ('campo.sub', 'tabela.0.coluna'). Missing steps give `undefined`; it never throws.
 * @example readPath({ predio: { valor: 'pva' } }, 'predio.valor') // 'pva'
 */
export function readPath(source: unknown, name: string): OperandValue {
  if (!isContainer(source)) return undefined;
  if (Object.hasOwn(source, name)) return source[name] as OperandValue;
  if (!name.includes('.')) return undefined;
  let current: unknown = source;
  for (const step of name.split('.')) {
    // Own properties only: a tree must not reach 'constructor' or '__proto__' of the data.
    if (!isContainer(current) || !Object.hasOwn(current, step)) return undefined;
    current = current[step];
  }
  return current as OperandValue;
}
