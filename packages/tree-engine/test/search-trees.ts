import { readdirSync, readFileSync } from 'node:fs';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import type { SearchableService, ServiceMatch } from '../src/search/service-documents';
import { treeSearchText } from '../src/search/tree-search-text';
import type { Tree } from '../src/types';
import { studentPhrases } from './fixtures/search/student-phrases';

const FIXTURES = new URL('./fixtures/search/', import.meta.url);

function load(yaml: string, file: string): Tree {
  const { tree, diagnostics } = parseTree(yaml);
  if (!tree) throw new Error(`${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return tree;
}

/** The demo trees and the ten of test/fixtures/search: what the search is measured on. */
export const searchTrees: Tree[] = [
  ...exampleTrees.map(({ file, yaml }) => load(yaml, file)),
  ...readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => load(readFileSync(new URL(file, FIXTURES), 'utf8'), file)),
];

/** As the portal searches: the public list's items, not whole trees. */
export const searchServices = (trees: readonly Tree[] = searchTrees): SearchableService[] =>
  trees.map((tree) => ({ nome: tree.nome, descricao: tree.descricao, textoBusca: treeSearchText(tree) }));

type CreateSearch = (items: readonly SearchableService[]) => (query: string) => ServiceMatch<SearchableService>[];

/** Percentages of the student phrases whose service comes first, and within the first three; the misses. */
export function phraseAccuracy(create: CreateSearch, trees: readonly Tree[] = searchTrees) {
  const search = create(searchServices(trees));
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const [phrase, service] of studentPhrases) {
    const names = search(phrase).map((match) => match.item.nome);
    if (names[0] === service) first += 1;
    else misses.push(`'${phrase}' → ${names.slice(0, 3).join(' | ') || 'nada'}`);
    if (names.slice(0, 3).includes(service)) top3 += 1;
  }
  const percent = (n: number) => Math.round((n / studentPhrases.length) * 1000) / 10;
  return { phrases: studentPhrases.length, first: percent(first), top3: percent(top3), misses };
}

/** The same trees without `sinonimos`: what the words of the trees alone achieve. */
export const withoutSynonyms = (trees: readonly Tree[] = searchTrees): Tree[] => trees.map(({ sinonimos: _s, ...tree }) => tree);
