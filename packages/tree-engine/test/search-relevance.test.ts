import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exampleTrees } from '../src/examples/example-trees';
import { parseTree } from '../src/parse/parse-tree';
import { createServiceSearch } from '../src/search/service-search';
import { normalizeSearchText, searchWords } from '../src/search/search-words';
import { treeSearchText } from '../src/search/tree-search-text';
import type { Tree } from '../src/types';

/**
 * 'Procurar Serviço' measured on realistic trees nobody tuned the search to by hand: the seeded
 * examples and ten more of a university IT department (test/fixtures/search/*.yaml). Queries are
 * drawn, with a fixed seed, from the words of the trees' screens:
 * - a word only one tree contains: that tree comes first (goal ≥ 95%);
 * - the same word with one typo (a letter changed, dropped, doubled or swapped): first (≥ 85%);
 * - a nonsense word: no card at all (≥ 95%).
 * The three rates are printed.
 */
const FIXTURES = new URL('./fixtures/search/', import.meta.url);

function load(yaml: string, file: string): Tree {
  const { tree, diagnostics } = parseTree(yaml);
  if (!tree) throw new Error(`${file}: ${diagnostics.map((d) => d.message).join('; ')}`);
  return tree;
}

const trees: Tree[] = [
  ...exampleTrees.map(({ file, yaml }) => load(yaml, file)),
  ...readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => load(readFileSync(new URL(file, FIXTURES), 'utf8'), file)),
];
// As the portal searches: the public list's items, not whole trees.
const services = trees.map((tree) => ({ nome: tree.nome, descricao: tree.descricao, textoBusca: treeSearchText(tree) }));
const search = createServiceSearch(services);

/** A small seeded generator (mulberry32): the same queries on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Words as a user types them: the screens' words, at least four letters, in the form they appear.
const wordsOf = (tree: Tree) => new Set(searchWords(treeSearchText(tree)).filter((word) => /^\p{L}{4,}$/u.test(word)));
const vocabulary = trees.map(wordsOf);
const folded = vocabulary.map((words) => new Set([...words].map(normalizeSearchText)));
const owners = (word: string) => folded.filter((words) => words.has(normalizeSearchText(word))).length;
const anyTreeHas = (word: string) => owners(word) > 0;

/** [query, index of the tree that must come first] for each word only one tree contains. */
const unique: [string, number][] = vocabulary.flatMap((words, index) =>
  [...words].filter((word) => owners(word) === 1).map((word): [string, number] => [word, index]),
);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function typo(word: string, next: () => number): string {
  const at = Math.floor(next() * word.length);
  const letter = LETTERS[Math.floor(next() * LETTERS.length)]!;
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, at) + letter + word.slice(at + 1); // a letter changed
    case 1:
      return word.slice(0, at) + word.slice(at + 1); // a letter dropped
    case 2:
      return word.slice(0, at) + word[at] + word.slice(at); // a letter doubled
    default: {
      const i = Math.min(at, word.length - 2); // two letters swapped
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    }
  }
}

const firstIs = (query: string, index: number) => search(query)[0]?.item.nome === trees[index]!.nome;
const rate = (hits: number, total: number) => Math.round((hits / total) * 1000) / 10;

describe("'Procurar Serviço' relevance over realistic trees", () => {
  it('the fixtures are real trees and give enough queries', () => {
    expect(trees.length).toBeGreaterThanOrEqual(16);
    expect(unique.length).toBeGreaterThan(300);
  });

  it('finds the one tree that holds a word, with and without a typo, and nothing for nonsense', () => {
    const next = random(17);
    const exact = unique.filter(([word, index]) => firstIs(word, index)).length;

    const typos = unique
      .filter(([word]) => word.length >= 5)
      .map(([word, index]): [string, number] => [typo(word, next), index])
      .filter(([word]) => normalizeSearchText(word).length >= 5 && !anyTreeHas(word));
    const typoHits = typos.filter(([word, index]) => firstIs(word, index)).length;

    const nonsense = Array.from({ length: 400 }, () => {
      const length = 5 + Math.floor(next() * 6);
      return Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join('');
    });
    const silent = nonsense.filter((query) => search(query).length === 0).length;

    const rates = { exact: rate(exact, unique.length), typo: rate(typoHits, typos.length), nonsense: rate(silent, nonsense.length) };
    console.log(
      `Procurar Serviço, ${trees.length} árvores: palavra de uma só árvore em 1º ${rates.exact}% (${unique.length} buscas); ` +
        `com um erro de digitação ${rates.typo}% (${typos.length}); sem sentido, nenhum cartão ${rates.nonsense}% (${nonsense.length})`,
    );
    expect(rates.exact).toBeGreaterThanOrEqual(95);
    expect(rates.typo).toBeGreaterThanOrEqual(85);
    expect(rates.nonsense).toBeGreaterThanOrEqual(95);
  });
});
