import { useAgentDeskQuery, useAgentNewTicketCountQuery, useAgentQueueQuery } from '@chamados/portal-api';
import { AgentQueueView, t, tDesk } from '@chamados/portal-ui';
import { skipToken } from '@reduxjs/toolkit/query';
import { RouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { usePageQuery, usePastEndClamp } from '../../lib/use-page-query';
import { useDeskPolling } from './desk-polling';
import { queueQuery, useQueueFilters } from './use-queue-filters';

/**
 * /atendente, 'Central de Atendimento' (issue 21): the queue with its filters in the URL, sorted
 * by the nearest deadline, asked again every 30 s while the page is visible so new tickets come
 * in without a reload. With Znuny as the store, the page says so and asks no queue.
 */
export function AgentQueuePage() {
  const desk = useAgentDeskQuery();
  const { filters, change } = useQueueFilters();
  const pageQuery = usePageQuery();
  const { offset, limit, page, pageSize, listProps } = pageQuery;
  const onPortal = desk.data?.atendimento === 'portal';
  const polling = useDeskPolling();
  const queue = useAgentQueueQuery(onPortal ? queueQuery(filters, offset, limit) : skipToken, polling);
  // The tab's count (the same query, shared): shown on 'Novos', it is that list's total.
  const newCount = useAgentNewTicketCountQuery(onPortal ? undefined : skipToken, polling);
  const pastEnd = usePastEndClamp(pageQuery, queue.data?.total);
  // A new filter shows 'Carregando…' rather than the previous filter's tickets under it.
  const stale = queue.isFetching && queue.currentData === undefined;
  return (
    <>
      <title>{t('documentTitle.page', { page: tDesk('desk.title') })}</title>
      <div className="ch-container">
        <AgentQueueView
          desk={desk.data}
          deskError={desk.isError}
          onDeskRetry={() => void desk.refetch()}
          data={stale ? undefined : queue.data}
          loading={queue.isLoading || stale || pastEnd}
          error={queue.isError}
          onRetry={() => void queue.refetch()}
          filters={filters}
          onFiltersChange={change}
          page={page}
          pageSize={pageSize}
          onPageChange={listProps.onPageChange}
          onPageSizeChange={listProps.onPageSizeChange}
          newCount={newCount.data}
          ticketHref={(ticket) => paths.deskTicket.build(ticket.id)}
          LinkComponent={RouterLink}
        />
      </div>
    </>
  );
}
