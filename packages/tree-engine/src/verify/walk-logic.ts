/**
 * Visits the logic of a screen — assignments and flows, their conditions and operands — with the
 * path of each, so checks about conditions and names share one traversal.
 */
import type { Condition, Operand, Screen } from '../types';
import type { Path } from './reporter';

/** Callbacks of `visitScreenLogic`. @example const visitor: LogicVisitor = { operand: (o) => kinds.add(o.tipo) } */
export interface LogicVisitor {
  condition?(condition: Condition, path: Path): void;
  operand?(operand: Operand, path: Path): void;
}

function visitCondition(condition: Condition, path: Path, visitor: LogicVisitor): void {
  visitor.condition?.(condition, path);
  if (condition.tipo === 'simples') {
    visitor.operand?.(condition.operando1, [...path, 'operando1']);
    visitor.operand?.(condition.operando2, [...path, 'operando2']);
    return;
  }
  const subs: unknown = condition.condicoes;
  if (!Array.isArray(subs)) return;
  (subs as Condition[]).forEach((sub, i) => visitCondition(sub, [...path, 'condicoes', i], visitor));
}

/**
 * Calls the visitor for every condition and operand of a screen, in document order.
 * @example visitScreenLogic(screen, ['telas', 'descreva'], { operand: (o, path) => console.log(o.tipo, path) })
 */
export function visitScreenLogic(screen: Screen, screenPath: Path, visitor: LogicVisitor): void {
  if (screen.tipo === 'opcoes') return;
  (screen.atribuicoes ?? []).forEach((assignment, i) => {
    const path = [...screenPath, 'atribuicoes', i];
    visitor.operand?.(assignment.operando, [...path, 'operando']);
    if (assignment.condicao) visitCondition(assignment.condicao, [...path, 'condicao'], visitor);
  });
  if (screen.tipo !== 'formulario') return;
  (screen.fluxos ?? []).forEach((flow, i) => {
    if (flow.condicao) visitCondition(flow.condicao, [...screenPath, 'fluxos', i, 'condicao'], visitor);
  });
}
