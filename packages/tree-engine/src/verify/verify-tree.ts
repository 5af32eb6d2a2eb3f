/**
 * The one verifier (ARCHITECTURE.md §4): the schema first, then the semantic checks. The server's
 * `verificar` endpoint, the admin editor and the CLI all run this function.
 */
import { documentMessages } from '../messages/diagnostics';
import type { Locale } from '../messages/locale';
import { schemaFindings } from '../schema/check-schema';
import type { CodedDiagnostic, Tree } from '../types';
import type { TutorialUrlOptions } from '../urls/tutorial-url';
import { checkAssignments } from './check-assignments';
import { checkDataHub, type DataHubKeys } from './check-data-hub';
import { checkFields } from './check-fields';
import { checkGraph } from './check-graph';
import { checkLogic } from './check-logic';
import { MAX_TREE_DEPTH, tooDeepAt } from './check-depth';
import { checkNames } from './check-names';
import { checkSynonyms } from './check-synonyms';
import { checkTutorials } from './check-tutorials';
import { keepFinding, type Holes } from './holes';
import { createReporter, finding, withoutEdit, type Finding, type Path, type Reporter } from './reporter';
import { salvage } from './salvage';
import { buildScreenGraph } from './screen-graph';
import { createSuggester, type Suggester } from './suggest';
import { collectTreeFacts, withHoles } from './tree-facts';

/** Options of `verifyTree` (and of `parseTree`). @example verifyTree(tree, { faqHosts: ['faq.ufv.br'], dataHub: { lists: ['predios'], maps: [] } }) */
export interface VerifyOptions extends TutorialUrlOptions {
  /**
   * The lists and maps the data hub has. When given, a select's `opcoes: { chave }` naming no
   * list and a `mapeamento` operand's `mapa` naming no map are errors; when absent (the CLI, a
   * university without a data hub) they are not checked.
   */
  dataHub?: DataHubKeys;
  /** The language of the messages: 'pt-BR' (default), 'es' or 'en'. Codes and parameters are the same in all. */
  locale?: Locale;
}

/**
 * The findings of `verifyTree`, each fix still described on the tree (`parseTree` turns them into
 * text offsets). `unknown` lists places whose value is not known for sure (a key written twice in
 * the YAML text): nothing is concluded from them.
 * @example verifyFindings(tree).filter((f) => f.edit)
 */
export function verifyFindings(tree: unknown, options: VerifyOptions = {}, unknown: readonly Path[] = []): Finding[] {
  try {
    const deep = tooDeepAt(tree);
    // The place names the screen (a path 100 levels long would not read well); line and column
    // come from the full path.
    const { locale } = options;
    if (deep) return [finding('error', deep, documentMessages.tooDeep(MAX_TREE_DEPTH), locale)];
    const suggest = createSuggester();
    const schema = schemaFindings(tree, suggest, locale);
    if (schema.length === 0 && unknown.length === 0) return semanticFindings(tree as Tree, options, suggest, createReporter({ locale }));
    // Past schema errors, the rest of the tree is still verified (salvage.ts).
    const salvaged = salvage(tree, suggest, unknown);
    const problems = salvaged.problems.map(({ path, said, edit }): Finding => {
      const found = finding('error', path, said, locale);
      if (edit) found.edit = edit;
      return found;
    });
    if (!salvaged.tree) return problems;
    const { holes } = salvaged;
    const report = createReporter({ keep: (path) => keepFinding(holes, path), place: salvaged.originalPath, locale });
    return [...problems, ...semanticFindings(salvaged.tree, options, suggest, report, holes)];
  } catch (error) {
    // A verifier that throws would turn a bad tree into a server error; report it instead.
    return [finding('error', [], error instanceof RangeError ? documentMessages.tooDeep(MAX_TREE_DEPTH) : documentMessages.internal(), options.locale)];
  }
}

/** The checks past the schema, on a schema-valid tree; `holes` says what a salvage left unknown. */
function semanticFindings(valid: Tree, options: VerifyOptions, suggest: Suggester, report: Reporter, holes?: Holes): Finding[] {
  const graph = buildScreenGraph(valid);
  const facts = collectTreeFacts(valid);
  if (holes) withHoles(facts, holes);
  checkGraph(valid, graph, report, suggest, holes);
  checkFields(valid, report);
  checkTutorials(valid, report, options, holes);
  checkLogic(valid, facts, report, suggest);
  checkAssignments(valid, report, holes);
  checkNames(valid, graph, facts, report, suggest, holes);
  checkSynonyms(valid, report);
  if (options.dataHub) checkDataHub(valid, options.dataHub, report, suggest);
  return report.diagnostics;
}

/**
 * Verifies a tree object (from YAML, JSON or the database) and returns its diagnostics; the tree is
 * usable when none has severity 'error'. Every mistake is reported at once: past a schema error
 * the rest of the tree is still checked, a misspelt key taken as the key it resembles. Never throws.
 * `faqHosts` lists the hosts an `otrs` tutorial may point at besides `/api/faq/{id}`; `dataHub`
 * names the data hub's lists and maps, so unknown ones are errors.
 * @example verifyTree({ nome: 'Wi-Fi', inicial: 'a', telas: {} }) // [{ severity: 'error', message: 'Árvore, chave "inicial": a tela "a" não existe.', ... }]
 */
export function verifyTree(tree: unknown, options: VerifyOptions = {}): CodedDiagnostic[] {
  return verifyFindings(tree, options).map(withoutEdit);
}
