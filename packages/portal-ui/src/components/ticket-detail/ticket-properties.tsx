import type { TicketDetail } from '@chamados/api-contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date-time';
import type { TicketsMessageKey } from '../../messages/pt-BR-tickets';
import { tTickets } from '../../messages/t-tickets';
import { TicketStateIcon } from '../ticket-list/ticket-marks';

function DateValue({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

function Text({ value }: { value: string }) {
  const text = value.trim();
  return text ? <>{text}</> : <span className="ch-properties__unset">{tTickets('tickets.detail.notSet')}</span>;
}

/** Props of {@link TicketProperties}. */
export interface TicketPropertiesProps {
  /** O chamado cujos dados aparecem: serviço, datas, estado, prazos, prioridade e quem atende. */
  ticket: TicketDetail;
  /** O nome da lista de dados, lido por leitores de tela ('Dados do chamado'). */
  label: string;
}

/**
 * The properties of a ticket (spec §2): Serviço, Criado, Estado, the three deadlines only when the
 * ticket has them, Prioridade, Atendente, Responsável, as a description list.
 * @example <TicketProperties ticket={ticket} labelledBy={id} />
 */
export function TicketProperties({ ticket, label }: TicketPropertiesProps) {
  const rows: [TicketsMessageKey, ReactNode][] = [
    ['tickets.detail.service', <Text value={ticket.servico} />],
    ['tickets.detail.created', <DateValue iso={ticket.criado} />],
    ['tickets.detail.state', <TicketStateIcon estado={ticket.estado} withText />],
  ];
  if (ticket.prazoPrimeiraResposta) rows.push(['tickets.detail.firstResponse', <DateValue iso={ticket.prazoPrimeiraResposta} />]);
  if (ticket.prazoAtualizacao) rows.push(['tickets.detail.update', <DateValue iso={ticket.prazoAtualizacao} />]);
  if (ticket.prazoSolucao) rows.push(['tickets.detail.solution', <DateValue iso={ticket.prazoSolucao} />]);
  rows.push(
    ['tickets.detail.priority', <Text value={ticket.prioridade} />],
    ['tickets.detail.agent', <Text value={ticket.atendente} />],
    ['tickets.detail.owner', <Text value={ticket.responsavel} />],
  );
  return (
    <dl className="ch-properties" aria-label={label}>
      {rows.map(([key, value]) => (
        <div key={key} className="ch-properties__item">
          <dt>{tTickets(key)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
