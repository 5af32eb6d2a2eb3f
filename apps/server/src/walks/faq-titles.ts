import { faqArticleId, type Tree } from '@chamados/tree-engine';

/** The titles of the portal's FAQ articles `ids` that exist, by id (`FaqService.titles`). */
export type FaqTitleLookup = (ids: readonly number[]) => Promise<Map<number, string>>;

/**
 * The titles, by `url`, of the portal's FAQ articles `tree`'s untitled `otrs` tutorials point at:
 * tree-engine's `faqTitles`, so the ticket's first article names a tutorial by its article's
 * title ('Como configurar o eduroam no Windows') instead of 'Artigo da FAQ'. A tutorial with its
 * own `titulo` needs none; an article the FAQ does not have keeps the engine's words.
 * @example await faqTitlesOf(tree, (ids) => faq.titles(ids)) // { '/api/faq/3': 'Como configurar o eduroam no Windows' }
 */
export async function faqTitlesOf(tree: Tree, lookup: FaqTitleLookup): Promise<Record<string, string>> {
  const urls = new Map<string, number>();
  for (const screen of Object.values(tree.telas)) {
    if (screen.tipo !== 'tutorial' || screen.fonte !== 'otrs' || screen.titulo?.trim()) continue;
    const id = faqArticleId(screen.url);
    if (id !== undefined) urls.set(screen.url, id);
  }
  if (urls.size === 0) return {};
  const titles = await lookup([...new Set(urls.values())]);
  const out: Record<string, string> = {};
  for (const [url, id] of urls) {
    const title = titles.get(id);
    if (title?.trim()) out[url] = title;
  }
  return out;
}
