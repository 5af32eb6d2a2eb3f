import type { AgentDesk, AgentQueuePage, AgentQueueRow } from '@chamados/api-contract';
import { useId } from 'react';
import { tDesk } from '../../messages/t-desk';
import { Icon } from '../icon/icon';
import type { LinkComponent } from '../link/link-component';
import { LoadFailure } from '../load-failure/load-failure';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { Pagination } from '../pagination/pagination';
import { AgentQueueFilters, isFilteredQueue, type AgentQueueFilterValues } from './agent-queue-filters';
import { AgentQueueTable } from './agent-queue-table';

/** Props of {@link AgentQueueView}. */
export interface AgentQueueViewProps {
  /** `GET /api/agente`: the queues to filter by, and whether tickets are answered in Znuny. */
  desk?: AgentDesk;
  /** The desk could not be loaded and there is nothing to show. */
  deskError?: boolean;
  onDeskRetry?: () => void;
  /** The page `GET /api/agente/chamados` answered for `filters`; undefined until it arrives. */
  data?: AgentQueuePage;
  /** No page for these filters yet. A refetch (polling) keeps showing what it has. */
  loading?: boolean;
  /** Loading failed and there is no page to show: the reason with 'Tentar novamente'. */
  error?: boolean;
  onRetry?: () => void;
  filters: AgentQueueFilterValues;
  onFiltersChange: (changes: Partial<AgentQueueFilterValues>) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  /** The desk's ticket page (`/atendente/chamado/:id`). */
  ticketHref: (ticket: AgentQueueRow) => string;
  LinkComponent?: LinkComponent;
}

/** Said where the desk is off: the tickets are answered in Znuny, with a link when there is one. */
function ZnunyNotice({ url }: { url?: string }) {
  return (
    <div className="ch-desk-queue__znuny" role="note">
      <Icon name="info" size={24} />
      <div>
        <p>{tDesk('desk.znuny.text')}</p>
        {url ? (
          <p>
            <a href={url} rel="noopener">
              {tDesk('desk.znuny.link')}
            </a>
          </p>
        ) : (
          <p>{tDesk('desk.znuny.noLink')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * /atendente, 'Central de Atendimento' (issue 21): the queue's filters, how many tickets match,
 * the queue (table, cards on phones) and its pages. Empty, loading and failure say so in words;
 * with Znuny as the store, the page says that the tickets are answered there instead.
 * @example <AgentQueueView desk={desk} data={page} filters={filters} onFiltersChange={update} page={1} pageSize={25} onPageChange={goTo} ticketHref={(t) => `/atendente/chamado/${t.id}`} />
 */
export function AgentQueueView({
  desk,
  deskError = false,
  onDeskRetry,
  data,
  loading = false,
  error = false,
  onRetry,
  filters,
  onFiltersChange,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  ticketHref,
  LinkComponent,
}: AgentQueueViewProps) {
  const ids = useId();
  const titleId = `${ids}-titulo`;
  const countId = `${ids}-contagem`;
  const heading = (
    <h1 id={titleId} className="ch-page__title">
      {tDesk('desk.title')}
    </h1>
  );
  if (desk?.atendimento === 'znuny') {
    return (
      <section className="ch-page ch-desk-queue" aria-labelledby={titleId}>
        {heading}
        <ZnunyNotice url={desk.urlZnuny} />
      </section>
    );
  }
  if (!desk) {
    return (
      <section className="ch-page ch-desk-queue" aria-labelledby={titleId}>
        {heading}
        {deskError ? <LoadFailure message={tDesk('desk.loadFailed')} onRetry={onDeskRetry} /> : <LoadingIndicator />}
      </section>
    );
  }

  let count = '';
  let body;
  if (error && !data) body = <LoadFailure message={tDesk('desk.queue.loadFailed')} onRetry={onRetry} />;
  else if (loading || !data) body = <LoadingIndicator />;
  else if (data.tickets.length === 0 && data.total === 0) {
    count = filters.estado === 'novos' && !isFilteredQueue({ ...filters, estado: 'abertos' }) ? tDesk('desk.queue.emptyNew') : tDesk('desk.queue.empty');
    body = <p className="ch-desk-queue__hint">{tDesk('desk.queue.emptyHint')}</p>;
  } else {
    count = data.totalExato ? tDesk('desk.queue.count', { n: data.total }) : tDesk('desk.queue.countMore', { n: data.total });
    body = <AgentQueueTable tickets={data.tickets} labelledBy={`${titleId} ${countId}`} ticketHref={ticketHref} LinkComponent={LinkComponent} />;
  }
  const empty = data !== undefined && data.total === 0 && !(error && !data);
  return (
    <section className="ch-page ch-desk-queue" aria-labelledby={titleId}>
      {heading}
      <AgentQueueFilters value={filters} filas={desk.filas} onChange={onFiltersChange} />
      <div className={empty ? 'ch-desk-queue__results ch-desk-queue__results--empty' : 'ch-desk-queue__results'}>
        <p id={countId} role="status" className="ch-desk-queue__count">
          {count}
        </p>
        {body}
      </div>
      {data && data.total > 0 && !loading ? <Pagination page={page} pageSize={pageSize} total={data.total} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} /> : null}
    </section>
  );
}
