import type { Assignment, AttendanceEnv, Properties } from '../types';
import { evaluateCondition } from './evaluate-condition';
import { evaluateOperand, type EvaluationContext } from './evaluate-operand';

/**
 * Applies assignments in order and returns the new properties (the input is not changed). Each
 * applies only when it has no condition or its condition holds; later ones see earlier ones.
 * @example await applyAssignments([{ propriedade: 'fila', operando: { tipo: 'constante', classe: 'string', valor: 'N2' } }], ctx) // { ...ctx.properties, fila: 'N2' }
 */
export async function applyAssignments(
  assignments: readonly Assignment[] | undefined,
  ctx: EvaluationContext,
  env?: AttendanceEnv,
): Promise<Properties> {
  let properties: Properties = { ...ctx.properties };
  for (const assignment of assignments ?? []) {
    const view = { data: ctx.data, properties };
    if (assignment.condicao && !(await evaluateCondition(assignment.condicao, view, env))) continue;
    properties = { ...properties, [assignment.propriedade]: await evaluateOperand(assignment.operando, view, env) };
  }
  return properties;
}
