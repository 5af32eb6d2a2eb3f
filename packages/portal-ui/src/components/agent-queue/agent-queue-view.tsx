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
  /** O que a Central de Atendimento oferece: as filas para filtrar, e se os chamados são atendidos no Znuny. */
  desk?: AgentDesk;
  /** A Central de Atendimento não pôde ser carregada e não há nada a mostrar. */
  deskError?: boolean;
  /** O botão 'Tentar novamente' depois dessa falha. */
  onDeskRetry?: () => void;
  /** A página de chamados destes filtros; ausente até chegar. */
  data?: AgentQueuePage;
  /** Ainda não há página para estes filtros: 'Carregando…'. Uma atualização automática mantém o que já se vê. */
  loading?: boolean;
  /** A fila não pôde ser carregada e não há página a mostrar: o motivo, com 'Tentar novamente'. */
  error?: boolean;
  /** 'Tentar novamente' depois de uma falha ao carregar a fila. */
  onRetry?: () => void;
  /** Os filtros escolhidos: estado, fila, 'Meus', 'Sem atendente' e o texto buscado. */
  filters: AgentQueueFilterValues;
  /** Um filtro mudou: só os que mudaram. */
  onFiltersChange: (changes: Partial<AgentQueueFilterValues>) => void;
  /** A página mostrada, a partir de 1. */
  page: number;
  /** Quantos chamados por página. */
  pageSize: number;
  /** O atendente foi para outra página. */
  onPageChange: (page: number) => void;
  /** O atendente escolheu outro número de chamados por página. */
  onPageSizeChange?: (pageSize: number) => void;
  /** Quantos chamados novos há: mostrado no filtro 'Novos', o mesmo número da aba 'Atendimento' e da lista 'Novos'. */
  newCount?: number;
  /** O endereço da página de um chamado na Central de Atendimento. */
  ticketHref: (ticket: AgentQueueRow) => string;
  /** Como os links são desenhados (o roteador do aplicativo); um link comum por padrão. */
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
 * /atendente, 'Central de Atendimento' (issue 21): the queue's filters (with the new tickets'
 * count on 'Novos', the same as the 'Atendimento' tab's and the 'Novos' list's), how many match,
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
  newCount,
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
      <AgentQueueFilters value={filters} filas={desk.filas} onChange={onFiltersChange} newCount={newCount} />
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
