/** Helpers every catalog words values with. */

/** A value as the author wrote it, in double quotes when it is text. @example quoted('eduroam') // '"eduroam"' */
export const quoted = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** A list of names, comma separated, at most `max` and '…' past it. @example joined(['a', 'b']) // 'a, b' */
export function joined(values: readonly string[], max = Number.POSITIVE_INFINITY): string {
  return `${values.slice(0, max).join(', ')}${values.length > max ? '…' : ''}`;
}

/** A data hub may hold many names; a message lists the first few, like a did-you-mean would. */
export const MAX_NAMES_LISTED = 12;

/**
 * Ends a finding with a proposed name: the sentence's final period gives way to `ask(name)`.
 * @example didYouMean('a tela "x" não existe.', 'y', (s) => `; você quis dizer ${s}?`)
 */
export function didYouMean(text: string, suggestion: string | undefined, ask: (quotedName: string) => string): string {
  return suggestion === undefined ? text : `${text.replace(/\.$/, '')}${ask(quoted(suggestion))}`;
}

/**
 * The names a data hub has, after a lead ('as listas que existem: campi, predios'), or `none` when
 * it has none.
 * @example knownNames('the lists that exist', 'it has no lists', ['campi']) // 'the lists that exist: campi'
 */
export const knownNames = (lead: string, none: string, names: readonly string[]): string =>
  names.length === 0 ? none : `${lead}: ${joined(names, MAX_NAMES_LISTED)}`;
