import { describe, expect, it } from 'vitest';
import { number } from './catalog-number';

describe('number', () => {
  it('groups integers as pt-BR Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('pt-BR');
    for (const n of [0, 7, 42, 999, 1000, 1234, 12345, 999999, 1234567, -1, -1234, -1234567])
      expect(number('pt-BR', n, 0)).toBe(intl.format(n));
  });

  it('applies the plural offset', () => {
    expect(number('pt-BR', 1001, 1)).toBe('1.000');
  });

  it('leaves fractions to Intl', () => {
    expect(number('pt-BR', 1234.5, 0)).toBe('1.234,5');
  });
});
