import { NAME } from './service-documents';
import type { ServiceMatch } from './service-documents';
import { termWeight, type SearchTerm } from './search-terms';

/** How one query word met one service. */
export interface TermMatch {
  /** Exact 1, same stem 0.9, start of a word 0.7, typo 0.5, inside a word 0.4 (or an engine's own score in 0..1). */
  kind: number;
  /** Where: name 3, description 2, other text 1. */
  weight: number;
  /** The service's word, as written there. */
  written: string;
}

/**
 * Orders the services a query met. First by how many of its meaningful words each service
 * matched ('não' counts half); then by how well: each word's match quality (exact, same stem,
 * prefix, typo, inside) times its rarity among the services (a word every service has decides
 * little) times its place (the name a fifth more than other text, so a better kind of match always wins); ties keep the list's order.
 * Items that matched fewer meaningful words than `minimum` are left out.
 * @example rankServices(items, terms, terms.map(matchTerm))[0]?.item
 */
export function rankServices<T>(items: readonly T[], terms: readonly SearchTerm[], perTerm: readonly Map<number, TermMatch>[], minimum = 0): ServiceMatch<T>[] {
  const services = items.length;
  const rarity = perTerm.map((found) => Math.log(1 + services / Math.max(1, found.size)));
  const scored = new Map<number, { count: number; quality: number; words: string[] }>();
  perTerm.forEach((found, i) => {
    const weight = termWeight(terms[i]!.folded);
    for (const [service, match] of found) {
      const entry = scored.get(service) ?? { count: 0, quality: 0, words: [] };
      entry.count += weight;
      entry.quality += weight * match.kind * rarity[i]! * (1 + (match.weight - 1) / (NAME * 10));
      if (!entry.words.includes(match.written)) entry.words.push(match.written);
      scored.set(service, entry);
    }
  });
  return [...scored.entries()]
    .filter(([, { count }]) => count >= minimum)
    .sort(([a, x], [b, y]) => y.count - x.count || y.quality - x.quality || a - b)
    .map(([service, { words }]) => ({ item: items[service]!, palavras: words }));
}
