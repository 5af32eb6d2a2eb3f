/**
 * Assignments that never count: one whose property a later assignment of the same screen sets
 * again, unconditionally, before anything reads it. Reading it in between — a `${name}` in an
 * interpolation or a map key, a condition that names it — keeps it alive. One pass per screen.
 */
import { verifyMessages } from '../messages/diagnostics';
import type { Assignment, Condition, Operand, Tree } from '../types';
import { placeholders } from './placeholders';
import type { Holes } from './holes';
import type { Path, Reporter } from './reporter';

function namesIn(operand: Operand, names: string[]): void {
  if (operand.tipo === 'variavel') names.push(operand.campo);
  else if (operand.tipo === 'interpolacao') names.push(...placeholders(operand.valor));
  else if (operand.tipo === 'mapeamento') names.push(...placeholders(operand.chave));
}

// Depth is bounded by the nesting limit checked before any semantic check.
function namesInCondition(condition: Condition, names: string[]): void {
  if (condition.tipo === 'simples') {
    namesIn(condition.operando1, names);
    namesIn(condition.operando2, names);
  } else if (Array.isArray(condition.condicoes)) {
    for (const sub of condition.condicoes) namesInCondition(sub, names);
  }
}

/** Every name an assignment may read before it writes: its condition's operands and its own. */
function namesRead(assignment: Assignment): string[] {
  const names: string[] = [];
  if (assignment.condicao) namesInCondition(assignment.condicao, names);
  namesIn(assignment.operando, names);
  return names;
}

// Generous on purpose: `${fila.x}` or a field of the same name count as reading `fila`.
const reads = (name: string, property: string): boolean =>
  name === property || name.startsWith(`${property}.`) || property.startsWith(`${name}.`);

function checkScreen(assignments: readonly Assignment[], base: Path, report: Reporter): void {
  // Property → indexes of the writes nothing has read yet.
  const unread = new Map<string, number[]>();
  assignments.forEach((assignment, j) => {
    if (unread.size > 0) {
      for (const name of namesRead(assignment)) {
        for (const property of unread.keys()) if (reads(name, property)) unread.delete(property);
      }
    }
    const property = assignment.propriedade;
    const earlier = unread.get(property) ?? [];
    if (assignment.condicao) {
      unread.set(property, [...earlier, j]);
      return;
    }
    for (const i of earlier) report.warning([...base, i], verifyMessages.overwrittenAssignment(property, j + 1));
    unread.set(property, [j]);
  });
}

/**
 * Reports assignments whose value is always replaced before it is used.
 * @example checkAssignments(tree, report)
 */
export function checkAssignments(tree: Tree, report: Reporter, holes?: Holes): void {
  for (const [name, screen] of Object.entries(tree.telas)) {
    if (screen.tipo === 'opcoes' || !screen.atribuicoes || screen.atribuicoes.length < 2) continue;
    // An unknown assignment (salvage.ts) may read any property.
    if (holes?.assignmentScreens.has(name)) continue;
    checkScreen(screen.atribuicoes, ['telas', name, 'atribuicoes'], report);
  }
}
