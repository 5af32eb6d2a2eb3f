import MiniSearch from 'minisearch';
import type { Tree } from '../src/types';
import { rankServices, type TermMatch } from '../src/search/rank-services';
import { serviceWords, type SearchableService, type ServiceMatch } from '../src/search/service-documents';
import { queryTerms } from '../src/search/search-terms';

interface Document {
  id: number;
  /** The service's stems, one field per place (name, description, other text). */
  nome: string;
  descricao: string;
  texto: string;
}

const FIELD_WEIGHT = { nome: 3, descricao: 2, texto: 1 } as const;
const byWhitespace = (text: string) => text.split(' ').filter((word) => word !== '');

/**
 * The service search on MiniSearch: an inverted index (a radix tree) of the services' stems, with
 * prefix search and fuzzy search (Levenshtein, one mistake from five letters, two from nine) done
 * by walking the tree, and BM25 scoring within one query word. Words are folded, stop words
 * dropped and stemmed before they reach it, so both engines see the same words; ranking is
 * {@link rankServices}, fed with each word's best MiniSearch score (scaled to 0..1).
 * @example createMiniSearchServiceSearch(trees)('impressora sem tinta')[0]?.item.nome // 'Laboratórios e impressoras'
 */
export function createMiniSearchServiceSearch<T extends SearchableService | Tree>(items: readonly T[]): (query: string) => ServiceMatch<T>[] {
  const written = items.map(() => new Map<string, { written: string; weight: number }>());
  const documents: Document[] = items.map((item, id) => {
    const fields = { nome: [] as string[], descricao: [] as string[], texto: [] as string[] };
    for (const word of serviceWords(item)) {
      fields[word.weight === 3 ? 'nome' : word.weight === 2 ? 'descricao' : 'texto'].push(word.stem);
      const known = written[id]!.get(word.stem);
      if (!known || known.weight < word.weight) written[id]!.set(word.stem, { written: word.written, weight: word.weight });
    }
    return { id, nome: fields.nome.join(' '), descricao: fields.descricao.join(' '), texto: fields.texto.join(' ') };
  });
  const index = new MiniSearch<Document>({ fields: ['nome', 'descricao', 'texto'], tokenize: byWhitespace, processTerm: (term) => term });
  index.addAll(documents);

  return (query) => {
    const terms = queryTerms(query);
    if (terms.length === 0) return items.map((item) => ({ item, palavras: [] }));
    const perTerm = terms.map((term) => {
      const found = new Map<number, TermMatch>();
      const results = index.search(term.stem, {
        prefix: term.stem.length >= 2,
        fuzzy: term.folded.length >= 9 ? 2 : term.folded.length >= 5 ? 1 : false,
        boost: FIELD_WEIGHT,
        weights: { prefix: 0.7, fuzzy: 0.5 },
      });
      const top = Math.max(...results.map((result) => result.score), 1e-9);
      for (const result of results) {
        const stem = result.terms[0] ?? term.stem;
        const where = written[result.id as number]!.get(stem);
        found.set(result.id as number, { kind: result.score / top, weight: where?.weight ?? 1, written: where?.written ?? stem });
      }
      return found;
    });
    return rankServices(items, terms, perTerm);
  };
}
