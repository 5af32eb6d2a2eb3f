import { useId } from 'react';
import { tTickets } from '../../messages/t-tickets';
import { Icon } from '../icon/icon';
import { pageCount, pageItems } from './page-items';

/** Page sizes offered by default; the spec's default is 10 (`itensporpagina`). */
export const PAGE_SIZES = [10, 20, 50] as const;

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /**
   * A página atual, a partir de 1: o seu número aparece destacado.
   * @remarks The current page, from 1 (`?pagina`).
   */
  page: number;
  /**
   * Quantos itens cada página mostra; aparece escolhido em 'Itens por página'.
   * @remarks Items per page (`?itensporpagina`).
   */
  pageSize: number;
  /**
   * Quantos itens a lista tem ao todo: define quantas páginas há e o texto '1–10 de 42'.
   * @remarks Every item of the list (`maxSize`).
   */
  total: number;
  /** O que acontece ao escolher outra página. */
  onPageChange: (page: number) => void;
  /**
   * O que acontece ao mudar 'Itens por página'; sem ele, essa escolha não aparece. A lista volta
   * para a página 1.
   * @remarks Shows the 'Itens por página' choice; the app goes back to page 1 when it changes.
   */
  onPageSizeChange?: (pageSize: number) => void;
  /** Os tamanhos oferecidos em 'Itens por página'. */
  pageSizes?: readonly number[];
}

/**
 * Page navigation (spec §2, §9): 'Anterior', at most 7 page buttons (first, last, the current page
 * with its neighbours, gaps for the rest), 'Próxima'; the current page has `aria-current="page"`.
 * Shows '1–10 de 23 chamados' and, when asked, the 'Itens por página' choice. Nothing to show for
 * a list that fits the smallest page.
 * @example <Pagination page={pagina} pageSize={itens} total={data.maxSize} onPageChange={goTo} onPageSizeChange={resize} />
 */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PaginationProps) {
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const canResize = onPageSizeChange !== undefined && total > Math.min(...sizes);
  if (pages <= 1 && !canResize) return null;
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);

  return (
    <div className="ch-pagination">
      <p className="ch-pagination__range">{tTickets('tickets.pagination.range', { from, to, total })}</p>
      {pages > 1 ? (
        <nav className="ch-pagination__nav" aria-label={tTickets('tickets.pagination.label')}>
          <ul className="ch-pagination__list">
            <li>
              <button
                type="button"
                className="ch-pagination__step"
                aria-label={tTickets('tickets.pagination.previousLabel')}
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
              >
                <Icon name="chevron-left" />
                <span className="ch-pagination__step-text">{tTickets('tickets.pagination.previous')}</span>
              </button>
            </li>
            {pageItems(current, pages).map((item, index) =>
              item === 'gap' ? (
                <li key={`gap-${index}`} className="ch-pagination__gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <button
                    type="button"
                    className="ch-pagination__page"
                    aria-label={tTickets('tickets.pagination.page', { n: item })}
                    aria-current={item === current ? 'page' : undefined}
                    onClick={() => {
                      if (item !== current) onPageChange(item);
                    }}
                  >
                    {item}
                  </button>
                </li>
              ),
            )}
            <li>
              <button
                type="button"
                className="ch-pagination__step"
                aria-label={tTickets('tickets.pagination.nextLabel')}
                disabled={current >= pages}
                onClick={() => onPageChange(current + 1)}
              >
                <span className="ch-pagination__step-text">{tTickets('tickets.pagination.next')}</span>
                <Icon name="chevron-right" />
              </button>
            </li>
          </ul>
        </nav>
      ) : null}
      {canResize ? (
        <div className="ch-pagination__size">
          <label htmlFor={sizeId}>{tTickets('tickets.pagination.pageSize')}</label>
          <select id={sizeId} className="ch-input ch-pagination__select" value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
