/**
 * Checks of conditions and operands: the spec's own messages for a bad class, comparator,
 * operator or missing `condicoes` (spec §8), with the nearest valid name proposed; constants that
 * do not fit their class; and comparisons whose result never depends on the user (strict equality
 * between different types, an operand compared with itself, two fixed values, a select compared
 * with a value none of its options has).
 */
import type { DiagnosticMessage } from '../messages/diagnostic-codes';
import { verifyMessages } from '../messages/diagnostics';
import { comparators, compositeOperators, constantClasses } from '../schema/kinds';
import type { Condition, Operand, SimpleCondition, Tree } from '../types';
import { constantResult, staticValue } from './condition-key';
import { constantFits } from './constant-fits';
import type { Path, Reporter } from './reporter';
import { staticType } from './static-type';
import { normalizeName, type Suggester } from './suggest';
import type { TreeFacts } from './tree-facts';
import { visitScreenLogic } from './walk-logic';

const includes = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);

/** Context shared by the checks of one tree. */
interface LogicContext {
  facts: TreeFacts;
  report: Reporter;
  suggest: Suggester;
}

// What authors write from other languages, where edit distance would tie or mislead ('==' is one
// edit from '=', '<=', '>=' and '!=' alike).
const COMPARATOR_ALIASES: Record<string, string> = { '==': '=', '===': '=', '<>': '!=', '!==': '!=', '=<': '<=', '=>': '>=', '≠': '!=', '≤': '<=', '≥': '>=' };
const OPERATOR_ALIASES: Record<string, string> = { e: 'and', ou: 'or', nao: 'not', '&&': 'and', '||': 'or', '!': 'not' };

/** Reports an unknown vocabulary word at `path`, proposing its usual meaning or the nearest word. */
function reportUnknown(
  value: unknown,
  path: Path,
  known: readonly string[],
  message: (value: unknown, suggestion?: string) => DiagnosticMessage,
  ctx: LogicContext,
  aliases: Record<string, string> = {},
): void {
  const word = typeof value === 'string' ? normalizeName(value.trim()) : undefined;
  const alias = word !== undefined && Object.hasOwn(aliases, word) ? aliases[word] : undefined;
  const suggestion = alias ?? (typeof value === 'string' ? ctx.suggest.nearest(value, known) : undefined);
  ctx.report.error(path, message(value, suggestion), suggestion === undefined ? undefined : { path, part: 'value', insert: suggestion });
}

function checkOperand(operand: Operand, path: Path, ctx: LogicContext): void {
  if (operand.tipo !== 'constante') return;
  if (!includes(constantClasses, operand.classe)) {
    reportUnknown(operand.classe, [...path, 'classe'], constantClasses, verifyMessages.invalidClass, ctx);
  } else if (!constantFits(operand)) {
    ctx.report.error([...path, 'valor'], verifyMessages.constantMismatch(operand.valor, operand.classe));
  }
}

/** `campo.valor` / `campo.texto` of a select whose options are all known. */
function selectSide(operand: Operand, facts: TreeFacts): { field: string; key: 'valor' | 'texto'; choices: Set<string> } | undefined {
  if (operand.tipo !== 'variavel' || facts.fields.has(operand.campo)) return undefined;
  const dot = operand.campo.indexOf('.');
  const field = operand.campo.slice(0, dot);
  const key = operand.campo.slice(dot + 1);
  if (dot < 0 || (key !== 'valor' && key !== 'texto')) return undefined;
  const choices = facts.selectChoices.get(field);
  return choices ? { field, key, choices: choices[key] } : undefined;
}

/** A select compared with a fixed text that none of its options has: `=` never holds. */
function checkSelectComparison(condition: SimpleCondition, path: Path, ctx: LogicContext): void {
  const comparator = condition.comparador;
  if (comparator !== '=' && comparator !== '!=') return;
  const sides = [
    [condition.operando1, condition.operando2, 'operando2'],
    [condition.operando2, condition.operando1, 'operando1'],
  ] as const;
  for (const [variable, fixed, fixedKey] of sides) {
    const select = selectSide(variable, ctx.facts);
    const known = select && staticValue(fixed);
    if (!select || !known || typeof known.value !== 'string' || select.choices.has(known.value)) continue;
    const suggestion = fixed.tipo === 'constante' ? ctx.suggest.nearest(known.value, select.choices) : undefined;
    const edit = suggestion === undefined ? undefined : { path: [...path, fixedKey, 'valor'], part: 'value' as const, insert: suggestion };
    ctx.report.warning(path, verifyMessages.noSuchOption(select.field, select.key, known.value, comparator, suggestion), edit);
    return;
  }
}

function checkSimple(condition: SimpleCondition, path: Path, ctx: LogicContext): void {
  const { comparador } = condition;
  if (!includes(comparators, comparador)) {
    reportUnknown(comparador, [...path, 'comparador'], comparators, verifyMessages.invalidComparator, ctx, COMPARATOR_ALIASES);
    return;
  }
  if (comparador === '=' || comparador === '!=') {
    const left = staticType(condition.operando1, ctx.facts);
    const right = staticType(condition.operando2, ctx.facts);
    if (left && right && left !== right) {
      ctx.report.warning(path, verifyMessages.strictMismatch(comparador, left, right));
      return;
    }
  }
  const fixed = constantResult(condition);
  if (fixed) {
    ctx.report.warning(path, fixed.self ? verifyMessages.selfComparison(fixed.result) : verifyMessages.constantComparison(fixed.result));
    return;
  }
  checkSelectComparison(condition, path, ctx);
}

function checkCondition(condition: Condition, path: Path, ctx: LogicContext): void {
  if (condition.tipo === 'simples') {
    checkSimple(condition, path, ctx);
    return;
  }
  if (!includes(compositeOperators, condition.operador)) {
    reportUnknown(condition.operador, [...path, 'operador'], compositeOperators, verifyMessages.invalidOperator, ctx, OPERATOR_ALIASES);
  }
  const subs: unknown = condition.condicoes;
  if (subs === undefined || subs === null) ctx.report.error(path, verifyMessages.nullConditions());
  else if (Array.isArray(subs) && subs.length === 0) ctx.report.error([...path, 'condicoes'], verifyMessages.emptyConditions());
  else if (condition.operador === 'not' && Array.isArray(subs) && subs.length > 1) {
    ctx.report.warning([...path, 'condicoes', 1], verifyMessages.notExtraConditions());
  }
}

/**
 * Reports invalid conditions and operands, and comparisons with a fixed result, in every screen's
 * assignments and flows.
 * @example checkLogic(tree, collectTreeFacts(tree), report, createSuggester())
 */
export function checkLogic(tree: Tree, facts: TreeFacts, report: Reporter, suggest: Suggester): void {
  const ctx: LogicContext = { facts, report, suggest };
  for (const [name, screen] of Object.entries(tree.telas)) {
    visitScreenLogic(screen, ['telas', name], {
      condition: (condition, path) => checkCondition(condition, path, ctx),
      operand: (operand, path) => checkOperand(operand, path, ctx),
    });
  }
}
