import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSuggester, editDistance, nearestName, normalizeName } from './suggest';

describe('nearestName', () => {
  it.each([
    ['rotluo', ['rotulo', 'ajuda', 'tipo'], 'rotulo'],
    ['tpo', ['tipo', 'rotulo'], 'tipo'],
    ['descrevaa', ['descreva', 'inicio'], 'descreva'],
    ['Predio', ['predio', 'sala'], 'predio'],
    ['prédio', ['predio'], 'predio'],
    ['caixaDeTxto', ['caixaDeTexto', 'caixaDeSelecao'], 'caixaDeTexto'],
    ['String', ['int', 'double', 'boolean', 'string'], 'string'],
  ] as const)('%s → %s', (name, candidates, expected) => {
    expect(nearestName(name, candidates)).toBe(expected);
  });

  it('proposes nothing when no name is close, or two are as close', () => {
    expect(nearestName('comeco', ['inicio', 'descreva'])).toBeUndefined();
    expect(nearestName('x', ['a', 'b'])).toBeUndefined();
    expect(nearestName('tela', ['tela1', 'tela2'])).toBeUndefined();
  });

  it('never proposes the name itself, and only names among the candidates', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.array(fc.string({ maxLength: 12 }), { maxLength: 8 }), (name, candidates) => {
        const found = nearestName(name, candidates);
        if (found !== undefined) {
          expect(found).not.toBe(name);
          expect(candidates).toContain(found);
        }
      }),
    );
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit, and stops above the limit', () => {
    expect(editDistance('rotluo', 'rotulo', 3)).toBe(1);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (a, b) => {
        expect(editDistance(a, b, 20)).toBe(editDistance(b, a, 20));
      }),
    );
  });
});

describe('createSuggester', () => {
  it('stops suggesting after its budget, so thousands of typos cost linear time', () => {
    const suggest = createSuggester(2);
    expect(suggest.nearest('tpo', ['tipo'])).toBe('tipo');
    expect(suggest.nearest('tpo', ['tipo'])).toBe('tipo');
    expect(suggest.nearest('tpo', ['tipo'])).toBeUndefined();
  });

  it('normalizeName drops case and accents', () => {
    expect(normalizeName('Ação')).toBe('acao');
  });
});
