/**
 * A tree's `sinonimos` (the words students use for it, for the service search): no two alike once
 * case, accents and surrounding blanks are folded, since the search folds them too and a repeat
 * only hides a missing word. Blank entries and non-texts are the schema's business.
 */
import { verifyMessages } from '../messages/diagnostics';
import type { Tree } from '../types';
import type { Reporter } from './reporter';
import { normalizeName } from './suggest';

/**
 * Reports each synonym that repeats an earlier one, as a warning: a repeat changes nothing a
 * student sees, but it is a slip (often a word meant and not written).
 * @example checkSynonyms({ ...tree, sinonimos: ['Rede', 'rede'] }, report) // a warning on sinônimo 2
 */
export function checkSynonyms(tree: Tree, report: Reporter): void {
  if (!Array.isArray(tree.sinonimos)) return;
  const first = new Map<string, string>();
  tree.sinonimos.forEach((synonym, i) => {
    if (typeof synonym !== 'string') return;
    const folded = normalizeName(synonym.trim()).replace(/\s+/g, ' ');
    const earlier = first.get(folded);
    if (earlier === undefined) first.set(folded, synonym);
    else report.warning(['sinonimos', i], verifyMessages.duplicateSynonym(synonym, earlier), undefined, 'value');
  });
}
