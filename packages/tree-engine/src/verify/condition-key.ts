/**
 * Canonical keys of operands and conditions, so checks can tell "the same condition" or "the same
 * operand" by comparing strings: constants are keyed by the value they evaluate to (`valor: 1`
 * and `valor: '1'` of class int are the same), `=`/`!=`, `and` and `or` ignore the order of their
 * parts, and `not` looks only at its first condition, as the evaluator does.
 */
import { compareValues } from '../evaluate/evaluate-condition';
import { constantValue } from '../evaluate/evaluate-operand';
import { interpolate } from '../evaluate/interpolate';
import { constantClasses } from '../schema/kinds';
import type { Condition, Operand, OperandValue } from '../types';
import { constantFits } from './constant-fits';
import { placeholders } from './placeholders';

/**
 * The value an operand has before the attendance runs: a valid constant, or an interpolation
 * without placeholders. Undefined when it depends on what the user fills in.
 * @example staticValue({ tipo: 'constante', classe: 'int', valor: '12' }) // { value: 12 }
 */
export function staticValue(operand: Operand): { value: OperandValue } | undefined {
  if (operand.tipo === 'constante') {
    if (!(constantClasses as readonly string[]).includes(operand.classe) || !constantFits(operand)) return undefined;
    return { value: constantValue(operand) };
  }
  if (operand.tipo === 'interpolacao' && placeholders(operand.valor).length === 0) return { value: interpolate(operand.valor, {}, {}) };
  return undefined;
}

/**
 * A string equal for two operands that always evaluate alike.
 * @example operandKey({ tipo: 'variavel', campo: 'predio' }) // 'v:predio'
 */
export function operandKey(operand: Operand): string {
  const known = staticValue(operand);
  if (known) return `k:${typeof known.value}:${JSON.stringify(known.value)}`;
  switch (operand.tipo) {
    case 'variavel':
      return `v:${operand.campo}`;
    case 'interpolacao':
      return `i:${operand.valor}`;
    case 'mapeamento':
      return `m:${JSON.stringify([operand.mapa, operand.chave])}`;
    default:
      return `x:${JSON.stringify(operand)}`;
  }
}

const SYMMETRIC = new Set(['=', '!=']);

/**
 * A string equal for two conditions that always evaluate alike.
 * @example conditionKey(a) === conditionKey(b) // the second of two flows with these conditions never runs
 */
export function conditionKey(condition: Condition): string {
  if (condition.tipo === 'simples') {
    const sides = [operandKey(condition.operando1), operandKey(condition.operando2)];
    if (SYMMETRIC.has(condition.comparador)) sides.sort();
    return `(${sides[0]} ${String(condition.comparador)} ${sides[1]})`;
  }
  const subs: unknown = condition.condicoes;
  const keys = Array.isArray(subs) ? (subs as Condition[]).map(conditionKey) : [];
  if (condition.operador === 'not') return `not(${keys[0] ?? ''})`;
  if (condition.operador === 'and' || condition.operador === 'or') keys.sort();
  return `${String(condition.operador)}(${keys.join(',')})`;
}

/**
 * The result of comparing two operands, when it is the same for every attendance: two static
 * values, or an operand with itself. Undefined when it depends on the user.
 * @example constantResult({ tipo: 'simples', comparador: '=', operando1: x, operando2: x }) // true
 */
export function constantResult(condition: Condition & { tipo: 'simples' }): { result: boolean; self: boolean } | undefined {
  const { comparador, operando1, operando2 } = condition;
  const left = staticValue(operando1);
  const right = staticValue(operando2);
  if (left && right) return { result: compareValues(comparador, left.value, right.value), self: false };
  // Operands of different kinds are never the same (this also skips building keys for the usual
  // field-against-constant comparison); a constant that does not fit its class is already an error.
  if (left || right || operando1.tipo !== operando2.tipo || operando1.tipo === 'constante') return undefined;
  if (operandKey(operando1) !== operandKey(operando2)) return undefined;
  // A value compared with itself: equal, and never smaller; `<=` and `>=` hold only for a text,
  // number or boolean, so they depend on whether a field was filled unless the operand is text.
  if (comparador === '=') return { result: true, self: true };
  if (comparador === '!=' || comparador === '<' || comparador === '>') return { result: false, self: true };
  return operando1.tipo === 'interpolacao' ? { result: true, self: true } : undefined;
}
