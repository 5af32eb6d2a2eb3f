import { useTicketListQuery, type ListState } from '@chamados/portal-api';
import { t, TicketListView } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSession } from '../../auth';
import { POLLING } from './poll';
import { useFailureRedirect } from './use-failure-redirect';
import { usePageQuery } from './use-page-query';

/** /chamados/abertos and /chamados/fechados: one page of the user's tickets, reloaded every 120 s. */
export function TicketListPage({ estado }: { estado: ListState }) {
  const session = useSession();
  const { offset, limit, listProps } = usePageQuery();
  const { data, isLoading, error } = useTicketListQuery(
    session?.userId ? { idUsuario: session.userId, estado, offset, limit } : skipToken,
    POLLING,
  );
  useFailureRedirect(error, Boolean(data));
  return (
    <>
      <title>
        {t('documentTitle.page', {
          page: t(estado === 'aberto' ? 'tickets.open.title' : 'tickets.closed.title'),
        })}
      </title>
      <div className="ch-container">
        <TicketListView estado={estado} data={data} loading={isLoading || !data} {...listProps} />
      </div>
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
