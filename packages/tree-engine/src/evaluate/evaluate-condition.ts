import { runtimeMessages } from '../messages/runtime';
import type { AttendanceEnv, Comparator, Condition, OperandValue } from '../types';
import { EvaluationError } from './evaluation-error';
import { evaluateOperand, type EvaluationContext } from './evaluate-operand';

type Primitive = string | number | boolean;

function isPrimitive(value: OperandValue): value is Primitive {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * Applies a comparator to two raw values. Equality is strict (`===`, `!==`); ordering uses
 * JavaScript's `<`/`>` on the raw values and is false when either side is not a string, number
 * or boolean (so objects and missing values never order).
 * @example compareValues('<', 1, 2) // true
 */
export function compareValues(comparator: Comparator, left: OperandValue, right: OperandValue): boolean {
  switch (comparator) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    default:
      break;
  }
  if (!isPrimitive(left) || !isPrimitive(right)) {
    if (['<', '<=', '>', '>='].includes(comparator)) return false;
    throw new EvaluationError(runtimeMessages.invalidComparator(String(comparator)));
  }
  switch (comparator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    default:
      throw new EvaluationError(runtimeMessages.invalidComparator(String(comparator)));
  }
}

/**
 * Evaluates a condition: `simples` compares two operands (strict equality), `composta` combines
 * sub-conditions with and / or / not (not looks only at the first; an empty `not` holds).
 * Throws `EvaluationError` only for input the schema rejects.
 * @example await evaluateCondition({ tipo: 'simples', comparador: '=', operando1: a, operando2: b }, ctx)
 */
export async function evaluateCondition(condition: Condition, ctx: EvaluationContext, env?: AttendanceEnv): Promise<boolean> {
  if (condition.tipo === 'simples') {
    const left = await evaluateOperand(condition.operando1, ctx, env);
    const right = await evaluateOperand(condition.operando2, ctx, env);
    return compareValues(condition.comparador, left, right);
  }
  if (condition.tipo !== 'composta') {
    throw new EvaluationError(runtimeMessages.invalidOperandType(String((condition as { tipo?: unknown }).tipo)));
  }
  const { operador, condicoes } = condition;
  if (!Array.isArray(condicoes)) throw new EvaluationError(runtimeMessages.missingConditions);
  switch (operador) {
    case 'and':
      for (const sub of condicoes) if (!(await evaluateCondition(sub, ctx, env))) return false;
      return true;
    case 'or':
      for (const sub of condicoes) if (await evaluateCondition(sub, ctx, env)) return true;
      return false;
    case 'not': {
      const [first] = condicoes;
      return first === undefined ? true : !(await evaluateCondition(first, ctx, env));
    }
    default:
      throw new EvaluationError(runtimeMessages.invalidOperator(String(operador)));
  }
}
