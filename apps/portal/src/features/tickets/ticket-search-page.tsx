import { useLatestTicketSearch } from '@chamados/portal-api';
import { t, TicketSearchView } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSession } from '../../auth';
import { useFailureRedirect } from './use-failure-redirect';
import { usePageQuery, usePastEndClamp } from '../../lib/use-page-query';

/** A search RTK Query aborted because a newer one started (spec §8: ignored). */
function isAborted(error: unknown): boolean {
  const { name, error: text } = (error ?? {}) as { name?: unknown; error?: unknown };
  return name === 'AbortError' || (typeof text === 'string' && text.includes('AbortError'));
}

/**
 * /chamados/buscar: 'Buscar Chamados' over `?filtro` (words of the title or messages, or the
 * protocol number), with pages; only a non-empty filter searches, and a newer search aborts the
 * pending one.
 */
export function TicketSearchPage() {
  const session = useSession();
  const query = usePageQuery();
  const { offset, limit, filter, setFilter, listProps } = query;
  const texto = filter.trim();
  const { currentData, isFetching, error } = useLatestTicketSearch(
    session?.userId && texto ? { idUsuario: session.userId, texto, offset, limit } : skipToken,
  );
  useFailureRedirect(isAborted(error) ? undefined : error, Boolean(currentData));
  const pastEnd = usePastEndClamp(query, currentData?.maxSize);
  return (
    <>
      <title>{t('documentTitle.page', { page: t('nav.searchTickets') })}</title>
      <div className="ch-container">
        <TicketSearchView
          initialFilter={filter}
          onFilterChange={setFilter}
          data={pastEnd ? undefined : currentData}
          searching={isFetching || pastEnd}
          {...listProps}
        />
      </div>
    </>
  );
}
