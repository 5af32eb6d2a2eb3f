import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTree } from './parse-tree';
import { treeNameInText, withTreeName } from './tree-name';

// Names an admin can type: no control characters, byte-order marks or lone surrogates.
const printable = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x20 && !(code >= 0x7f && code <= 0x9f) && code !== 0xfeff && !(code >= 0xd800 && code <= 0xdfff);
};

const TREE = "# Árvore de rede\nnome: Rede sem fio   # o nome\ninicial: a\ntelas:\n  a: { tipo: opcoes, pergunta: P, opcoes: { X: '#final', Y: a } }\n";

describe('the tree name in its text', () => {
  it('finds the top-level nome with its line, without its comment', () => {
    expect(treeNameInText(TREE)).toEqual({ name: 'Rede sem fio', from: 17, to: 35, line: 2, column: 1 });
    expect(TREE.slice(17, 35)).toBe('nome: Rede sem fio');
  });

  it('reads quoted names, with # and : inside, and ignores a nome below the top level', () => {
    expect(treeNameInText('nome: "Rede: eduroam # 2"  # c\n')?.name).toBe('Rede: eduroam # 2');
    expect(treeNameInText("nome: 'D''Ávila'\n")?.name).toBe("D'Ávila");
    expect(treeNameInText('telas:\n  a:\n    nome: x\n')).toBeUndefined();
    expect(treeNameInText('nome: >\n  longo\n')).toBeUndefined();
  });

  it('rewrites only the name, keeping its comment and every other line', () => {
    const renamed = withTreeName(TREE, 'Wi-Fi: eduroam');
    expect(renamed).toBe(TREE.replace('nome: Rede sem fio', 'nome: "Wi-Fi: eduroam"'));
    expect(parseTree(renamed).tree?.nome).toBe('Wi-Fi: eduroam');
    expect(withTreeName('inicial: a\n', 'X')).toBe('inicial: a\n');
  });

  it('property: any name written by withTreeName reads back the same, and the tree stays valid', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }).filter((name) => name.trim() !== '' && [...name].every(printable)), (name) => {
        const text = withTreeName(TREE, name);
        expect(treeNameInText(text)?.name).toBe(name);
        expect(parseTree(text, { precise: true }).tree?.nome).toBe(name);
      }),
      { numRuns: 300 },
    );
  });
});
