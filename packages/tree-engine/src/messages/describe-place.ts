/**
 * Turns a diagnostic path into the Portuguese place an author recognises, so every message can
 * say where it applies without each check formatting places by hand.
 */

/** Keys whose children are named (maps) or numbered (lists) entries. */
const NAMED_CHILD: Record<string, string> = { telas: 'Tela', campos: 'campo' };
const NUMBERED_CHILD: Record<string, string> = {
  validadores: 'validador',
  fluxos: 'fluxo',
  atribuicoes: 'atribuição',
  condicoes: 'subcondição',
  tags: 'etiqueta',
  extensoes: 'extensão',
};
const SINGLE_KEY: Record<string, string> = {
  condicao: 'condição',
  operando: 'operando',
  operando1: 'operando 1',
  operando2: 'operando 2',
};

// Own keys only: a tree may name a key 'constructor' or 'toString', which plain lookups would find
// on Object.prototype.
const own = (table: Record<string, string>, key: unknown): string | undefined =>
  typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * Describes a path inside a tree in Portuguese.
 * @example describePlace(['telas', 'descreva', 'campos', 'predio']) // 'Tela "descreva", campo "predio"'
 */
export function describePlace(path: readonly (string | number)[]): string {
  const parts: string[] = [];
  path.forEach((segment, i) => {
    const parent = i > 0 ? path[i - 1] : undefined;
    const last = i === path.length - 1;
    if (typeof segment === 'number') {
      const label = own(NUMBERED_CHILD, parent);
      parts.push(`${label ?? (parent === 'opcoes' ? 'opção' : 'item')} ${segment + 1}`);
      return;
    }
    const named = own(NAMED_CHILD, parent);
    if (named) {
      parts.push(`${named} "${segment}"`);
      return;
    }
    // An options screen maps option names to screens: ['telas', s, 'opcoes', name].
    if (parent === 'opcoes' && i === 3 && path[0] === 'telas') {
      parts.push(`opção "${segment}"`);
      return;
    }
    if (!last && (own(NAMED_CHILD, segment) || own(NUMBERED_CHILD, segment) || segment === 'opcoes')) return;
    const single = own(SINGLE_KEY, segment);
    if (single) {
      parts.push(single);
      return;
    }
    if (segment === 'valor' && path[i - 2] === 'campos') {
      parts.push('valor padrão');
      return;
    }
    parts.push(`chave "${segment}"`);
  });
  if (parts.length === 0) return 'Árvore';
  const first = parts[0] ?? '';
  return first.startsWith('Tela ') ? parts.join(', ') : `Árvore, ${parts.join(', ')}`;
}

/**
 * Prefixes a message with the place it concerns.
 * @example atPlace(['inicial'], 'a tela "x" não existe.') // 'Árvore, chave "inicial": a tela "x" não existe.'
 */
export function atPlace(path: readonly (string | number)[], text: string): string {
  return `${describePlace(path)}: ${text}`;
}
