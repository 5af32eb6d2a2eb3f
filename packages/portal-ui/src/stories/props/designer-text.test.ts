import { describe, expect, it } from 'vitest';
import { designerTextProblem } from './designer-text';

describe('designerTextProblem', () => {
  it('accepts a Portuguese sentence about what changes on screen, quotes and ellipses included', () => {
    expect(designerTextProblem("O portal está processando: os botões ficam desabilitados e aparece 'Processando…'.")).toBeUndefined();
    expect(designerTextProblem('A força do botão: principal, secundário, perigo ou discreto.')).toBeUndefined();
  });

  it('names the reason a description does not serve a designer', () => {
    expect(designerTextProblem('')).toBe('sem descrição');
    expect(designerTextProblem('   ')).toBe('sem descrição');
    expect(designerTextProblem('O mesmo que {@link Button}.')).toBe('marca TSDoc ({@link…})');
    expect(designerTextProblem('As árvores que vêm de GET /api/arvores.')).toBe('rota da API');
    expect(designerTextProblem('A largura máxima (spec §9).')).toBe('referência à especificação');
    expect(designerTextProblem('O valor de `initialFormValues(screen)`.')).toBe('código');
    expect(designerTextProblem('Normalmente uma <TopBar />.')).toBe('código');
    expect(designerTextProblem('The dialog title, shown on top.')).toBe("em inglês ('The')");
    expect(designerTextProblem('Accessible name (and tooltip).')).toBe("em inglês ('and')");
    expect(designerTextProblem('Ids.')).toBe('não parece uma frase em português');
  });
});
