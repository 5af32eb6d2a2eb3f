import { describe, expect, it } from 'vitest';
import { createArticleSearch } from './article-search';
import { loadArticleSearch } from './load-article-search';

describe('loadArticleSearch', () => {
  it('resolves to the same search the static import gives', async () => {
    const create = await loadArticleSearch();
    expect(create).toBe(createArticleSearch);
    const services = [{ nome: 'Rede sem fio', artigos: [{ titulo: 'Como conectar à rede eduroam', texto: 'Método EAP: PEAP', tela: 't' }] }];
    expect(create(services)('peap').map((match) => match.artigo.tela)).toEqual(['t']);
  });
});
