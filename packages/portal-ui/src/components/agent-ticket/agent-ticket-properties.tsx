import type { AgentTicketDetail } from '@chamados/api-contract';
import type { ReactNode } from 'react';
import { deskTime } from '../../lib/desk-time';
import { tDesk } from '../../messages/t-desk';
import { AgentStateName } from './agent-state-name';

function Unset({ text }: { text: string }) {
  return <span className="ch-properties__unset">{text}</span>;
}

/** Props of {@link AgentTicketProperties}. */
export interface AgentTicketPropertiesProps {
  /** O chamado como a Central de Atendimento o recebe: serviço, fila, prioridade, estado, solicitante, datas e as respostas do estudante. */
  ticket: AgentTicketDetail;
}

/**
 * A ticket's properties as the desk reads them: Serviço, Fila, Prioridade, Estado, Atendente
 * ('você' when it is the agent), Solicitante with an e-mail link, Criado, Modificado (as
 * '04/03/2025 00:26'); then, under the disclosure 'Propriedades do atendimento', the student's
 * answers as they read them: the field's label and the option's text ('Vínculo: Aluno de
 * graduação', never `vinculo = graduacao`).
 * @example <AgentTicketProperties ticket={ticket} />
 */
export function AgentTicketProperties({ ticket }: AgentTicketPropertiesProps) {
  const { solicitante } = ticket;
  const rows: [string, ReactNode][] = [
    [tDesk('tickets.detail.service'), ticket.servico.trim() || <Unset text={tDesk('tickets.detail.notSet')} />],
    [tDesk('desk.ticket.queue'), ticket.fila],
    [tDesk('tickets.detail.priority'), ticket.prioridade],
    [tDesk('tickets.detail.state'), <AgentStateName estado={ticket.estado} />],
    [
      tDesk('tickets.detail.agent'),
      ticket.atendente.trim() === '' ? <Unset text={tDesk('desk.ticket.noAgent')} /> : ticket.meu ? tDesk('desk.ticket.agentMe', { nome: ticket.atendente }) : ticket.atendente,
    ],
    [
      tDesk('desk.ticket.requester'),
      <>
        <span className="ch-agent-props__name">{solicitante.nome || solicitante.id}</span>
        {solicitante.email ? (
          <a className="ch-agent-props__email" href={`mailto:${solicitante.email}`} aria-label={tDesk('desk.ticket.requesterEmail', { email: solicitante.email })}>
            {solicitante.email}
          </a>
        ) : null}
      </>,
    ],
    [tDesk('tickets.detail.created'), <time dateTime={ticket.criado}>{deskTime(ticket.criado)}</time>],
    [tDesk('desk.ticket.modified'), <time dateTime={ticket.modificado}>{deskTime(ticket.modificado)}</time>],
  ];
  // By label and option text (the server keeps them since issue 30); a ticket from before has only
  // its property names and codes, shown as they are rather than hidden.
  const attendance: [string, string][] = ticket.respostas ? ticket.respostas.map((r) => [r.rotulo, r.valor]) : Object.entries(ticket.propriedades);
  return (
    <>
      <dl className="ch-properties ch-agent-props" aria-label={tDesk('desk.ticket.properties')}>
        {rows.map(([term, value]) => (
          <div key={term} className="ch-properties__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <details className="ch-agent-props__attendance">
        <summary>{tDesk('desk.ticket.attendance')}</summary>
        {attendance.length === 0 ? (
          <p>{tDesk('desk.ticket.attendanceNone')}</p>
        ) : (
          <dl className="ch-properties">
            {attendance.map(([key, value], index) => (
              <div key={`${index}-${key}`} className="ch-properties__item">
                <dt>{key}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </details>
    </>
  );
}
