/**
 * Turns a diagnostic path into the place an author recognises ('Tela "descreva", campo "predio"'),
 * in the catalog's language, so every message can say where it applies without each check
 * formatting places by hand.
 */
import { diagnosticCatalogs } from './catalogs';
import type { PlaceWords } from './catalogs/catalog-types';
import { DEFAULT_LOCALE, type Locale } from './locale';

type Numbered = keyof PlaceWords['numbered'];
type Single = keyof PlaceWords['single'];

/** Keys whose children are numbered entries. */
const NUMBERED_CHILD = new Set<string>(['validadores', 'fluxos', 'atribuicoes', 'condicoes', 'tags', 'extensoes', 'sinonimos']);
const SINGLE_KEY = new Set<string>(['condicao', 'operando', 'operando1', 'operando2']);

const isNamedParent = (key: unknown): key is 'telas' | 'campos' => key === 'telas' || key === 'campos';

/**
 * Describes a path inside a tree, in Portuguese unless `locale` says otherwise.
 * @example describePlace(['telas', 'descreva', 'campos', 'predio']) // 'Tela "descreva", campo "predio"'
 * @example describePlace(['telas', 'descreva', 'campos', 'predio'], 'en') // 'Screen "descreva", field "predio"'
 */
export function describePlace(path: readonly (string | number)[], locale: Locale = DEFAULT_LOCALE): string {
  const words = (diagnosticCatalogs[locale] ?? diagnosticCatalogs[DEFAULT_LOCALE]).place;
  const parts: string[] = [];
  let inScreen = false;
  path.forEach((segment, i) => {
    const parent = i > 0 ? path[i - 1] : undefined;
    const last = i === path.length - 1;
    if (typeof segment === 'number') {
      const kind: Numbered = typeof parent === 'string' && NUMBERED_CHILD.has(parent) ? (parent as Numbered) : parent === 'opcoes' ? 'opcoes' : 'item';
      parts.push(words.numbered[kind](segment + 1));
      return;
    }
    if (isNamedParent(parent)) {
      if (parent === 'telas' && i === 1) inScreen = true;
      parts.push(parent === 'telas' ? words.screen(segment) : words.field(segment));
      return;
    }
    // An options screen maps option names to screens: ['telas', s, 'opcoes', name].
    if (parent === 'opcoes' && i === 3 && path[0] === 'telas') {
      parts.push(words.option(segment));
      return;
    }
    if (!last && (isNamedParent(segment) || NUMBERED_CHILD.has(segment) || segment === 'opcoes')) return;
    if (SINGLE_KEY.has(segment)) {
      parts.push(words.single[segment as Single]);
      return;
    }
    if (segment === 'valor' && path[i - 2] === 'campos') {
      parts.push(words.defaultValue);
      return;
    }
    parts.push(words.key(segment));
  });
  if (parts.length === 0) return words.tree;
  return inScreen ? parts.join(', ') : `${words.tree}, ${parts.join(', ')}`;
}

/**
 * Prefixes a message with the place it concerns.
 * @example atPlace(['inicial'], 'a tela "x" não existe.') // 'Árvore, chave "inicial": a tela "x" não existe.'
 */
export function atPlace(path: readonly (string | number)[], text: string, locale: Locale = DEFAULT_LOCALE): string {
  return `${describePlace(path, locale)}: ${text}`;
}
