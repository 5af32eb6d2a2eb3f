import { describe, expect, it } from 'vitest';
import { parseTree } from '../parse/parse-tree';
import { atPlace, describePlace } from './describe-place';

describe('describePlace', () => {
  it('names screens, fields, options and numbered entries in Portuguese', () => {
    expect(describePlace([])).toBe('Árvore');
    expect(describePlace(['inicial'])).toBe('Árvore, chave "inicial"');
    expect(describePlace(['telas', 'descreva', 'campos', 'predio'])).toBe('Tela "descreva", campo "predio"');
    expect(describePlace(['telas', 'inicio', 'opcoes', 'Um'])).toBe('Tela "inicio", opção "Um"');
    expect(describePlace(['telas', 'd', 'fluxos', 0, 'condicao', 'condicoes', 1])).toBe('Tela "d", fluxo 1, condição, subcondição 2');
  });

  it("keys named like Object.prototype's members ('constructor', 'hasOwnProperty') are plain keys", () => {
    expect(describePlace(['hasOwnProperty'])).toBe('Árvore, chave "hasOwnProperty"');
    expect(describePlace(['telas', 'a', 'toString', 'valueOf'])).toBe('Tela "a", chave "toString", chave "valueOf"');
    expect(atPlace(['telas', 'a', 'constructor'], 'x.')).toBe('Tela "a", chave "constructor": x.');
  });

  it('parseTree reports such unknown keys with their names, not as an internal error', () => {
    const { diagnostics } = parseTree("nome: X\ninicial: a\nhasOwnProperty: 1\ntelas:\n  a: {tipo: opcoes, pergunta: P, opcoes: { Um: '#final', Dois: a }, constructor: 1}\n");
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Árvore, chave "hasOwnProperty": a chave "hasOwnProperty" não é permitida aqui; as permitidas são: nome, descricao, tags, sinonimos, geral, inicial, telas.',
      'Tela "a", chave "constructor": a chave "constructor" não é permitida aqui; as permitidas são: tipo, nome, pergunta, opcoes.',
    ]);
  });
});
