import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Field, FormScreen } from '../types';
import { displayFormValues, formatDecimal, isDecimalField, normalizeDecimal, normalizeFormValues } from './decimal';
import { validateField } from './validate-field';

const decimal: Field = { tipo: 'caixaDeTexto', rotulo: 'Valor (R$)', validadores: [{ tipo: 'simples', formato: 'double' }] };

/** A number's digits grouped by thousands with dots, the Brazilian way. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

// An integer part without leading zeros and up to 15 digits, and 0 to 4 decimals.
const integerPart = fc.oneof(fc.constant('0'), fc.bigInt({ min: 1n, max: 999_999_999_999_999n }).map(String));
const fractionPart = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 4 });

describe('normalizeDecimal', () => {
  it.each([
    ['1.500,00', '1500.00'],
    ['1500,00', '1500.00'],
    ['2,5', '2.5'],
    [',5', '0.5'],
    ['5,', '5'],
    ['1499.90', '1499.90'],
    ['2.5', '2.5'],
    ['1.500', '1500'],
    ['10.000.000', '10000000'],
    ['0.500', '0.500'],
    ['1.50', '1.50'],
    ['1234.567', '1234.567'],
    ['-1.234,5', '-1234.5'],
    ['+3', '3'],
    ['  007 ', '7'],
  ])('reads %j as %j', (typed, stored) => {
    expect(normalizeDecimal(typed)).toBe(stored);
  });

  it.each(['', ' ', ',', '.', '1,5,0', '1.5,00', '1.50,00', '0.500,00', '1,500.00', '1 500', '1e3', 'abc', 'R$ 10', '--1', '1,5x'])(
    'refuses %j',
    (typed) => {
      expect(normalizeDecimal(typed)).toBeUndefined();
    },
  );

  it('takes finite numbers as they are', () => {
    expect(normalizeDecimal(1.5)).toBe('1.5');
    expect(normalizeDecimal(Number.NaN)).toBeUndefined();
    expect(normalizeDecimal(undefined)).toBeUndefined();
  });

  it('reads every number written the Brazilian way (dots between thousands, decimal comma) as its value', () => {
    fc.assert(
      fc.property(fc.boolean(), integerPart, fractionPart, (negative, integer, fraction) => {
        const typed = `${negative ? '-' : ''}${grouped(integer)}${fraction ? `,${fraction}` : ''}`;
        const stored = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
        expect(normalizeDecimal(typed)).toBe(stored);
        expect(Number(normalizeDecimal(typed))).toBe(Number(stored));
      }),
    );
  });

  it('reads the same number with a decimal comma and no thousands dots', () => {
    fc.assert(
      fc.property(integerPart, fractionPart, (integer, fraction) => {
        expect(normalizeDecimal(`${integer},${fraction}`)).toBe(`${integer}${fraction ? `.${fraction}` : ''}`);
      }),
    );
  });
});

describe('formatDecimal', () => {
  it('writes a stored decimal the Brazilian way', () => {
    expect(formatDecimal('1500.00')).toBe('1.500,00');
    expect(formatDecimal('1500')).toBe('1.500');
    expect(formatDecimal('-0.5')).toBe('-0,5');
    expect(formatDecimal('texto')).toBe('texto');
    // A stored point is the decimal point: one with three decimals, not a thousand (fast-check found it).
    expect(formatDecimal('1.000')).toBe('1,000');
  });

  it('gives back what normalizeDecimal reads as the same number', () => {
    fc.assert(
      fc.property(fc.boolean(), integerPart, fractionPart, (negative, integer, fraction) => {
        const stored = `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
        expect(normalizeDecimal(formatDecimal(stored))).toBe(stored);
      }),
    );
  });
});

describe('the double validator and normalizeDecimal agree', () => {
  it('a text passes the double validator exactly when it is blank or normalizeDecimal reads it', () => {
    const typed = fc.string({ unit: fc.constantFrom(...'0123456789.,-+ ax'), maxLength: 12 });
    fc.assert(
      fc.property(typed, (text) => {
        const accepted = validateField(decimal, text) === undefined;
        expect(accepted).toBe(text.trim() === '' || normalizeDecimal(text) !== undefined);
      }),
    );
  });

  it("accepts '1.500,00' and refuses '1,500.00' with 'notNumber'", () => {
    expect(validateField(decimal, '1.500,00')).toBeUndefined();
    expect(validateField(decimal, '1,500.00')).toEqual({ code: 'notNumber', params: {} });
  });
});

describe('form values', () => {
  const screen: Pick<FormScreen, 'campos'> = {
    campos: {
      valor: decimal,
      nome: { tipo: 'caixaDeTexto', rotulo: 'Nome' },
      itens: {
        tipo: 'tabela',
        opcoes: { campos: { descricao: { tipo: 'caixaDeTexto' }, preco: decimal } },
      },
    },
  };

  it('isDecimalField: a text box or memo with a simples double validator', () => {
    expect(isDecimalField(decimal)).toBe(true);
    expect(isDecimalField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'simples', formato: 'int' }] })).toBe(false);
    expect(isDecimalField({ tipo: 'caixaDeSelecao', opcoes: [], validadores: [{ tipo: 'simples', formato: 'double' }] })).toBe(false);
  });

  it('normalises decimal fields and decimal table cells, and nothing else', () => {
    const typed = { valor: '1.500,00', nome: '1.500,00', itens: [{ descricao: '2,5', preco: '2,5' }] };
    expect(normalizeFormValues(screen, typed)).toEqual({ valor: '1500.00', nome: '1.500,00', itens: [{ descricao: '2,5', preco: '2.5' }] });
    // A blank optional field stays blank.
    expect(normalizeFormValues(screen, { valor: '' })).toEqual({ valor: '' });
  });

  it('shows stored decimals the Brazilian way again', () => {
    expect(displayFormValues(screen, { valor: '1500.00', itens: [{ preco: '2.5' }] })).toEqual({ valor: '1.500,00', itens: [{ preco: '2,5' }] });
  });
});
