import type { TicketListItem } from '@chamados/api-contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import { truncate } from '../../lib/truncate';
import { tTickets } from '../../messages/t-tickets';
import { buttonClass } from '../button/button';
import { Icon } from '../icon/icon';
import { Anchor, type LinkComponent } from '../link/link-component';
import { LoadingIndicator } from '../loading-indicator/loading-indicator';
import { TicketStateIcon, UnseenStar } from './ticket-marks';

/** List titles are cut at this many characters (spec §9). */
export const LIST_TITLE_LIMIT = 50;

/** Props of {@link TicketList}. */
export interface TicketListProps {
  /** Os chamados da página: número, título, serviço, estado, datas e se há novidade não vista. */
  tickets: readonly TicketListItem[];
  /** O título da página que dá nome à tabela, pelo seu identificador. */
  labelledBy?: string;
  /** O nome da tabela quando nenhum título a nomeia. */
  label?: string;
  /** O endereço da página de um chamado. */
  detailHref: (ticket: TicketListItem) => string;
  /** Como os links são desenhados (o roteador do aplicativo); um link comum por padrão. */
  LinkComponent?: LinkComponent;
  /** O que aparece no lugar da tabela quando não há chamados ('Você não possui nenhum Chamado em Aberto'). */
  emptyMessage: ReactNode;
  /** Sem chamados, um botão 'Abrir um chamado' para este endereço. */
  newTicketHref?: string;
  /** Ainda sem dados: 'Carregando…'. */
  loading?: boolean;
}

function DateCell({ label, iso }: { label: string; iso: string }) {
  return (
    <td role="cell" className="ch-tickets__cell ch-tickets__cell--date">
      <span className="ch-tickets__label" aria-hidden="true">
        {label}
      </span>
      <time dateTime={iso}>{formatDateTime(iso)}</time>
    </td>
  );
}

/**
 * 'Abrir um chamado' where a student finds no ticket: an empty list is where they look for help.
 * @example <NewTicketLink href="/atendimento" LinkComponent={RouterLink} />
 */
export function NewTicketLink({ href, LinkComponent = Anchor }: { href: string; LinkComponent?: LinkComponent }) {
  return (
    <LinkComponent href={href} className={buttonClass('primary', 'ch-tickets__new')}>
      <Icon name="plus-circle" />
      {tTickets('tickets.newTicket')}
    </LinkComponent>
  );
}

/** The title cut at 50; a cut title keeps the whole of it as a tooltip. */
function ListTitle({ text }: { text: string }) {
  const shown = truncate(text, LIST_TITLE_LIMIT);
  return <span title={shown === text ? undefined : text}>{shown}</span>;
}

/**
 * The service under the title: tickets that kept the default subject ('Chamado criado
 * automaticamente - {data}') are told apart by it. Read as 'Serviço: …' by screen readers.
 * @example <TicketService servico="Rede sem fio" />
 */
export function TicketService({ servico, className = 'ch-tickets__service' }: { servico?: string; className?: string }) {
  const text = servico?.trim();
  if (!text) return null;
  return (
    <span className={className}>
      <span className="ch-visually-hidden">{tTickets('tickets.detail.service')}: </span>
      {text}
    </span>
  );
}

/**
 * The user's tickets (spec §2): Chamado (state icon, the number linking to the detail, a star when
 * unseen), Título cut at 50 with the service under it, Criado, Modificado; unseen tickets in bold. Below 48rem each row
 * becomes a card (CSS only; explicit table roles keep the table semantics when rows are blocks).
 * @example <TicketList tickets={page.tickets} labelledBy={titleId} detailHref={(t) => `/chamados/detalhe/${t.id}`} emptyMessage="Você não possui nenhum Chamado em Aberto" />
 */
export function TicketList({ tickets, labelledBy, label, detailHref, LinkComponent = Anchor, emptyMessage, newTicketHref, loading = false }: TicketListProps) {
  if (loading) return <LoadingIndicator />;
  if (tickets.length === 0) {
    return (
      <div className="ch-tickets__empty">
        <p role="status" className="ch-tickets__empty-text">
          {emptyMessage}
        </p>
        {newTicketHref ? <NewTicketLink href={newTicketHref} LinkComponent={LinkComponent} /> : null}
      </div>
    );
  }
  return (
    <table className="ch-tickets" role="table" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      <thead role="rowgroup" className="ch-tickets__head">
        <tr role="row">
          <th role="columnheader" scope="col">
            {tTickets('tickets.column.ticket')}
          </th>
          <th role="columnheader" scope="col">
            {tTickets('tickets.column.title')}
          </th>
          <th role="columnheader" scope="col">
            {tTickets('tickets.column.created')}
          </th>
          <th role="columnheader" scope="col">
            {tTickets('tickets.column.modified')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {tickets.map((ticket) => (
          <tr key={ticket.id} role="row" className={['ch-tickets__row', ticket.visualizado ? undefined : 'ch-tickets__row--unseen'].filter(Boolean).join(' ')}>
            <td role="cell" className="ch-tickets__cell ch-tickets__cell--ticket">
              <TicketStateIcon estado={ticket.estado} />
              <LinkComponent href={detailHref(ticket)} className="ch-tickets__link">
                {ticket.tn}
              </LinkComponent>
              {ticket.visualizado ? null : <UnseenStar />}
            </td>
            <td role="cell" className="ch-tickets__cell ch-tickets__cell--title">
              <span className="ch-tickets__label" aria-hidden="true">
                {tTickets('tickets.column.title')}
              </span>
              <ListTitle text={ticket.titulo} />
              <TicketService servico={ticket.servico} />
            </td>
            <DateCell label={tTickets('tickets.column.created')} iso={ticket.criado} />
            <DateCell label={tTickets('tickets.column.modified')} iso={ticket.modificado} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
