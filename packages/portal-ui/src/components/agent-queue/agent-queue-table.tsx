import type { AgentQueueRow } from '@chamados/api-contract';
import { Fragment, type ReactNode } from 'react';
import { deskTime } from '../../lib/desk-time';
import { truncate } from '../../lib/truncate';
import { tDesk } from '../../messages/t-desk';
import { Anchor, type LinkComponent } from '../link/link-component';
import { TicketStateIcon, UnseenStar } from '../ticket-list/ticket-marks';
import { LIST_TITLE_LIMIT, TicketService } from '../ticket-list/ticket-list';

/** Props of {@link AgentQueueTable}. */
export interface AgentQueueTableProps {
  /** Os chamados da página da fila: número, título e serviço, solicitante, fila, estado, prioridade, prazo e atendente. */
  tickets: readonly AgentQueueRow[];
  /** O que dá nome à tabela (o título da página e a contagem), pelos identificadores. */
  labelledBy?: string;
  /** O nome da tabela quando nenhum título a nomeia. */
  label?: string;
  /** O endereço da página de um chamado na Central de Atendimento. */
  ticketHref: (ticket: AgentQueueRow) => string;
  /** Como os links são desenhados (o roteador do aplicativo); um link comum por padrão. */
  LinkComponent?: LinkComponent;
}

/** A cell with its column's name, shown only on the cards (phones). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={['ch-tickets__cell', className].filter(Boolean).join(' ')}>
      <span className="ch-tickets__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </td>
  );
}

/** The state as the desk names it: 'pendente-cliente' waits for the requester, not for "you". */
function StateText({ estado }: { estado: string }) {
  if (estado !== 'pendente-cliente') return <TicketStateIcon estado={estado} withText />;
  return (
    <span className="ch-state ch-state--pendente-cliente">
      <TicketStateIcon estado={estado} />
      <span className="ch-state__text">{tDesk('desk.state.pendenteCliente')}</span>
    </span>
  );
}

function Deadline({ ticket }: { ticket: AgentQueueRow }) {
  // Waiting for the student, the clocks stand still: its deadlines are paused, not gone.
  if (!ticket.prazo && ticket.estado === 'pendente-cliente') return <span className="ch-desk-queue__none">{tDesk('desk.queue.paused')}</span>;
  if (!ticket.prazo) return <span className="ch-desk-queue__none">{tDesk('desk.queue.noDeadline')}</span>;
  return (
    <>
      <time dateTime={ticket.prazo}>{deskTime(ticket.prazo)}</time>
      {ticket.atrasado ? <span className="ch-desk-queue__late">{tDesk('desk.queue.overdue')}</span> : null}
    </>
  );
}

function Agent({ ticket }: { ticket: AgentQueueRow }) {
  if (!ticket.atendente) return <span className="ch-desk-queue__none">{tDesk('desk.queue.noAgent')}</span>;
  return <>{ticket.meu ? tDesk('desk.queue.you', { nome: ticket.atendente }) : ticket.atendente}</>;
}

/** A queue's path ('N1::Service Desk::Viçosa') that breaks after a '::', never inside a word. */
function QueueName({ name }: { name: string }) {
  const parts = name.split('::');
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? (
            <>
              ::
              <wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

const columns = [
  'desk.queue.column.ticket',
  'desk.queue.column.title',
  'desk.queue.column.requester',
  'desk.queue.column.queue',
  'desk.queue.column.state',
  'desk.queue.column.priority',
  'desk.queue.column.deadline',
  'desk.queue.column.agent',
] as const;

/**
 * The agents' queue (issue 21): Chamado (the number linking to the desk's ticket page, a star
 * when the agent has not seen every article), Título cut at 50 with the service under it (tickets
 * that kept the default subject are told apart by it), Solicitante, Fila, Estado,
 * Prioridade, Prazo (the nearest SLA deadline as '04/03/2025 00:26', 'Atrasado' when past),
 * Atendente ('Sem atendente').
 * Unseen rows in bold. Below 48rem each row becomes a card, as the students' lists do.
 * @example <AgentQueueTable tickets={page.tickets} labelledBy={titleId} ticketHref={(t) => `/atendente/chamado/${t.id}`} />
 */
export function AgentQueueTable({ tickets, labelledBy, label, ticketHref, LinkComponent = Anchor }: AgentQueueTableProps) {
  return (
    <div className="ch-desk-queue__scroll">
      <table className="ch-tickets ch-desk-queue__table" role="table" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
        <thead role="rowgroup" className="ch-tickets__head">
          <tr role="row">
            {columns.map((key) => (
              <th key={key} role="columnheader" scope="col">
                {tDesk(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {tickets.map((ticket) => {
            const title = truncate(ticket.titulo, LIST_TITLE_LIMIT);
            return (
              <tr key={ticket.id} role="row" className={['ch-tickets__row', ticket.visualizado ? undefined : 'ch-tickets__row--unseen', ticket.atrasado ? 'ch-desk-queue__row--late' : undefined].filter(Boolean).join(' ')}>
                <td role="cell" className="ch-tickets__cell ch-tickets__cell--ticket">
                  <LinkComponent href={ticketHref(ticket)} className="ch-tickets__link">
                    {ticket.tn}
                  </LinkComponent>
                  {ticket.visualizado ? null : <UnseenStar label={tDesk('desk.queue.unseen')} />}
                </td>
                <Cell label={tDesk('desk.queue.column.title')} className="ch-tickets__cell--title">
                  <span title={title === ticket.titulo ? undefined : ticket.titulo}>{title}</span>
                  <TicketService servico={ticket.servico} />
                </Cell>
                <Cell label={tDesk('desk.queue.column.requester')}>{ticket.solicitante}</Cell>
                <Cell label={tDesk('desk.queue.column.queue')}>
                  <QueueName name={ticket.fila} />
                </Cell>
                <Cell label={tDesk('desk.queue.column.state')} className="ch-desk-queue__nowrap">
                  <StateText estado={ticket.estado} />
                </Cell>
                <Cell label={tDesk('desk.queue.column.priority')} className="ch-desk-queue__nowrap">
                  {ticket.prioridade}
                </Cell>
                <Cell label={tDesk('desk.queue.column.deadline')} className="ch-tickets__cell--date ch-desk-queue__deadline">
                  <Deadline ticket={ticket} />
                </Cell>
                <Cell label={tDesk('desk.queue.column.agent')}>
                  <Agent ticket={ticket} />
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
