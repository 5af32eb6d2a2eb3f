import type { Text } from '@codemirror/state';
import type { PathStep } from './yaml-path';

/** A screen written under `telas`, with the `tipo` written under it when there is one. */
export interface ScreenEntry {
  name: string;
  tipo?: string;
}

// Read once per document: completion asks on every key typed while its list is open.
const cache = new WeakMap<Text, ScreenEntry[]>();

/**
 * The screens written under `telas`, read from indentation (forgiving of a half-typed text).
 * @example screensOf(Text.of(['telas:', '  a:', '    tipo: opcoes'])) // [{ name: 'a', tipo: 'opcoes' }]
 */
export function screensOf(doc: Text): ScreenEntry[] {
  const known = cache.get(doc);
  if (known) return known;
  const screens: ScreenEntry[] = [];
  let inScreens = false;
  for (const text of doc.iterLines()) {
    if (/^telas\s*:/.test(text)) inScreens = true;
    else if (/^\S/.test(text)) inScreens = false;
    else if (inScreens) {
      const name = /^ {2}([^\s#:][^:]*?)\s*:/.exec(text);
      if (name) screens.push({ name: name[1]!.replace(/^['"]|['"]$/g, '') });
      const tipo = /^ {4}tipo\s*:\s*['"]?(\w+)/.exec(text);
      const last = screens.at(-1);
      if (tipo && last && last.tipo === undefined) last.tipo = tipo[1];
    }
  }
  cache.set(doc, screens);
  return screens;
}

/** Keys whose value names a screen, wherever they are written. */
const SCREEN_KEYS = new Set(['tela', 'telaSim', 'telaNao']);

/** What a value at `path` names: a screen, a data-hub list, a data-hub map, or none of these. */
export type ReferenceKind = 'screen' | 'list' | 'map';

/**
 * Whether the value at `path` (ending with its key) refers to a screen (`inicial`, `tela`,
 * `telaSim`, `telaNao`, an option's target), to a data-hub list (`chave` of a field's `opcoes`)
 * or to a data-hub map (`mapa` of an operand).
 * @example referenceKind([{ key: 'telas' }, { key: 'a' }, { key: 'opcoes' }, { key: 'Sim' }]) // 'screen'
 */
export function referenceKind(path: readonly PathStep[]): ReferenceKind | undefined {
  const last = path.at(-1)?.key;
  if (typeof last !== 'string') return undefined;
  if ((path.length === 1 && last === 'inicial') || (path.length > 2 && SCREEN_KEYS.has(last))) return 'screen';
  if (path.length === 4 && path[0]!.key === 'telas' && path[2]!.key === 'opcoes') return 'screen';
  if (last === 'chave' && path.at(-2)?.key === 'opcoes' && path.length > 4) return 'list';
  if (last === 'mapa' && path.length > 2) return 'map';
  return undefined;
}
