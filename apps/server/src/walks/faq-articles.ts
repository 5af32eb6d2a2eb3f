import { TREE_ARTICLE_TEXT_MAX, type TreeArticle } from '@chamados/api-contract';
import { faqArticleId, optionPathTo, type Tree } from '@chamados/tree-engine';

/** The portal's FAQ articles `ids` that exist, by id: title and HTML body (`FaqService.articles`). */
export type FaqArticleLookup = (ids: readonly number[]) => Promise<Map<number, { titulo: string; corpo: string }>>;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * An FAQ article's HTML body as plain text on one line, cut at a word to `max` characters:
 * what the tree list sends for the panel's search (its words, not its markup or images).
 * @example plainArticleText('<p>Método EAP: <b>PEAP</b></p>') // 'Método EAP: PEAP'
 */
export function plainArticleText(html: string, max = TREE_ARTICLE_TEXT_MAX): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // Inside a sentence ('à <strong>eduroam</strong>,'): no space of their own.
    .replace(/<\/?(a|abbr|b|code|em|i|kbd|mark|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return NAMED[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trimEnd();
}

/**
 * The tutorial screens of `tree` that show an article of the portal's FAQ (`fonte: otrs`,
 * `/api/faq/{id}`) and that a walk reaches from the first screen through options only, by screen
 * key: the screens 'Artigos que podem ajudar' can open (the portal answers those options for the
 * student, and the server replays them as any walk). A tutorial behind a form or another tutorial
 * is left out: the tree's author asked for those answers first, and the search does not skip them.
 * @example articleScreens(wifi) // Map { 'tutorial-eduroam-windows' => 1 }
 */
export function articleScreens(tree: Tree): Map<string, number> {
  const screens = new Map<string, number>();
  for (const [key, screen] of Object.entries(tree.telas)) {
    if (screen.tipo !== 'tutorial' || screen.fonte !== 'otrs') continue;
    const id = faqArticleId(screen.url);
    if (id !== undefined && optionPathTo(tree, key) !== undefined) screens.set(key, id);
  }
  return screens;
}

/**
 * Each tree's FAQ articles, in the order of `trees` (one lookup for all): title, plain text cut
 * to {@link TREE_ARTICLE_TEXT_MAX} and the tutorial screen. An article the FAQ does not have is
 * left out; two screens showing one article give it once (the first screen).
 * @example await faqArticlesOf([wifi], (ids) => faq.articles(ids)) // [[{ titulo: 'Como conectar à rede eduroam', texto: 'Para conectar…', tela: 'tutorial-eduroam-windows' }]]
 */
export async function faqArticlesOf(trees: readonly Tree[], lookup: FaqArticleLookup): Promise<TreeArticle[][]> {
  const screens = trees.map(articleScreens);
  const ids = new Set(screens.flatMap((own) => [...own.values()]));
  if (ids.size === 0) return trees.map(() => []);
  const articles = await lookup([...ids]);
  const texts = new Map<number, string>();
  return screens.map((own) => {
    const seen = new Set<number>();
    const out: TreeArticle[] = [];
    for (const [tela, id] of own) {
      const article = articles.get(id);
      if (!article?.titulo.trim() || seen.has(id)) continue;
      seen.add(id);
      let texto = texts.get(id);
      if (texto === undefined) texts.set(id, (texto = plainArticleText(article.corpo)));
      out.push({ titulo: article.titulo.trim(), texto, tela });
    }
    return out;
  });
}
