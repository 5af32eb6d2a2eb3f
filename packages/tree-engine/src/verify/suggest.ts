/**
 * "Você quis dizer …?": the nearest valid name to a misspelt one. Names are compared without case
 * and accents (`Predio` is `prédio`), by edit distance with transpositions (`rotluo` is one step
 * from `rotulo`), and a suggestion is made only when it is close and the only one that close.
 */

// Combining marks left by NFD: 'é' becomes 'e' + U+0301.
const MARKS = /[\u0300-\u036f]/g;

/**
 * A name as the suggestions compare it: lower case, without accents.
 * @example normalizeName('Prédio') // 'predio'
 */
export function normalizeName(name: string): string {
  return name.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** How many edits a name of this length may be away from its suggestion. */
function allowedEdits(length: number): number {
  if (length <= 1) return 0;
  if (length <= 5) return 1;
  return length <= 9 ? 2 : 3;
}

/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbours), or `limit + 1` as soon as it is certainly above `limit`: a far name costs little.
 * @example editDistance('rotluo', 'rotulo', 2) // 1
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length] ?? limit + 1, limit + 1);
}

/**
 * The candidate nearest to `name`, when it is close (one edit for names up to 5 characters, two
 * up to 9, three beyond; case and accents are free) and no other candidate is as close.
 * @example nearestName('tpo', ['tipo', 'rotulo']) // 'tipo'
 */
export function nearestName(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = normalizeName(name);
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const normalized = normalizeName(candidate);
    const limit = Math.min(allowedEdits(Math.max(wanted.length, normalized.length)), Math.floor(Math.max(wanted.length, normalized.length) / 2));
    const distance = editDistance(wanted, normalized, Math.min(limit, bestDistance));
    if (distance > limit || distance > bestDistance) continue;
    if (distance === bestDistance) {
      tie = tie || best !== candidate;
      continue;
    }
    best = candidate;
    bestDistance = distance;
    tie = false;
  }
  return tie ? undefined : best;
}

/** Finds suggestions within a budget. @example createSuggester().nearest('predo', ['predio']) // 'predio' */
export interface Suggester {
  nearest(name: string, candidates: Iterable<string>): string | undefined;
}

/**
 * A suggester that stops after `budget` look-ups, so a tree with thousands of misspelt names
 * costs linear time: each look-up scans every candidate, and past the first few hundred an author
 * has enough to fix first.
 * @example const suggest = createSuggester(); suggest.nearest('descrevaa', screenNames)
 */
export function createSuggester(budget = 200): Suggester {
  let left = budget;
  return {
    nearest(name, candidates) {
      if (left <= 0) return undefined;
      left -= 1;
      return nearestName(name, candidates);
    },
  };
}
