import { useTicketListQuery, type ListState } from '@chamados/portal-api';
import { t, TicketListView } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { useSession } from '../../auth';
import { POLLING } from './poll';
import { useFailureRedirect } from './use-failure-redirect';
import { usePageQuery } from './use-page-query';

const detailHref = (ticket: { id: number }) => paths.ticketDetail.build(ticket.id);

/** /chamados/abertos and /chamados/fechados: one page of the user's tickets, reloaded every 120 s. */
export function TicketListPage({ estado }: { estado: ListState }) {
  const session = useSession();
  const { page, pageSize, offset, setPage, setPageSize } = usePageQuery();
  const { data, isLoading, error } = useTicketListQuery(
    session?.userId ? { idUsuario: session.userId, estado, offset, limit: pageSize } : skipToken,
    POLLING,
  );
  useFailureRedirect(error, Boolean(data));
  return (
    <>
      <title>{t('documentTitle.page', { page: t(estado === 'aberto' ? 'tickets.open.title' : 'tickets.closed.title') })}</title>
      <TicketListView
        estado={estado}
        data={data}
        loading={isLoading || !data}
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

/** /chamados/abertos */
export function OpenTicketsPage() {
  return <TicketListPage estado="aberto" />;
}

/** /chamados/fechados */
export function ClosedTicketsPage() {
  return <TicketListPage estado="fechado" />;
}
