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
    expect(createServiceSearch([wifiTree(), email])('  ').map((tree) => tree.nome)).toEqual(['Rede sem fio', 'E-mail e senha']);
  });

  it('finds a tree by text inside its screens, ignoring accents', () => {
    const search = createServiceSearch([email, wifiTree()]);
    expect(search('patrimonio')[0]?.nome).toBe('Rede sem fio');
    expect(search('senha')[0]?.nome).toBe('E-mail e senha');
  });

  it('tolerates typos (threshold 0.7)', () => {
    expect(createServiceSearch([email, wifiTree()])('eduroan')[0]?.nome).toBe('Rede sem fio');
  });

  it('searches list items by their textoBusca without whole trees', () => {
    const items = [email, wifiTree()].map((tree) => ({ nome: tree.nome, descricao: tree.descricao, textoBusca: treeSearchText(tree) }));
    expect(createServiceSearch(items)('visitantes')[0]?.nome).toBe('Rede sem fio');
  });
});
