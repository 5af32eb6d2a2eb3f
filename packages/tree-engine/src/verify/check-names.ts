/**
 * Checks of names used by operands: `variavel` fields must exist in the tree (error) and be filled
 * on every path to the screen that reads them (warning); `${name}` placeholders must name a field
 * or a property (warning).
 */
import { verifyMessages } from '../messages/diagnostics';
import type { Tree } from '../types';
import { definedOnArrival } from './defined-fields';
import type { Path, Reporter } from './reporter';
import type { ScreenGraph } from './screen-graph';
import type { TreeFacts } from './tree-facts';
import { visitScreenLogic } from './walk-logic';

/**
 * The `${name}` placeholders of a text, read the way the runtime's `interpolate` reads them:
 * `$$` is an escaped dollar, `${}` is left alone.
 * @example placeholders('Wi-Fi em ${predio}, custo $${x}') // ['predio']
 */
export function placeholders(text: string): string[] {
  const names: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '$') continue;
    if (text[i + 1] === '$') {
      i += 1;
      continue;
    }
    if (text[i + 1] !== '{') continue;
    const close = text.indexOf('}', i + 2);
    if (close < 0) break;
    const name = text.slice(i + 2, close);
    if (name !== '') names.push(name);
    i = close;
  }
  return names;
}

/** The field a variable reads: the whole name when it is a field, else the part before the first dot. */
function fieldOf(name: string, facts: TreeFacts): string | undefined {
  if (facts.fields.has(name)) return name;
  const base = name.split('.', 1)[0] ?? '';
  return facts.fields.has(base) ? base : undefined;
}

function namesSomething(name: string, facts: TreeFacts): boolean {
  const base = name.split('.', 1)[0] ?? '';
  return fieldOf(name, facts) !== undefined || facts.properties.has(name) || facts.properties.has(base);
}

interface VariableUse {
  node: number;
  field: string;
  path: Path;
}

/**
 * Reports unknown or possibly missing variables and placeholders that name nothing.
 * @example checkNames(tree, graph, collectTreeFacts(tree), report)
 */
export function checkNames(tree: Tree, graph: ScreenGraph, facts: TreeFacts, report: Reporter): void {
  const uses: VariableUse[] = [];
  const checkText = (text: string, path: Path): void => {
    for (const name of placeholders(text)) {
      if (!namesSomething(name, facts)) report.warning(path, verifyMessages.unknownPlaceholder(name));
    }
  };
  graph.names.forEach((screen, node) => {
    const definition = tree.telas[screen];
    if (!definition) return;
    const own = new Set(facts.fieldsByScreen.get(screen));
    visitScreenLogic(definition, ['telas', screen], {
      operand: (operand, path) => {
        if (operand.tipo === 'interpolacao') checkText(operand.valor, [...path, 'valor']);
        if (operand.tipo === 'mapeamento') checkText(operand.chave, [...path, 'chave']);
        if (operand.tipo !== 'variavel') return;
        const field = fieldOf(operand.campo, facts);
        if (field === undefined) report.error([...path, 'campo'], verifyMessages.unknownVariable(operand.campo));
        // A form's assignments and flows run after it is submitted: its own fields are filled.
        else if (!own.has(field)) uses.push({ node, field, path: [...path, 'campo'] });
      },
    });
  });
  if (uses.length === 0) return;
  const defined = definedOnArrival(tree, graph, facts, [...new Set(uses.map((use) => use.field))]);
  for (const { node, field, path } of uses) {
    if (defined(node, field) === false) report.warning(path, verifyMessages.variableNotOnEveryPath(field));
  }
}
