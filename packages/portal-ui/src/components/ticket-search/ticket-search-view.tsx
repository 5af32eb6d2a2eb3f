import type { TicketListItem, TicketPage } from '@chamados/api-contract';
import { useId } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../lib/use-search-text';
import { t } from '../../messages/t';
import { tTickets } from '../../messages/t-tickets';
import { Button } from '../button/button';
import type { LinkComponent } from '../link/link-component';
import { LoadFailure } from '../load-failure/load-failure';
import { Pagination } from '../pagination/pagination';
import { SearchBox } from '../search-box/search-box';
import { NewTicketLink, TicketList } from '../ticket-list/ticket-list';

/** Props of {@link TicketSearchView}. */
export interface TicketSearchViewProps {
  /** O texto já buscado quando a página abre (vindo do endereço). */
  initialFilter?: string;
  /** A pessoa buscou um texto: o aplicativo pede os chamados que o contêm. */
  onFilterChange: (filter: string) => void;
  /** A página de resultados; ausente até chegar. */
  data?: TicketPage;
  /** A busca está em andamento: mostra 'Carregando…'. */
  searching?: boolean;
  /** A busca não pôde ser feita: a mensagem, com 'Tentar novamente'. */
  error?: boolean;
  /** O botão 'Tentar novamente' depois dessa falha. */
  onRetry?: () => void;
  /** A página de resultados mostrada, a partir de 1. */
  page: number;
  /** Quantos chamados por página. */
  pageSize: number;
  /** A pessoa foi para outra página. */
  onPageChange: (page: number) => void;
  /** A pessoa escolheu outro número de chamados por página. */
  onPageSizeChange?: (pageSize: number) => void;
  /** O endereço da página de um chamado. */
  detailHref: (ticket: TicketListItem) => string;
  /** Sem resultados, um botão 'Abrir um chamado' leva a este endereço. */
  newTicketHref?: string;
  /** Como os links são desenhados (o roteador do aplicativo); um link comum por padrão. */
  LinkComponent?: LinkComponent;
}

/**
 * 'Buscar Chamados' (spec §2, §5): a labelled search box (placeholder 'Procurar Chamado') that
 * searches 500 ms after the last key and never while empty; the results in the ticket list with
 * pages, their number announced; no result says that a protocol number works too.
 * @example <TicketSearchView initialFilter={filtro} onFilterChange={setFiltro} data={data} searching={isFetching} page={pagina} pageSize={itens} onPageChange={goTo} detailHref={href} />
 */
export function TicketSearchView({
  initialFilter = '',
  onFilterChange,
  data,
  searching = false,
  error = false,
  onRetry,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  detailHref,
  newTicketHref,
  LinkComponent,
}: TicketSearchViewProps) {
  const search = useSearchText(initialFilter, onFilterChange, SEARCH_DEBOUNCE_MS);
  const ids = useId();
  const titleId = `${ids}-titulo`;
  const helpId = `${ids}-ajuda`;
  const countId = `${ids}-contagem`;

  return (
    <section className="ch-page ch-ticket-search" aria-labelledby={titleId}>
      <h1 id={titleId} className="ch-page__title">
        {t('nav.searchTickets')}
      </h1>
      <form
        role="search"
        className="ch-ticket-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <label htmlFor={`${ids}-busca`} className="ch-field__label">
          {tTickets('tickets.search.label')}
        </label>
        <div className="ch-ticket-search__row">
          <SearchBox
            id={`${ids}-busca`}
            value={search.text}
            placeholder={tTickets('tickets.search.placeholder')}
            aria-describedby={helpId}
            onValueChange={(text) => search.change(text)}
            onClear={() => search.clear()}
          />
          <Button type="submit" variant="primary">
            {tTickets('tickets.search.submit')}
          </Button>
        </div>
        <p id={helpId} className="ch-field__help">
          {tTickets('tickets.search.help')}
        </p>
      </form>
      <div className="ch-ticket-search__results" aria-busy={searching || undefined}>
        {error && !data && search.filter !== '' ? <LoadFailure message={tTickets('tickets.search.failed')} onRetry={onRetry} /> : null}
        <Results filter={search.filter} data={data} searching={searching} titleId={titleId} countId={countId} detailHref={detailHref} newTicketHref={newTicketHref} LinkComponent={LinkComponent} />
        {search.filter !== '' && data && data.maxSize > 0 ? (
          <Pagination page={page} pageSize={pageSize} total={data.maxSize} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
        ) : null}
      </div>
    </section>
  );
}

interface ResultsProps extends Pick<TicketSearchViewProps, 'data' | 'searching' | 'detailHref' | 'newTicketHref' | 'LinkComponent'> {
  filter: string;
  titleId: string;
  countId: string;
}

function Results({ filter, data, searching, titleId, countId, detailHref, newTicketHref, LinkComponent }: ResultsProps) {
  // One polite status for the whole search: it speaks when a search starts and when its answer lands.
  let status: string;
  let body = null;
  if (filter === '') {
    status = tTickets('tickets.search.idle');
  } else if (!data) {
    status = searching ? tTickets('tickets.search.searching') : '';
  } else if (data.tickets.length === 0 && data.maxSize === 0) {
    status = tTickets('tickets.search.empty', { filtro: filter });
    body = (
      <div className="ch-ticket-search__hint">
        <p>{tTickets('tickets.search.emptyHint')}</p>
        {newTicketHref ? <NewTicketLink href={newTicketHref} LinkComponent={LinkComponent} /> : null}
      </div>
    );
  } else {
    status = tTickets('tickets.search.count', { n: data.maxSize });
    body = (
      <TicketList
        tickets={data.tickets}
        labelledBy={`${titleId} ${countId}`}
        detailHref={detailHref}
        LinkComponent={LinkComponent}
        emptyMessage={tTickets('tickets.search.empty', { filtro: filter })}
      />
    );
  }
  const quiet = filter === '' || (data !== undefined && data.tickets.length > 0);
  return (
    <>
      <p id={countId} role="status" className={quiet ? 'ch-ticket-search__count' : 'ch-ticket-search__message'}>
        {searching && !data ? <span className="ch-spinner" aria-hidden="true" /> : null}
        {status}
      </p>
      {body}
    </>
  );
}
