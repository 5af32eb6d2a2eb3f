/**
 * The one verifier (ARCHITECTURE.md §4): the schema first, then the semantic checks. The server's
 * `verificar` endpoint, the admin editor and the CLI all run this function.
 */
import { documentMessages } from '../messages/diagnostics';
import { atPlace } from '../messages/describe-place';
import { schemaFindings } from '../schema/check-schema';
import type { Diagnostic, Tree } from '../types';
import type { TutorialUrlOptions } from '../urls/tutorial-url';
import { checkAssignments } from './check-assignments';
import { checkDataHub, type DataHubKeys } from './check-data-hub';
import { checkFields } from './check-fields';
import { checkGraph } from './check-graph';
import { checkLogic } from './check-logic';
import { MAX_TREE_DEPTH, tooDeepAt } from './check-depth';
import { checkNames } from './check-names';
import { checkTutorials } from './check-tutorials';
import { createReporter, withoutEdit, type Finding } from './reporter';
import { buildScreenGraph } from './screen-graph';
import { createSuggester } from './suggest';
import { collectTreeFacts } from './tree-facts';

/** Options of `verifyTree` (and of `parseTree`). @example verifyTree(tree, { faqHosts: ['faq.ufv.br'], dataHub: { lists: ['predios'], maps: [] } }) */
export interface VerifyOptions extends TutorialUrlOptions {
  /**
   * The lists and maps the data hub has. When given, a select's `opcoes: { chave }` naming no
   * list and a `mapeamento` operand's `mapa` naming no map are errors; when absent (the CLI, a
   * university without a data hub) they are not checked.
   */
  dataHub?: DataHubKeys;
}

/**
 * The findings of `verifyTree`, each fix still described on the tree (`parseTree` turns them into
 * text offsets).
 * @example verifyFindings(tree).filter((f) => f.edit)
 */
export function verifyFindings(tree: unknown, options: VerifyOptions = {}): Finding[] {
  try {
    const deep = tooDeepAt(tree);
    // The place names the screen (a path 100 levels long would not read well); line and column
    // come from the full path.
    if (deep) return [{ severity: 'error', message: atPlace(deep.slice(0, 2), documentMessages.tooDeep(MAX_TREE_DEPTH)), path: deep }];
    const suggest = createSuggester();
    const schemaDiagnostics = schemaFindings(tree, suggest);
    if (schemaDiagnostics.length > 0) return schemaDiagnostics;
    const valid = tree as Tree;
    const report = createReporter();
    const graph = buildScreenGraph(valid);
    const facts = collectTreeFacts(valid);
    checkGraph(valid, graph, report, suggest);
    checkFields(valid, report);
    checkTutorials(valid, report, options);
    checkLogic(valid, facts, report, suggest);
    checkAssignments(valid, report);
    checkNames(valid, graph, facts, report, suggest);
    if (options.dataHub) checkDataHub(valid, options.dataHub, report, suggest);
    return report.diagnostics;
  } catch (error) {
    // A verifier that throws would turn a bad tree into a server error; report it instead.
    const message = error instanceof RangeError ? atPlace([], documentMessages.tooDeep(MAX_TREE_DEPTH)) : documentMessages.internal();
    return [{ severity: 'error', message, path: [] }];
  }
}

/**
 * Verifies a tree object (from YAML, JSON or the database) and returns its diagnostics; the tree is
 * usable when none has severity 'error'. Schema errors stop the semantic checks. Never throws.
 * `faqHosts` lists the hosts an `otrs` tutorial may point at besides `/api/faq/{id}`; `dataHub`
 * names the data hub's lists and maps, so unknown ones are errors.
 * @example verifyTree({ nome: 'Wi-Fi', inicial: 'a', telas: {} }) // [{ severity: 'error', message: 'Árvore, chave "inicial": a tela "a" não existe.', ... }]
 */
export function verifyTree(tree: unknown, options: VerifyOptions = {}): Diagnostic[] {
  return verifyFindings(tree, options).map(withoutEdit);
}
