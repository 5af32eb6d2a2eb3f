import type { TicketListItem, TicketPage } from '@chamados/api-contract';
import { useId } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../lib/use-search-text';
import { t } from '../../messages/t';
import { Button } from '../button/button';
import type { LinkComponent } from '../link/link-component';
import { LoadFailure } from '../load-failure/load-failure';
import { Pagination } from '../pagination/pagination';
import { SearchBox } from '../search-box/search-box';
import { NewTicketLink, TicketList } from '../ticket-list/ticket-list';

/** Props of {@link TicketSearchView}. */
export interface TicketSearchViewProps {
  /** `?filtro` of the URL: fills the box; its results are `data`. */
  initialFilter?: string;
  /**
   * The search text, trimmed, 500 ms after the last key or at once on Enter / 'Buscar'; '' when
   * cleared. The app writes `?filtro` (back to page 1) and searches only a non-empty text (spec §5).
   */
  onFilterChange: (filter: string) => void;
  /** The answer of `GET /api/ticket/fulltext` for the current filter and page. */
  data?: TicketPage;
  /** A search is under way with nothing to show yet. */
  searching?: boolean;
  /** The search failed and there is nothing to show: 'Não foi possível buscar os chamados.' with 'Tentar novamente'; the box keeps its text. */
  error?: boolean;
  onRetry?: () => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  detailHref: (ticket: TicketListItem) => string;
  /** A search that finds nothing offers 'Abrir um chamado', a link to this address (`/atendimento`). */
  newTicketHref?: string;
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
          {t('tickets.search.label')}
        </label>
        <div className="ch-ticket-search__row">
          <SearchBox
            id={`${ids}-busca`}
            value={search.text}
            placeholder={t('tickets.search.placeholder')}
            aria-describedby={helpId}
            onValueChange={(text) => search.change(text)}
            onClear={() => search.clear()}
          />
          <Button type="submit" variant="primary">
            {t('tickets.search.submit')}
          </Button>
        </div>
        <p id={helpId} className="ch-field__help">
          {t('tickets.search.help')}
        </p>
      </form>
      <div className="ch-ticket-search__results" aria-busy={searching || undefined}>
        {error && !data && search.filter !== '' ? <LoadFailure message={t('tickets.search.failed')} onRetry={onRetry} /> : null}
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
    status = t('tickets.search.idle');
  } else if (!data) {
    status = searching ? t('tickets.search.searching') : '';
  } else if (data.tickets.length === 0 && data.maxSize === 0) {
    status = t('tickets.search.empty', { filtro: filter });
    body = (
      <div className="ch-ticket-search__hint">
        <p>{t('tickets.search.emptyHint')}</p>
        {newTicketHref ? <NewTicketLink href={newTicketHref} LinkComponent={LinkComponent} /> : null}
      </div>
    );
  } else {
    status = t('tickets.search.count', { n: data.maxSize });
    body = (
      <TicketList
        tickets={data.tickets}
        labelledBy={`${titleId} ${countId}`}
        detailHref={detailHref}
        LinkComponent={LinkComponent}
        emptyMessage={t('tickets.search.empty', { filtro: filter })}
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
