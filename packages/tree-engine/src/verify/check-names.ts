/**
 * Checks of names used by operands: `variavel` fields must exist in the tree (error, proposing
 * the nearest field) and be filled on every path to the screen that reads them (warning);
 * `${name}` placeholders must name a field or a property (warning, proposing the nearest), and a
 * field they name must be filled on every path, unless a ticket property of that name fills it
 * (warning: the ticket would carry the literal `${name}`).
 */
import { verifyMessages } from '../messages/diagnostics';
import type { Tree } from '../types';
import { definedOnArrival } from './defined-fields';
import { placeholders } from './placeholders';
import type { Holes } from './holes';
import type { Path, PathEdit, Reporter } from './reporter';
import type { ScreenGraph } from './screen-graph';
import type { Suggester } from './suggest';
import type { TreeFacts } from './tree-facts';
import { visitScreenLogic } from './walk-logic';

const baseOf = (name: string): string => name.split('.', 1)[0] ?? '';

/** The field a variable reads: the whole name when it is a field, else the part before the first dot. */
function fieldOf(name: string, facts: TreeFacts): string | undefined {
  if (facts.fields.has(name)) return name;
  const base = baseOf(name);
  return facts.fields.has(base) ? base : undefined;
}

const isProperty = (name: string, facts: TreeFacts): boolean => facts.properties.has(name) || facts.properties.has(baseOf(name));

/** The name with its first part replaced by the nearest candidate, when there is one. */
function corrected(name: string, candidates: Iterable<string>, suggest: Suggester): string | undefined {
  const base = baseOf(name);
  const nearest = suggest.nearest(base, candidates);
  return nearest === undefined ? undefined : `${nearest}${name.slice(base.length)}`;
}

interface FieldUse {
  node: number;
  field: string;
  path: Path;
  /** The placeholder that uses the field; undefined for a `variavel`. */
  placeholder?: string;
}

/**
 * Reports unknown or possibly missing variables and placeholders.
 * @example checkNames(tree, graph, collectTreeFacts(tree), report, createSuggester())
 */
export function checkNames(tree: Tree, graph: ScreenGraph, facts: TreeFacts, report: Reporter, suggest: Suggester, holes?: Holes): void {
  // Past a schema error some names may be unknown (salvage.ts): then none is called missing.
  const fieldsCertain = !holes?.fieldNamesUncertain;
  const namesCertain = fieldsCertain && !holes?.propertyNamesUncertain;
  const uses: FieldUse[] = [];
  let names: string[] | undefined;
  const checkText = (text: string, path: Path, node: number, own: { has(field: string): boolean }): void => {
    const found = placeholders(text);
    if (found.length === 0) return;
    const seen = new Map<string, number>();
    for (const name of found) {
      const occurrence = seen.get(name) ?? 0;
      seen.set(name, occurrence + 1);
      const field = fieldOf(name, facts);
      if (field !== undefined) {
        // A property of the same name fills the placeholder when the field is absent.
        if (!own.has(field) && !isProperty(name, facts)) uses.push({ node, field, path, placeholder: name });
        continue;
      }
      if (isProperty(name, facts) || !namesCertain) continue;
      names ??= [...facts.fields.keys(), ...facts.properties];
      const suggestion = corrected(name, names, suggest);
      const edit: PathEdit | undefined = suggestion === undefined ? undefined : { path, part: 'value', insert: suggestion, within: { placeholder: name, occurrence } };
      report.warning(path, verifyMessages.unknownPlaceholder(name, suggestion), edit);
    }
  };
  graph.names.forEach((screen, node) => {
    const definition = tree.telas[screen];
    if (!definition) return;
    // A screen whose fields are unknown (salvage.ts) may itself ask any field it reads.
    const own: { has(field: string): boolean } = holes?.unknownFieldScreens.has(screen) ? { has: () => true } : new Set(facts.fieldsByScreen.get(screen));
    visitScreenLogic(definition, ['telas', screen], {
      operand: (operand, path) => {
        if (operand.tipo === 'interpolacao') checkText(operand.valor, [...path, 'valor'], node, own);
        if (operand.tipo === 'mapeamento') checkText(operand.chave, [...path, 'chave'], node, own);
        if (operand.tipo !== 'variavel') return;
        const field = fieldOf(operand.campo, facts);
        const at = [...path, 'campo'];
        if (field === undefined) {
          if (!fieldsCertain) return;
          const suggestion = corrected(operand.campo, facts.fields.keys(), suggest);
          report.error(at, verifyMessages.unknownVariable(operand.campo, suggestion), suggestion === undefined ? undefined : { path: at, part: 'value', insert: suggestion });
        } else if (!own.has(field)) {
          // A form's assignments and flows run after it is submitted: its own fields are filled.
          uses.push({ node, field, path: at });
        }
      },
    });
  });
  if (uses.length === 0) return;
  const defined = definedOnArrival(tree, graph, facts, [...new Set(uses.map((use) => use.field))], holes?.unknownFieldScreens);
  for (const { node, field, path, placeholder } of uses) {
    if (defined(node, field) !== false) continue;
    report.warning(path, placeholder === undefined ? verifyMessages.variableNotOnEveryPath(field) : verifyMessages.placeholderNotOnEveryPath(placeholder, field));
  }
}
