import type { ListState, TicketListItem, TicketPage } from '@chamados/api-contract';
import { useId } from 'react';
import type { TicketsMessageKey } from '../../messages/pt-BR-tickets';
import { tTickets } from '../../messages/t-tickets';
import { LoadFailure } from '../load-failure/load-failure';
import type { LinkComponent } from '../link/link-component';
import { Pagination } from '../pagination/pagination';
import { TicketList } from '../ticket-list/ticket-list';

const TEXTS: Record<ListState, { title: TicketsMessageKey; empty: TicketsMessageKey }> = {
  aberto: { title: 'tickets.open.title', empty: 'tickets.open.empty' },
  fechado: { title: 'tickets.closed.title', empty: 'tickets.closed.empty' },
};

/** Props of {@link TicketListView}. */
export interface TicketListViewProps {
  /** Qual lista a página mostra: os chamados abertos ou os fechados (o título e a mensagem de lista vazia mudam com ela). */
  estado: ListState;
  /** A página de chamados; ausente até chegar. */
  data?: TicketPage;
  /** A lista está sendo carregada: mostra 'Carregando…'. */
  loading?: boolean;
  /** A lista não pôde ser carregada: a mensagem, com 'Tentar novamente'. */
  error?: boolean;
  /** O botão 'Tentar novamente' depois dessa falha. */
  onRetry?: () => void;
  /** A página mostrada, a partir de 1. */
  page: number;
  /** Quantos chamados por página. */
  pageSize: number;
  /** A pessoa foi para outra página. */
  onPageChange: (page: number) => void;
  /** A pessoa escolheu outro número de chamados por página. */
  onPageSizeChange?: (pageSize: number) => void;
  /** O endereço da página de um chamado. */
  detailHref: (ticket: TicketListItem) => string;
  /** Sem chamados, um botão 'Abrir um chamado' leva a este endereço. */
  newTicketHref?: string;
  /** Como os links são desenhados (o roteador do aplicativo); um link comum por padrão. */
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
        {tTickets(texts.title)}
      </h1>
      {error && !data ? (
        <LoadFailure message={tTickets('tickets.list.loadFailed')} onRetry={onRetry} />
      ) : (
      <TicketList
        tickets={data?.tickets ?? []}
        loading={loading && !data}
        labelledBy={titleId}
        detailHref={detailHref}
        LinkComponent={LinkComponent}
        emptyMessage={tTickets(texts.empty)}
        newTicketHref={newTicketHref}
      />
      )}
      {data && data.maxSize > 0 ? (
        <Pagination page={page} pageSize={pageSize} total={data.maxSize} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
      ) : null}
    </section>
  );
}
