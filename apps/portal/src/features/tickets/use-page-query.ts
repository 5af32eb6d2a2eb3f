import { PAGE_DEFAULTS } from '@chamados/portal-api';
import { useSearchParams } from 'react-router';

/** A positive whole number from the URL, or the default for anything else. */
function positive(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/**
 * The page of a ticket list in the URL (spec §2: `?pagina` from 1, `?itensporpagina`, default 10;
 * search also `?filtro` and `?offset`), so a page can be shared, reloaded and left with the back
 * button. A bad value falls back to the default; the offset is never negative (spec §5).
 */
export function usePageQuery() {
  const [params, setParams] = useSearchParams();
  const pageSize = positive(params.get('itensporpagina'), PAGE_DEFAULTS.limit, PAGE_DEFAULTS.maxLimit);
  // '?offset' (spec §2, search) when no '?pagina' names the page.
  const fromOffset = Math.floor(Math.max(0, Number(params.get('offset')) || 0) / pageSize) + 1;
  const page = positive(params.get('pagina'), fromOffset);
  const offset = Math.min((page - 1) * pageSize, PAGE_DEFAULTS.maxOffset);
  const filter = params.get('filtro') ?? '';

  const update = (changes: Record<string, string | number | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('offset');
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      return next;
    });

  return {
    page,
    pageSize,
    offset,
    filter,
    setPage: (pagina: number) => update({ pagina }),
    setPageSize: (itensporpagina: number) => update({ itensporpagina, pagina: 1 }),
    setFilter: (filtro: string) => update({ filtro, pagina: null }),
  };
}
