import { runtimeMessages } from '../messages/runtime';
import type { AttendanceEnv, ConstantOperand, FormValues, Operand, OperandValue, Properties } from '../types';
import { EvaluationError } from './evaluation-error';
import { interpolate, interpolateKnown } from './interpolate';
import { readPath } from './read-path';

/** What operands and conditions read: the form data in view and the ticket properties so far. @example const ctx: EvaluationContext = { data: { predio: 'PVA' }, properties: { fila: 'N1' } } */
export interface EvaluationContext {
  /** Form data by field name (the attendance passes earlier screens' data merged under the current one). */
  data: FormValues;
  /** Ticket properties collected so far. */
  properties: Properties;
}

const INTEGER = /^\s*[+-]?\d+/;

/**
 * Converts a `constante` to its `classe`: int → integer (parseInt-like, NaN when no digits lead),
 * double → number (NaN when not numeric), boolean → true only for true/'true', string → String.
 * Throws `EvaluationError` only for a class the schema rejects.
 * @example constantValue({ tipo: 'constante', classe: 'int', valor: '42' }) // 42
 */
export function constantValue(operand: ConstantOperand): OperandValue {
  const { classe, valor } = operand;
  switch (classe) {
    case 'int':
      if (typeof valor === 'number') return Number.isFinite(valor) ? Math.trunc(valor) : Number.NaN;
      return typeof valor === 'string' && INTEGER.test(valor) ? Number.parseInt(valor, 10) : Number.NaN;
    case 'double':
      if (typeof valor === 'number') return valor;
      return typeof valor === 'string' && valor.trim() !== '' ? Number(valor.trim()) : Number.NaN;
    case 'boolean':
      return valor === true || (typeof valor === 'string' && valor.trim().toLowerCase() === 'true');
    case 'string':
      return String(valor);
    default:
      throw new EvaluationError(runtimeMessages.invalidOperandClass(String(classe)));
  }
}

/**
 * Evaluates an operand without the outside world: a `mapeamento` operand gives `undefined`.
 * Use `evaluateOperand` when the tree uses data-hub maps.
 * @example evaluateOperandSync({ tipo: 'variavel', campo: 'predio.valor' }, { data: { predio: { valor: 'pva' } }, properties: {} }) // 'pva'
 */
export function evaluateOperandSync(operand: Operand, ctx: EvaluationContext): OperandValue {
  switch (operand.tipo) {
    case 'variavel':
      return readPath(ctx.data, operand.campo);
    case 'constante':
      return constantValue(operand);
    case 'interpolacao':
      return interpolate(operand.valor, ctx.data, ctx.properties);
    case 'mapeamento':
      return undefined;
    default:
      throw new EvaluationError(runtimeMessages.invalidOperandType(String((operand as { tipo?: unknown }).tipo)));
  }
}

/**
 * Evaluates an operand: `variavel` reads the form data ('campo.sub' paths), `constante` converts to
 * its class, `interpolacao` fills placeholders, `mapeamento` asks `env.lookupMap(mapa, chave)` with
 * the interpolated key (no env, or a key that names an unknown value or comes out blank, such as
 * an optional select left empty: undefined, without asking). A rejected lookup rejects this promise.
 * @example await evaluateOperand({ tipo: 'mapeamento', mapa: 'filas', chave: '${predio}' }, ctx, env)
 */
export async function evaluateOperand(operand: Operand, ctx: EvaluationContext, env?: AttendanceEnv): Promise<OperandValue> {
  if (operand.tipo !== 'mapeamento') return evaluateOperandSync(operand, ctx);
  if (!env) return undefined;
  const chave = interpolateKnown(operand.chave, ctx.data, ctx.properties);
  // No map holds such a key; asking would only turn an optional field left empty into an error.
  if (chave === undefined || chave.trim() === '') return undefined;
  return env.lookupMap(operand.mapa, chave);
}
