import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateCondition } from '../src/evaluate/evaluate-condition';
import { evaluateOperand } from '../src/evaluate/evaluate-operand';
import { escapeInterpolation, interpolate } from '../src/evaluate/interpolate';
import { applyMask, maskLength } from '../src/fields/mask';
import { validateField } from '../src/fields/validate-field';
import type { Condition, Operand, OperandValue } from '../src/types';
import { fakeEnv } from './runtime-fixtures';

const maskChar = fc.constantFrom('#', 'X', 'S', 'A', 'a', '!', '(', ')', '-', '.', ' ', '/', '1', 'b');
const mask = fc.array(maskChar, { maxLength: 20 }).map((chars) => chars.join(''));
const typed = fc.string({ unit: fc.constantFrom('1', '9', 'a', 'Z', 'ç', '-', '(', '.', ' ', '#', '!', 'b'), maxLength: 30 });

const names = fc.constantFrom('a', 'b', 'predio', 'predio.valor', 'lista.0', 'nada', 'x.y.z');
const scalar = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean());
const operand: fc.Arbitrary<Operand> = fc.oneof(
  names.map((campo) => ({ tipo: 'variavel' as const, campo })),
  fc.record({ tipo: fc.constant('constante' as const), classe: fc.constantFrom('int', 'double', 'boolean', 'string' as const), valor: scalar }),
  fc.string().map((valor) => ({ tipo: 'interpolacao' as const, valor })),
  fc.record({ tipo: fc.constant('mapeamento' as const), mapa: fc.string(), chave: fc.string() }),
);
const { condition } = fc.letrec<{ condition: Condition }>((tie) => ({
  condition: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      tipo: fc.constant('simples' as const),
      comparador: fc.constantFrom('<', '<=', '=', '>=', '>', '!=' as const),
      operando1: operand,
      operando2: operand,
    }),
    fc.record({
      tipo: fc.constant('composta' as const),
      operador: fc.constantFrom('and', 'or', 'not' as const),
      condicoes: fc.array(tie('condition'), { maxLength: 3 }),
    }),
  ),
}));
const data = fc.dictionary(fc.constantFrom('a', 'b', 'predio', 'lista', 'x'), fc.jsonValue() as fc.Arbitrary<OperandValue>);

describe('mask properties', () => {
  it('applyMask is idempotent', () => {
    fc.assert(fc.property(mask, typed, (m, t) => applyMask(m, applyMask(m, t)) === applyMask(m, t)));
  });

  it('applyMask never exceeds the length of the mask', () => {
    fc.assert(fc.property(mask, typed, (m, t) => applyMask(m, t).length <= maskLength(m)));
  });

  it('the mascara validator accepts exactly the masked values that fill the mask', () => {
    fc.assert(
      fc.property(mask.filter((m) => m !== ''), typed.filter((t) => t !== ''), (m, t) => {
        const value = applyMask(m, t);
        const error = validateField({ tipo: 'caixaDeTexto', validadores: [{ tipo: 'mascara', mascara: m }] }, value);
        expect(error === undefined).toBe(value === '' || value.length === maskLength(m));
      }),
    );
  });
});

describe('interpolation properties', () => {
  it('escaping round-trips: interpolate(escape(s)) === s', () => {
    fc.assert(fc.property(fc.string(), data, data, (s, d, p) => interpolate(escapeInterpolation(s), d, p) === s));
  });

  it('text without a dollar sign comes back unchanged', () => {
    fc.assert(fc.property(fc.string().filter((s) => !s.includes('$')), (s) => interpolate(s, {}, {}) === s));
  });
});

describe('evaluator properties', () => {
  const env = fakeEnv();
  it('never throws on schema-valid operands', async () => {
    await fc.assert(
      fc.asyncProperty(operand, data, data, async (op, d, p) => {
        await evaluateOperand(op, { data: d, properties: p }, env);
      }),
    );
  });

  it('never throws on schema-valid conditions, and always gives a boolean', async () => {
    await fc.assert(
      fc.asyncProperty(condition, data, data, async (cond, d, p) => {
        expect(typeof (await evaluateCondition(cond, { data: d, properties: p }, env))).toBe('boolean');
      }),
    );
  });

  it('not is the negation of its first sub-condition', async () => {
    await fc.assert(
      fc.asyncProperty(condition, fc.array(condition, { maxLength: 2 }), data, async (first, rest, d) => {
        const ctx = { data: d, properties: {} };
        const negated = await evaluateCondition({ tipo: 'composta', operador: 'not', condicoes: [first, ...rest] }, ctx, env);
        expect(negated).toBe(!(await evaluateCondition(first, ctx, env)));
      }),
    );
  });
});
