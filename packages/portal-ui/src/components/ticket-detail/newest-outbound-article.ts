import type { Article } from '@chamados/api-contract';

/**
 * The help desk's latest message to the student (the newest `saida` article), which the detail
 * opens at once: it is what a student comes back to read. Undefined when the help desk has not
 * written yet. Ties on the date go to the later id.
 * @example newestOutboundArticle(ticket.artigos)?.assunto // 'Re: Instalação do QGIS'
 */
export function newestOutboundArticle(articles: readonly Article[]): Article | undefined {
  let newest: Article | undefined;
  for (const article of articles) {
    if (article.tipo !== 'saida') continue;
    const later = newest === undefined || Date.parse(article.criado) > Date.parse(newest.criado) || (article.criado === newest.criado && article.id > newest.id);
    if (later) newest = article;
  }
  return newest;
}
