import { describe, expect, it } from 'vitest';
import { wifiTree } from '../../test/runtime-fixtures';
import type { Tree } from '../types';
import { createServiceSearch } from './service-search';
import { treeSearchText } from './tree-search-text';

const email: Tree = {
  nome: 'E-mail e senha',
  descricao: 'Recuperar a senha do e-mail institucional',
  tags: ['senha'],
  inicial: 'f',
  telas: { f: { tipo: 'formulario', titulo: 'Dados da conta', campos: { login: { tipo: 'caixaDeTexto', rotulo: 'Login institucional' } } } },
};

describe('treeSearchText', () => {
  it('gathers name, description, tags, questions, options, titles and labels', () => {
    const lines = treeSearchText(wifiTree()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['Rede sem fio', 'Problemas para conectar à eduroam', 'wifi', 'Qual rede você está usando?', 'Visitantes', 'Descreva o problema', 'Prédio', 'Patrimônio']),
    );
  });
});

describe('createServiceSearch', () => {
  it('an empty query returns every tree in its order', () => {
    expect(createServiceSearch([wifiTree(), email])('  ').map((match) => match.item.nome)).toEqual(['Rede sem fio', 'E-mail e senha']);
  });

  it('finds a tree by text inside its screens, ignoring accents', () => {
    const search = createServiceSearch([email, wifiTree()]);
    expect(search('patrimonio')[0]?.item.nome).toBe('Rede sem fio');
    expect(search('senha')[0]?.item.nome).toBe('E-mail e senha');
  });

  it('tolerates a typo: a letter changed, dropped, doubled, or two swapped', () => {
    const search = createServiceSearch([email, wifiTree()]);
    for (const typo of ['eduroan', 'edurom', 'eduroaam', 'eduraom']) expect(search(typo)[0]?.item.nome, typo).toBe('Rede sem fio');
  });

  it('any word of the query may match; more meaningful words matched rank first; nonsense finds nothing', () => {
    const search = createServiceSearch([email, wifiTree()]);
    expect(search('senha institucional').map((match) => match.item.nome)).toEqual(['E-mail e senha']);
    expect(search('senha eduroam').map((match) => match.item.nome)).toEqual(['E-mail e senha', 'Rede sem fio']);
    expect(search('minha senha do eduroam não conecta')[0]?.item.nome).toBe('Rede sem fio');
    expect(search('xqzvbk')).toEqual([]);
  });

  it('stop words count for nothing, and não only decides between equals', () => {
    const search = createServiceSearch([email, wifiTree()]);
    expect(search('o de da meu').map((match) => match.palavras)).not.toContainEqual(['o']);
    expect(search('não senha')[0]?.item.nome).toBe('E-mail e senha');
  });

  it('finds a service by its sinonimos, whole tree or list item', () => {
    const wifi = { ...wifiTree(), sinonimos: ['internet', 'wi-fi'] };
    expect(createServiceSearch([email, wifi])('internet caiu')[0]?.item.nome).toBe('Rede sem fio');
    const items = [email, wifi].map((tree) => ({ nome: tree.nome, textoBusca: treeSearchText(tree) }));
    expect(createServiceSearch(items)('wifi')[0]?.item.nome).toBe('Rede sem fio');
  });

  it('stems: another form of a word finds it', () => {
    const search = createServiceSearch([email, wifiTree()]);
    expect(search('conexao')[0]?.item.nome).toBe('Rede sem fio');
    expect(search('senhas')[0]?.item.nome).toBe('E-mail e senha');
  });

  it('a whole word ranks before the start of a word, which ranks before a typo, whatever the field', () => {
    const whole = { nome: 'Telefonia', textoBusca: 'Telefonia\nRamal do setor' };
    const start = { nome: 'Ramais novos', descricao: 'Ramalhete de serviços' };
    const typo = { nome: 'Ramol', descricao: 'Ramol' };
    expect(createServiceSearch([typo, start, whole])('ramal').map((match) => match.item.nome)).toEqual(['Telefonia', 'Ramais novos', 'Ramol']);
  });

  it('says why each service matched: its words, as written there', () => {
    const search = createServiceSearch([email, wifiTree()]);
    expect(search('predio patrimonio')[0]).toEqual({ item: wifiTree(), palavras: ['Prédio', 'Patrimônio'] });
    expect(search('eduroan')[0]?.palavras).toEqual(['eduroam']);
  });

  it('searches list items by their textoBusca without whole trees', () => {
    const items = [email, wifiTree()].map((tree) => ({ nome: tree.nome, descricao: tree.descricao, textoBusca: treeSearchText(tree) }));
    expect(createServiceSearch(items)('visitantes')[0]?.item.nome).toBe('Rede sem fio');
  });
});
