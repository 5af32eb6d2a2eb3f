import type { DeadlineStatus, SlaDeadline, TicketSla } from '@chamados/api-contract';
import { deskTime } from '../../lib/desk-time';
import { tDesk } from '../../messages/t-desk';
import { Icon, type IconName } from '../icon/icon';

const DEADLINES = ['primeiraResposta', 'atualizacao', 'solucao'] as const;

/** How each situation looks: late ones stand out, met ones are quiet. */
const LOOK: Record<DeadlineStatus, { icon: IconName; tone: string }> = {
  'no-prazo': { icon: 'clock', tone: 'running' },
  atrasado: { icon: 'alert-circle', tone: 'late' },
  cumprido: { icon: 'check-circle', tone: 'met' },
  'cumprido-com-atraso': { icon: 'check', tone: 'met-late' },
  pausado: { icon: 'pause', tone: 'paused' },
  'sem-prazo': { icon: 'circle', tone: 'none' },
};

function When({ deadline }: { deadline: SlaDeadline }) {
  // A paused deadline's date moves by however long the pause lasts: the time left is what holds.
  if (deadline.situacao === 'pausado' && deadline.restanteMin !== undefined) {
    const horas = Math.floor(deadline.restanteMin / 60);
    return <>{tDesk('desk.ticket.sla.remaining', { horas, minutos: deadline.restanteMin % 60 })}</>;
  }
  return (
    <>
      {deadline.prazo ? <time dateTime={deadline.prazo}>{deskTime(deadline.prazo)}</time> : null}
      {deadline.cumpridoEm ? (
        <span className="ch-sla__met">
          {' '}
          ({tDesk('desk.ticket.sla.metAt', { data: deskTime(deadline.cumpridoEm) })})
        </span>
      ) : null}
    </>
  );
}

/** Props of {@link SlaDeadlines}. */
export interface SlaDeadlinesProps {
  /** Os três prazos do chamado (primeira resposta, atualização, solução) e como cada um está. */
  sla: TicketSla;
  /** O título que dá nome à tabela ('Prazos'), pelo seu identificador. */
  labelledBy?: string;
}

/**
 * The three SLA deadlines of a ticket (first response, update, solution) as a table: the deadline
 * in pt-BR ('dd/MM/yyyy H:mm', America/Sao_Paulo) and its situation in words with an icon —
 * 'No prazo', 'Atrasado', 'Cumprido', 'Cumprido com atraso', 'Pausado: aguardando o solicitante'
 * (pendente-cliente), 'Sem prazo'. The words carry the meaning; the colour only repeats it. A
 * paused deadline shows the working time it has left ('restam 7 horas e 30 minutos'), not a date.
 * @example <SlaDeadlines sla={ticket.sla} />
 */
export function SlaDeadlines({ sla, labelledBy }: SlaDeadlinesProps) {
  return (
    <table className="ch-sla" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{tDesk('desk.ticket.sla.deadline')}</th>
          <th scope="col">{tDesk('desk.ticket.sla.situation')}</th>
        </tr>
      </thead>
      <tbody>
        {DEADLINES.map((key) => {
          const deadline = sla[key];
          const look = LOOK[deadline.situacao];
          return (
            <tr key={key}>
              <th scope="row">
                {tDesk(`desk.ticket.sla.${key}`)}
                <span className="ch-sla__when">
                  <When deadline={deadline} />
                </span>
              </th>
              <td>
                <span className={`ch-sla__status ch-sla__status--${look.tone}`}>
                  <Icon name={look.icon} size={16} />
                  {tDesk(`desk.ticket.sla.${deadline.situacao}`)}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
