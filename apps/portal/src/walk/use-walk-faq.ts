import { walkSupportApi } from '@chamados/portal-api';
import type { FaqState } from '@chamados/portal-ui';
import { faqArticleId } from '@chamados/tree-engine';
import { useCallback, useEffect, useState } from 'react';
import type { WalkDispatch } from './walk-env';

/**
 * The FAQ article of a `fonte: otrs` tutorial (`GET /api/faq/{id}`, first item), tagged with the
 * tutorial `url` it was asked for (portal-ui shows 'loading' until it matches), with a retry. Only
 * the portal's own FAQ route is fetched: another host would need CORS. `titles` keeps the title of
 * every article shown in this walk, by `url`: the final screen names those tutorials by them.
 */
export function useWalkFaq(
  url: string | undefined,
  dispatch: WalkDispatch,
): { faq?: FaqState; retry: () => void; titles: Readonly<Record<string, string>> } {
  const [answered, setAnswered] = useState<FaqState>();
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>({});
  const [attempt, setAttempt] = useState(0);
  const id = url === undefined ? undefined : faqArticleId(url);
  useEffect(() => {
    if (url === undefined || id === undefined) return;
    let live = true;
    const request = dispatch(
      walkSupportApi.endpoints.faq.initiate(id, { forceRefetch: attempt > 0 }),
    );
    request.unwrap().then(
      (items) => {
        if (!live) return;
        const article = items[0];
        setAnswered(article ? { url, status: 'ready', article } : { url, status: 'error' });
        if (article) setTitles((known) => (known[url] === article.Title ? known : { ...known, [url]: article.Title }));
      },
      () => live && setAnswered({ url, status: 'error' }),
    );
    return () => {
      live = false;
      request.unsubscribe();
    };
  }, [url, id, attempt, dispatch]);
  const retry = useCallback(() => {
    setAnswered(undefined);
    setAttempt((n) => n + 1);
  }, []);
  if (url === undefined) return { retry, titles };
  if (id === undefined) return { faq: { url, status: 'error' }, retry, titles };
  return { faq: answered?.url === url ? answered : { url, status: 'loading' }, retry, titles };
}
