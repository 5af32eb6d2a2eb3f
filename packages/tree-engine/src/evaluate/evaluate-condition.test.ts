import { describe, expect, it } from 'vitest';
import type { Comparator, Condition, Operand } from '../types';
import { compareValues, evaluateCondition } from './evaluate-condition';
import { EvaluationError } from './evaluation-error';

const ctx = { data: { idade: '30', n: 5 }, properties: {} };
const int = (valor: number): Operand => ({ tipo: 'constante', classe: 'int', valor });
const str = (valor: string): Operand => ({ tipo: 'constante', classe: 'string', valor });
const simple = (comparador: Comparator, operando1: Operand, operando2: Operand): Condition => ({
  tipo: 'simples',
  comparador,
  operando1,
  operando2,
});
const TRUE = simple('=', int(1), int(1));
const FALSE = simple('=', int(1), int(2));

describe('evaluateCondition', () => {
  it('supports the six comparators', () => {
    const table: [Comparator, boolean][] = [['<', true], ['<=', true], ['=', false], ['>=', false], ['>', false], ['!=', true]];
    for (const [comparator, expected] of table) expect(compareValues(comparator, 1, 2)).toBe(expected);
  });

  it("equality is strict: '30' is not 30", async () => {
    expect(await evaluateCondition(simple('=', { tipo: 'variavel', campo: 'idade' }, int(30)), ctx)).toBe(false);
    expect(await evaluateCondition(simple('!=', { tipo: 'variavel', campo: 'idade' }, int(30)), ctx)).toBe(true);
    expect(await evaluateCondition(simple('=', { tipo: 'variavel', campo: 'idade' }, str('30')), ctx)).toBe(true);
  });

  it('ordering compares the raw values', async () => {
    expect(await evaluateCondition(simple('>', { tipo: 'variavel', campo: 'n' }, int(4)), ctx)).toBe(true);
    expect(await evaluateCondition(simple('<', str('abc'), str('abd')), ctx)).toBe(true);
  });

  it('ordering with a missing value or an object is false', () => {
    expect(compareValues('<', undefined, 1)).toBe(false);
    expect(compareValues('>=', { valor: 'a' }, 'a')).toBe(false);
  });

  it('and holds when every sub-condition holds', async () => {
    expect(await evaluateCondition({ tipo: 'composta', operador: 'and', condicoes: [TRUE, TRUE] }, ctx)).toBe(true);
    expect(await evaluateCondition({ tipo: 'composta', operador: 'and', condicoes: [TRUE, FALSE] }, ctx)).toBe(false);
  });

  it('or holds when some sub-condition holds', async () => {
    expect(await evaluateCondition({ tipo: 'composta', operador: 'or', condicoes: [FALSE, TRUE] }, ctx)).toBe(true);
    expect(await evaluateCondition({ tipo: 'composta', operador: 'or', condicoes: [FALSE, FALSE] }, ctx)).toBe(false);
  });

  it('not uses only the first sub-condition', async () => {
    expect(await evaluateCondition({ tipo: 'composta', operador: 'not', condicoes: [FALSE, FALSE] }, ctx)).toBe(true);
    expect(await evaluateCondition({ tipo: 'composta', operador: 'not', condicoes: [TRUE, FALSE] }, ctx)).toBe(false);
  });

  it('an invalid comparator throws the spec message', async () => {
    const bad = simple('=>' as Comparator, int(1), int(1));
    await expect(evaluateCondition(bad, ctx)).rejects.toThrow(new EvaluationError('=> inválido.'));
  });

  it('an invalid composite operator throws the spec message', async () => {
    const bad = { tipo: 'composta', operador: 'xor', condicoes: [TRUE] } as unknown as Condition;
    await expect(evaluateCondition(bad, ctx)).rejects.toThrow('O operador xor não é válido.');
  });

  it('a composite condition without condicoes throws the spec message (typo corrected)', async () => {
    const bad = { tipo: 'composta', operador: 'and' } as unknown as Condition;
    await expect(evaluateCondition(bad, ctx)).rejects.toThrow('O campo condições não pode ser nulo.');
  });
});
