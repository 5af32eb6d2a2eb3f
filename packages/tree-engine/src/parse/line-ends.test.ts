import { describe, expect, it } from 'vitest';
import { parseTree } from './parse-tree';

const TREE = `# Árvore de teste
nome: Teste
inicial: inicio
telas:
  inicio:
    tipo: opcoes
    pergunta: Qual o problema?
    opcoes:
      Rede: '#final'
      Outro: '#final'
`;

describe('parseTree: line ends', () => {
  it('reads LF, CRLF and CR-only (old Mac) line ends alike, on both paths', () => {
    const expected = parseTree(TREE);
    expect(expected.tree?.nome).toBe('Teste');
    for (const text of [TREE.replace(/\n/g, '\r\n'), TREE.replace(/\n/g, '\r')]) {
      for (const precise of [false, true]) {
        expect(parseTree(text, { precise })).toEqual(expected);
      }
    }
  });

  it('points diagnostics of a CR-only text at its lines, and fixes at its offsets', () => {
    const text = TREE.replace("Outro: '#final'", "Outro: fnal").replace(/\n/g, '\r');
    const { tree, diagnostics } = parseTree(text, { precise: true });
    expect(tree).toBeUndefined();
    const [problem] = diagnostics;
    expect(problem?.line).toBe(10);
    expect(problem?.fix).toBeDefined();
    expect(text.slice(problem!.fix!.from, problem!.fix!.to)).toBe('fnal');
  });
});
