import { PAGE_DEFAULTS } from '@chamados/portal-api';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RouterLink } from '../components/router-link';
import { paths } from '../config/paths';

/** A positive whole number from the URL, or the default for anything else. */
function positive(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/**
 * The page of a ticket list in the URL, and the props the list views take for it (spec §2: `?pagina` from 1, `?itensporpagina`, default 10;
 * search also `?filtro` and `?offset`), so a page can be shared, reloaded and left with the back
 * button. A bad value falls back to the default; the offset is never negative (spec §5).
 */
export function usePageQuery() {
  const [params, setParams] = useSearchParams();
  const pageSize = positive(
    params.get('itensporpagina'),
    PAGE_DEFAULTS.limit,
    PAGE_DEFAULTS.maxLimit,
  );
  // '?offset' (spec §2, search) when no '?pagina' names the page.
  const fromOffset = Math.floor(Math.max(0, Number(params.get('offset')) || 0) / pageSize) + 1;
  const page = positive(params.get('pagina'), fromOffset);
  const offset = Math.min((page - 1) * pageSize, PAGE_DEFAULTS.maxOffset);
  const filter = params.get('filtro') ?? '';

  const update = (changes: Record<string, string | number | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('offset');
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace },
    );

  return {
    offset,
    page,
    pageSize,
    /** Goes to another page in place of this one (the back button skips the page left). */
    replacePage: (pagina: number) => update({ pagina }, true),
    limit: pageSize,
    filter,
    setFilter: (filtro: string) => update({ filtro, pagina: null }),
    /** What the list views take: the page, its size, and where a click on them goes. */
    listProps: {
      page,
      pageSize,
      onPageChange: (pagina: number) => update({ pagina }),
      onPageSizeChange: (itensporpagina: number) => update({ itensporpagina, pagina: 1 }),
      detailHref: (ticket: { id: number }) => paths.ticketDetail.build(ticket.id),
      // An empty list offers 'Abrir um chamado': a new attendance (RouterLink marks it as one).
      newTicketHref: paths.attendance,
      LinkComponent: RouterLink,
    },
  };
}

/** The last page of `total` items (1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * A page past the end — a shared or typed `?pagina=99`, or the last ticket of the last page
 * closed while the list was polled — moves to the last page, fixing the URL, instead of saying
 * there are no tickets. True while the page is past the end (the list shows it is loading).
 * @example const pastEnd = usePastEndClamp(query, data?.maxSize)
 */
export function usePastEndClamp(
  query: Pick<ReturnType<typeof usePageQuery>, 'page' | 'pageSize' | 'replacePage'>,
  total: number | undefined,
): boolean {
  const { page, pageSize, replacePage } = query;
  const last = total === undefined ? page : lastPage(total, pageSize);
  const pastEnd = page > last;
  useEffect(() => {
    // replacePage is new on every render: a second call before the URL changes goes to the same page.
    if (pastEnd) replacePage(last);
  }, [pastEnd, last, replacePage]);
  return pastEnd;
}
