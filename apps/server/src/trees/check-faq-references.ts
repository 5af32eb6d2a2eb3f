import { LineCounter, parseDocument } from 'yaml';
import type { Diagnostic } from '@chamados/api-contract';
import { atPlace, faqArticleId } from '@chamados/tree-engine';
import { messages } from '../messages';

/** Whether the FAQ has an article: the server's FAQ service, which the tutorial will read from. */
export type FaqArticleExists = (id: number) => Promise<boolean>;

type Path = (string | number)[];

interface Located {
  /** The tree's screens as the text has them (a tree with other mistakes is read as far as it goes). */
  screens: Record<string, unknown>;
  /** Where a path of the tree is in the text (1-based line and column). */
  at: (path: Path) => { line: number; column: number };
}

/** Reads the text once more with positions: the engine's verifier knows the text, not the FAQ. */
function locate(text: string): Located | undefined {
  try {
    const lineCounter = new LineCounter();
    // No aliases, as the engine's own reading: a tree never needs them.
    const doc = parseDocument(text, { lineCounter });
    const data = doc.toJS({ maxAliasCount: 0 }) as { telas?: unknown } | null;
    const screens = data && typeof data.telas === 'object' && data.telas !== null ? (data.telas as Record<string, unknown>) : {};
    return {
      screens,
      at: (path) => {
        const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
        const { line, col } = lineCounter.linePos(node?.range?.[0] ?? 0);
        return { line, column: col };
      },
    };
  } catch {
    return undefined;
  }
}

/**
 * The `otrs` tutorials that point at a FAQ article the portal's FAQ does not have
 * (`url: /api/faq/9999`): students would see 'Não foi possível carregar o artigo.' with 'Sim'
 * still offered. One error per such tutorial, naming the screen and the line of its `url`. Articles
 * on another FAQ host (FAQ_HOSTS) are not the portal's to check.
 * The text is read whole, so a tree with other mistakes gets these findings too (all at once).
 * @example await checkFaqReferences(text, (id) => faq.exists(id)) // [{ severity: 'error', message: 'Tela "artigo", url: …', line: 7, … }]
 */
export async function checkFaqReferences(text: string, exists: FaqArticleExists): Promise<Diagnostic[]> {
  const located = locate(text);
  if (!located) return [];
  const known = new Map<number, Promise<boolean>>();
  const findings: Diagnostic[] = [];
  for (const [name, value] of Object.entries(located.screens)) {
    const screen = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<'tipo' | 'fonte' | 'url', unknown>>;
    if (screen.tipo !== 'tutorial' || screen.fonte !== 'otrs') continue;
    const id = faqArticleId(screen.url);
    if (id === undefined) continue;
    if (!known.has(id)) known.set(id, exists(id));
    if (await known.get(id)) continue;
    const path = ['telas', name, 'url'];
    findings.push({ severity: 'error', message: atPlace(path, messages.faqArticleMissing(id)), path, ...located.at(path) });
  }
  return findings;
}
