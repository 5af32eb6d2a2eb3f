/**
 * Checks of conditions and operands: the spec's own messages for a bad class, comparator,
 * operator or missing `condicoes` (spec §8), constants that do not fit their class, and
 * comparisons that strict equality makes constant.
 */
import { staticTypeNames, verifyMessages } from '../messages/diagnostics';
import { comparators, compositeOperators, constantClasses } from '../schema/kinds';
import type { Condition, ConstantOperand, Operand, Tree } from '../types';
import type { Path, Reporter } from './reporter';
import { staticType } from './static-type';
import type { TreeFacts } from './tree-facts';
import { visitScreenLogic } from './walk-logic';

const INTEGER = /^\s*[+-]?\d+\s*$/;

const includes = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);

/**
 * Whether a constant's `valor` converts cleanly to its `classe`.
 * @example constantFits({ tipo: 'constante', classe: 'int', valor: '12' }) // true
 */
export function constantFits({ classe, valor }: ConstantOperand): boolean {
  switch (classe) {
    case 'int':
      return typeof valor === 'number' ? Number.isInteger(valor) : typeof valor === 'string' && INTEGER.test(valor);
    case 'double':
      return typeof valor === 'number' ? Number.isFinite(valor) : typeof valor === 'string' && valor.trim() !== '' && Number.isFinite(Number(valor));
    case 'boolean':
      return typeof valor === 'boolean' || (typeof valor === 'string' && ['true', 'false'].includes(valor.trim().toLowerCase()));
    default:
      return true;
  }
}

function checkOperand(operand: Operand, path: Path, report: Reporter): void {
  if (operand.tipo !== 'constante') return;
  if (!includes(constantClasses, operand.classe)) {
    report.error([...path, 'classe'], verifyMessages.invalidClass(operand.classe));
  } else if (!constantFits(operand)) {
    report.error([...path, 'valor'], verifyMessages.constantMismatch(operand.valor, operand.classe));
  }
}

function checkCondition(condition: Condition, path: Path, facts: TreeFacts, report: Reporter): void {
  if (condition.tipo === 'simples') {
    const { comparador } = condition;
    if (!includes(comparators, comparador)) {
      report.error([...path, 'comparador'], verifyMessages.invalidComparator(comparador));
      return;
    }
    if (comparador !== '=' && comparador !== '!=') return;
    const left = staticType(condition.operando1, facts);
    const right = staticType(condition.operando2, facts);
    if (left && right && left !== right) {
      report.warning(path, verifyMessages.strictMismatch(comparador, staticTypeNames[left], staticTypeNames[right]));
    }
    return;
  }
  if (!includes(compositeOperators, condition.operador)) {
    report.error([...path, 'operador'], verifyMessages.invalidOperator(condition.operador));
  }
  const subs: unknown = condition.condicoes;
  if (subs === undefined || subs === null) report.error(path, verifyMessages.nullConditions());
  else if (Array.isArray(subs) && subs.length === 0) report.error([...path, 'condicoes'], verifyMessages.emptyConditions());
  else if (condition.operador === 'not' && Array.isArray(subs) && subs.length > 1) {
    report.warning([...path, 'condicoes', 1], verifyMessages.notExtraConditions());
  }
}

/**
 * Reports invalid conditions and operands in every screen's assignments and flows.
 * @example checkLogic(tree, collectTreeFacts(tree), report)
 */
export function checkLogic(tree: Tree, facts: TreeFacts, report: Reporter): void {
  for (const [name, screen] of Object.entries(tree.telas)) {
    visitScreenLogic(screen, ['telas', name], {
      condition: (condition, path) => checkCondition(condition, path, facts, report),
      operand: (operand, path) => checkOperand(operand, path, report),
    });
  }
}
