import { useLatestTicketSearch } from '@chamados/portal-api';
import { t, TicketSearchView } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { useSession } from '../../auth';
import { useFailureRedirect } from './use-failure-redirect';
import { usePageQuery } from './use-page-query';

const detailHref = (ticket: { id: number }) => paths.ticketDetail.build(ticket.id);

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
  const { page, pageSize, offset, filter, setPage, setPageSize, setFilter } = usePageQuery();
  const texto = filter.trim();
  const { currentData, isFetching, error } = useLatestTicketSearch(
    session?.userId && texto ? { idUsuario: session.userId, texto, offset, limit: pageSize } : skipToken,
  );
  useFailureRedirect(isAborted(error) ? undefined : error, Boolean(currentData));
  return (
    <>
      <title>{t('documentTitle.page', { page: t('nav.searchTickets') })}</title>
      <TicketSearchView
        initialFilter={filter}
        onFilterChange={setFilter}
        data={currentData}
        searching={isFetching}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        detailHref={detailHref}
        LinkComponent={RouterLink}
      />
    </>
  );
}
