/**
 * The one verifier (ARCHITECTURE.md §4): the schema first, then the semantic checks. The server's
 * `verificar` endpoint, the admin editor and the CLI all run this function.
 */
import { documentMessages } from '../messages/diagnostics';
import { atPlace } from '../messages/describe-place';
import { checkSchema } from '../schema/check-schema';
import type { Diagnostic, Tree } from '../types';
import { checkFields } from './check-fields';
import { checkGraph } from './check-graph';
import { checkLogic } from './check-logic';
import { MAX_TREE_DEPTH, tooDeepAt } from './check-depth';
import { checkNames } from './check-names';
import { createReporter } from './reporter';
import { buildScreenGraph } from './screen-graph';
import { collectTreeFacts } from './tree-facts';

/**
 * Verifies a tree object (from YAML, JSON or the database) and returns its diagnostics; the tree is
 * usable when none has severity 'error'. Schema errors stop the semantic checks. Never throws.
 * @example verifyTree({ nome: 'Wi-Fi', inicial: 'a', telas: {} }) // [{ severity: 'error', message: 'Árvore, chave "inicial": a tela "a" não existe.', ... }]
 */
export function verifyTree(tree: unknown): Diagnostic[] {
  try {
    const deep = tooDeepAt(tree);
    // The place names the screen (a path 100 levels long would not read well); line and column
    // come from the full path.
    if (deep) return [{ severity: 'error', message: atPlace(deep.slice(0, 2), documentMessages.tooDeep(MAX_TREE_DEPTH)), path: deep }];
    const schemaDiagnostics = checkSchema(tree);
    if (schemaDiagnostics.length > 0) return schemaDiagnostics;
    const valid = tree as Tree;
    const report = createReporter();
    const graph = buildScreenGraph(valid);
    const facts = collectTreeFacts(valid);
    checkGraph(valid, graph, report);
    checkFields(valid, report);
    checkLogic(valid, facts, report);
    checkNames(valid, graph, facts, report);
    return report.diagnostics;
  } catch (error) {
    // A verifier that throws would turn a bad tree into a server error; report it instead.
    const message = error instanceof RangeError ? atPlace([], documentMessages.tooDeep(MAX_TREE_DEPTH)) : documentMessages.internal();
    return [{ severity: 'error', message, path: [] }];
  }
}
