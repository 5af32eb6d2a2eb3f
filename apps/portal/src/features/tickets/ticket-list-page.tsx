import { useTicketListQuery, type ListState } from '@chamados/portal-api';
import { t, TicketListView, tTickets } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSession } from '../../auth';
import { usePolling } from './poll';
import { useFailureRedirect } from './use-failure-redirect';
import { MailPreferenceBox } from './mail-preference-box';
import { usePageQuery, usePastEndClamp } from '../../lib/use-page-query';

/** /chamados/abertos and /chamados/fechados: one page of the user's tickets, reloaded every 120 s. */
export function TicketListPage({ estado }: { estado: ListState }) {
  const session = useSession();
  const query = usePageQuery();
  const { offset, limit, listProps } = query;
  const { data, isLoading, error } = useTicketListQuery(
    session?.userId ? { idUsuario: session.userId, estado, offset, limit } : skipToken,
    usePolling(),
  );
  useFailureRedirect(error, Boolean(data));
  const pastEnd = usePastEndClamp(query, data?.maxSize);
  return (
    <>
      <title>
        {t('documentTitle.page', {
          page: tTickets(estado === 'aberto' ? 'tickets.open.title' : 'tickets.closed.title'),
        })}
      </title>
      <div className="ch-container">
        <TicketListView estado={estado} data={data} loading={isLoading || !data || pastEnd} {...listProps} />
        <MailPreferenceBox />
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
