import { describe, expect, it } from 'vitest';
import { queryTerms, textTerms } from './search-terms';
import { stemWord } from './stem';

describe('stemWord', () => {
  it('joins the forms of one idea', () => {
    expect(new Set(['conecta', 'conectar', 'conectado', 'conexao', 'conectando'].map(stemWord))).toEqual(new Set(['conect']));
    expect(stemWord('instalacao')).toBe(stemWord('instalar'));
    expect(stemWord('computadores')).toBe(stemWord('computador'));
    expect(stemWord('impressoras')).toBe(stemWord('impressora'));
    expect(stemWord('senhas')).toBe(stemWord('senha'));
  });

  it('leaves short words alone', () => {
    expect(stemWord('vpn')).toBe('vpn');
    expect(stemWord('nao')).toBe('nao');
  });
});

describe('queryTerms', () => {
  it('drops stop words, keeps não, folds accents and case', () => {
    expect(queryTerms('Meu Wi-Fi NÃO conecta na sala').map((term) => term.folded)).toEqual(['wi', 'fi', 'wifi', 'nao', 'conecta', 'sala']);
  });

  it('keeps a query of stop words only, so typing one still finds its starts', () => {
    expect(queryTerms('de').map((term) => term.folded)).toEqual(['de']);
  });

  it('joins hyphenated words, as students write them either way', () => {
    expect(textTerms('e-mail').map((term) => term.folded)).toEqual(['mail', 'email']);
  });
});
