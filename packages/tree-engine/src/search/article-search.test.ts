import { describe, expect, it } from 'vitest';
import { demoArticles, servicesWithArticles } from '../../test/search-articles';
import { searchTrees } from '../../test/search-trees';
import { wifiTree } from '../../test/runtime-fixtures';
import { createArticleSearch } from './article-search';
import { createServiceSearch } from './service-search';

const titles = (matches: { artigo: { titulo: string } }[]) => matches.map((match) => match.artigo.titulo);

describe('createArticleSearch', () => {
  const services = servicesWithArticles();
  const search = createArticleSearch(services);

  it('finds an article by a phrase no service has, with its service and tutorial screen', () => {
    // 'PEAP' and 'MSCHAPV2' are only in the eduroam article's text.
    expect(createServiceSearch(services)('autenticação PEAP MSCHAPV2')).toEqual([]);
    const [first] = search('autenticação PEAP MSCHAPV2');
    expect(first?.artigo.titulo).toBe('Como conectar à rede eduroam');
    expect(first?.artigo.tela).toBe('tutorial-eduroam-windows');
    expect(first?.item.nome).toBe('Rede sem fio (Wi-Fi e eduroam)');
    expect(first?.palavras).toEqual(['autenticação', 'PEAP', 'MSCHAPV2']);
  });

  it('reads the title and the text, with the words rules: stop words, accents, stems, typos', () => {
    expect(titles(search('como instalar o LibreOffice no meu notebook'))[0]).toBe('Instalar programas no computador pessoal');
    expect(titles(search('libreofice'))).toEqual(['Instalar programas no computador pessoal']);
    expect(titles(search('verificacao em duas etapas'))).toEqual(['Configurar o e-mail institucional no celular']);
    expect(titles(search('certificados'))).toEqual(['Como conectar à rede eduroam']);
    expect(search('o de da meu')).toEqual([]);
  });

  it('a word of the title ranks the article before one that only has it in its text', () => {
    // 'celular' is in the title of the e-mail article; 'instale'/'instalar' is in both others.
    expect(titles(search('instalar'))[0]).toBe('Instalar programas no computador pessoal');
    expect(titles(search('celular'))[0]).toBe('Configurar o e-mail institucional no celular');
  });

  it('offers an article only when it matched at least half of the meaningful words, at most three', () => {
    expect(search('impressora toner manchada')).toEqual([]);
    expect(search('xqzvbk')).toEqual([]);
    expect(search('')).toEqual([]);
    expect(search('e-mail institucional').length).toBeLessThanOrEqual(3);
  });

  it('whole trees and items without artigos give no article', () => {
    expect(createArticleSearch(searchTrees)('PEAP')).toEqual([]);
    expect(createArticleSearch([wifiTree()])('eduroam')).toEqual([]);
  });

  it('the demo articles point at tutorial screens of their trees', () => {
    for (const [nome, articles] of Object.entries(demoArticles)) {
      const tree = searchTrees.find((candidate) => candidate.nome === nome);
      for (const { tela } of articles) expect(tree?.telas[tela]?.tipo, `${nome} ${tela}`).toBe('tutorial');
    }
  });
});
