import type { ListState, TicketListItem, TicketPage } from '@chamados/api-contract';
import { useId } from 'react';
import type { MessageKey } from '../../messages/pt-BR';
import { t } from '../../messages/t';
import { LoadFailure } from '../load-failure/load-failure';
import type { LinkComponent } from '../link/link-component';
import { Pagination } from '../pagination/pagination';
import { TicketList } from '../ticket-list/ticket-list';

const TEXTS: Record<ListState, { title: MessageKey; empty: MessageKey }> = {
  aberto: { title: 'tickets.open.title', empty: 'tickets.open.empty' },
  fechado: { title: 'tickets.closed.title', empty: 'tickets.closed.empty' },
};

/** Props of {@link TicketListView}. */
export interface TicketListViewProps {
  /** Which list: 'Chamados abertos' or 'Chamados fechados'. */
  estado: ListState;
  /** The page `GET /api/ticket` answered; undefined until it arrives. */
  data?: TicketPage;
  /** No data yet. A refetch (polling) keeps showing the data it has. */
  loading?: boolean;
  /** Loading failed and there is nothing to show: 'Não foi possível carregar os chamados.' with 'Tentar novamente'. */
  error?: boolean;
  onRetry?: () => void;
  /** `?pagina`, from 1. */
  page: number;
  /** `?itensporpagina`. */
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Offers 'Itens por página'; the app goes back to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
  detailHref: (ticket: TicketListItem) => string;
  /** An empty list offers 'Abrir um chamado', a link to this address (`/atendimento`). */
  newTicketHref?: string;
  LinkComponent?: LinkComponent;
}

/**
 * /chamados/abertos and /chamados/fechados (spec §2): the title, the list and its pages; empty,
 * 'Você não possui nenhum Chamado em Aberto' or '… Fechado', with 'Abrir um chamado' under it.
 * @example <TicketListView estado="aberto" data={data} loading={isLoading} page={pagina} pageSize={itens} onPageChange={goTo} detailHref={(t) => paths.detail(t.id)} LinkComponent={RouterLink} />
 */
export function TicketListView({ estado, data, loading = false, error = false, onRetry, page, pageSize, onPageChange, onPageSizeChange, detailHref, newTicketHref, LinkComponent }: TicketListViewProps) {
  const titleId = useId();
  const texts = TEXTS[estado];
  return (
    <section className="ch-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="ch-page__title">
        {t(texts.title)}
      </h1>
      {error && !data ? (
        <LoadFailure message={t('tickets.list.loadFailed')} onRetry={onRetry} />
      ) : (
      <TicketList
        tickets={data?.tickets ?? []}
        loading={loading && !data}
        labelledBy={titleId}
        detailHref={detailHref}
        LinkComponent={LinkComponent}
        emptyMessage={t(texts.empty)}
        newTicketHref={newTicketHref}
      />
      )}
      {data && data.maxSize > 0 ? (
        <Pagination page={page} pageSize={pageSize} total={data.maxSize} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
      ) : null}
    </section>
  );
}
