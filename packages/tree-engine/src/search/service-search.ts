import Fuse from 'fuse.js';
import type { Tree } from '../types';
import { editDistance } from './edit-distance';
import { normalizeSearchText, searchWords } from './search-words';
import { treeSearchText } from './tree-search-text';

/** A service as the public list sends it: a whole tree, or its name and description with `textoBusca`. @example { nome: 'Rede sem fio', descricao: 'eduroam', textoBusca: treeSearchText(tree) } */
export interface SearchableService {
  nome: string;
  descricao?: string;
  tags?: string[];
  /** `treeSearchText` of the tree, when the item is not a whole tree. */
  textoBusca?: string;
}

/** A service found, and why: the words of its text that the query matched, as written there. @example const match: ServiceMatch<TreeSummary> = { item, palavras: ['eduroam'] } */
export interface ServiceMatch<T> {
  item: T;
  /** One word of the service per query word (the best match), as written in the service. */
  palavras: string[];
}

/**
 * fuse.js's threshold for the fuzzy tier, which only proposes candidates: a word is then taken
 * when it is one typing mistake away (two from a word of nine letters or more), a swap of two
 * letters counting as one. Typos are forgiven and random letters find nothing. The spec's 0.7 was
 * a parameter of the original's set-up, under which every query matched every service.
 * @example SERVICE_SEARCH_THRESHOLD // 0.45
 */
export const SERVICE_SEARCH_THRESHOLD = 0.45;
/** Shorter query words are matched exactly only: one typo in four letters is another word. */
const FUZZY_MIN_LENGTH = 5;
const typosAllowed = (word: string) => (word.length >= 9 ? 2 : 1);

/** How a query word met a word of a service; higher is better. */
const EXACT = 3;
const PREFIX = 2;
const INSIDE = 1;
const FUZZY = 0;

/** Where a word appears: the name weighs most, then the description, then the screens' text. */
const NAME = 3;
const DESCRIPTION = 2;
const TEXT = 1;

interface Occurrence {
  service: number;
  weight: number;
  /** The word as written in the service. */
  written: string;
}

interface WordMatch {
  kind: number;
  weight: number;
  /** Typing mistakes of a fuzzy match, per letter (0 for the exact tiers). */
  score: number;
  written: string;
}

function lines<T extends SearchableService | Tree>(item: T): string[] {
  if ('telas' in item && item.telas) return treeSearchText(item as Tree).split('\n');
  const service = item as SearchableService;
  if (service.textoBusca) return service.textoBusca.split('\n');
  return [service.nome, service.descricao ?? '', ...(service.tags ?? [])];
}

/** Every distinct word of every service (folded), with where it occurs. */
function vocabulary<T extends SearchableService | Tree>(items: readonly T[]): Map<string, Occurrence[]> {
  const words = new Map<string, Occurrence[]>();
  items.forEach((item, service) => {
    const fields: [string, number][] = [
      [item.nome, NAME],
      [item.descricao ?? '', DESCRIPTION],
      ...lines(item).map((line): [string, number] => [line, TEXT]),
    ];
    const best = new Map<string, Occurrence>();
    for (const [text, weight] of fields) {
      for (const written of searchWords(text)) {
        const folded = normalizeSearchText(written);
        const known = best.get(folded);
        if (!known || known.weight < weight) best.set(folded, { service, weight, written });
      }
    }
    for (const [folded, occurrence] of best) {
      const list = words.get(folded);
      if (list) list.push(occurrence);
      else words.set(folded, [occurrence]);
    }
  });
  return words;
}

const better = (a: WordMatch, b: WordMatch) => (a.kind !== b.kind ? a.kind > b.kind : a.score !== b.score ? a.score < b.score : a.weight > b.weight);

/**
 * Builds the 'Procurar Serviço' search over trees or list items. fuse.js runs over the services'
 * words in two tiers: each query word as an exact include (extended search `'word`), and, for a
 * word of five letters or more, fuzzily with a tight threshold. Every query word must match some
 * word of a service (AND). Services rank by how well their words matched — whole word, then start
 * of a word, then inside a word, then with a typo — then by how few typos, then by where (name,
 * description, screens); ties keep the list's order. Accents and case are ignored; an empty query
 * gives every service in its order, with no words.
 * @example createServiceSearch(trees)('eduroan')[0] // { item: wifiTree, palavras: ['eduroam'] }
 */
export function createServiceSearch<T extends SearchableService | Tree>(items: readonly T[]): (query: string) => ServiceMatch<T>[] {
  const words = vocabulary(items);
  const fuse = new Fuse([...words.keys()], {
    useExtendedSearch: true,
    threshold: SERVICE_SEARCH_THRESHOLD,
    ignoreLocation: true,
  });

  /** Per service, the best match of one query word. */
  function matchWord(word: string): Map<number, WordMatch> {
    const found = new Map<number, WordMatch>();
    const take = (vocabularyWord: string, kind: number, score: number) => {
      for (const occurrence of words.get(vocabularyWord) ?? []) {
        const candidate = { kind, weight: occurrence.weight, score, written: occurrence.written };
        const known = found.get(occurrence.service);
        if (!known || better(candidate, known)) found.set(occurrence.service, candidate);
      }
    };
    for (const { item } of fuse.search(`'${word}`)) take(item, item === word ? EXACT : item.startsWith(word) ? PREFIX : INSIDE, 0);
    if (word.length >= FUZZY_MIN_LENGTH) {
      const allowed = typosAllowed(word);
      for (const { item } of fuse.search(word)) {
        // Whole words only: fuse.js also finds a pattern inside a longer word, which is no typo.
        const distance = editDistance(word, item, allowed);
        if (distance <= allowed) take(item, FUZZY, distance / word.length);
      }
    }
    return found;
  }

  return (query) => {
    const terms = [...new Set(searchWords(normalizeSearchText(query)))];
    if (terms.length === 0) return items.map((item) => ({ item, palavras: [] }));
    const perWord = terms.map(matchWord);
    const ranked: { service: number; matches: WordMatch[] }[] = [];
    items.forEach((_, service) => {
      const matches = perWord.map((found) => found.get(service));
      if (matches.every((match): match is WordMatch => match !== undefined)) ranked.push({ service, matches });
    });
    const total = (matches: WordMatch[], key: 'kind' | 'weight' | 'score') => matches.reduce((sum, match) => sum + match[key], 0);
    ranked.sort(
      (a, b) =>
        total(b.matches, 'kind') - total(a.matches, 'kind') ||
        total(a.matches, 'score') - total(b.matches, 'score') ||
        total(b.matches, 'weight') - total(a.matches, 'weight') ||
        a.service - b.service,
    );
    return ranked.map(({ service, matches }) => ({ item: items[service]!, palavras: [...new Set(matches.map((match) => match.written))] }));
  };
}
