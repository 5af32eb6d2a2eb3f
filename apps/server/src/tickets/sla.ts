import type { DeadlineStatus, SlaDeadline, TicketSla } from '@chamados/api-contract';
import { addWorkingTime, ALWAYS, workingTimeBetween, type SlaCalendar } from './sla-calendar';

/**
 * The SLA of the built-in store, once: the deadlines of a ticket and what moves them. The store
 * (creation, the student's reply), the Central de Atendimento (agent replies, state, priority)
 * and both detail pages read them from here.
 *
 * - a ticket gets three deadlines at creation: first response, update, solution (hours of working
 *   time by priority, in the `SLA_CALENDAR`);
 * - the first agent reply (not an internal note) meets the first response, and every agent reply
 *   sets the next update deadline;
 * - `pendente-cliente` pauses the clocks; going back to work resumes them with the working time
 *   they had left (a deadline already passed stays passed);
 * - closing ends them (the solution, and whatever was still running, is met at that moment);
 *   reopening resumes them as after a pause.
 */

/** Hours to first response, to next update and to solution, by priority (working hours). */
export interface SlaHours {
  primeiraResposta: number;
  atualizacao: number;
  solucao: number;
}

/** The SLA table; its keys are the priorities the desk offers. */
export const slaByPriority: Record<string, SlaHours> = {
  '5 Muito Alto': { primeiraResposta: 1, atualizacao: 4, solucao: 8 },
  '4 Alto': { primeiraResposta: 2, atualizacao: 8, solucao: 24 },
  '3 Normal': { primeiraResposta: 4, atualizacao: 24, solucao: 72 },
  '2 Baixo': { primeiraResposta: 8, atualizacao: 48, solucao: 120 },
  '1 Muito Baixo': { primeiraResposta: 24, atualizacao: 72, solucao: 240 },
};

/** The priorities, highest first. */
export const PRIORITIES = Object.keys(slaByPriority);

/**
 * The hours of a priority. An unknown priority uses '3 Normal'; a priority is matched by its
 * leading digit too ('5', '5 very high').
 */
export function slaHours(prioridade: string): SlaHours {
  const digit = prioridade.trim().charAt(0);
  return (
    slaByPriority[prioridade] ??
    Object.entries(slaByPriority).find(([k]) => k.charAt(0) === digit)?.[1] ??
    slaByPriority['3 Normal']!
  );
}

const HOUR = 3_600_000;

/** What the ticket row keeps of its SLA (columns of `tickets`). */
export interface SlaClock {
  prazoPrimeiraResposta: Date | null;
  prazoAtualizacao: Date | null;
  prazoSolucao: Date | null;
  /** The first agent reply. */
  primeiraRespostaEm: Date | null;
  /** Since when the clocks stand still (pendente-cliente or closed); null while they run. */
  pausadoDesde: Date | null;
  /** When the ticket was closed; null while it is not. */
  fechadoEm: Date | null;
}

/** The clock columns plus `prazo`, the nearest running deadline the queue sorts by. */
export type SlaColumns = SlaClock & { prazo: Date | null };

/** The states in which the clocks stand still. */
const PAUSED_STATES = new Set(['pendente-cliente', 'fechado']);

/** What changes a ticket's SLA. */
export type SlaEvent =
  | { tipo: 'resposta-atendente' }
  | { tipo: 'estado'; estado: string }
  | { tipo: 'prioridade'; anterior: string };

/** The context of an event: the ticket's (new) priority, the moment, the calendar. */
export interface SlaContext {
  prioridade: string;
  now: Date;
  calendar?: SlaCalendar;
}

/**
 * The clock of a ticket created at `now`; one created closed (a tutorial solved the problem) has
 * no deadlines.
 * @example startSla({ prioridade: '5 Muito Alto', now }).prazoPrimeiraResposta // now + 1 h
 */
export function startSla(ctx: SlaContext, closed = false): SlaClock {
  if (closed) {
    return { prazoPrimeiraResposta: null, prazoAtualizacao: null, prazoSolucao: null, primeiraRespostaEm: null, pausadoDesde: ctx.now, fechadoEm: ctx.now };
  }
  const h = slaHours(ctx.prioridade);
  const at = (hours: number) => addWorkingTime(ctx.calendar ?? ALWAYS, ctx.now, hours * HOUR);
  return {
    prazoPrimeiraResposta: at(h.primeiraResposta),
    prazoAtualizacao: at(h.atualizacao),
    prazoSolucao: at(h.solucao),
    primeiraRespostaEm: null,
    pausadoDesde: null,
    fechadoEm: null,
  };
}

/** Resumes paused clocks at `now`: each deadline still ahead at the pause keeps its working time left. */
function resume(clock: SlaClock, ctx: SlaContext): SlaClock {
  const cal = ctx.calendar ?? ALWAYS;
  // Reopening a ticket that never had deadlines (created closed) starts them now.
  if (!clock.prazoSolucao) return { ...startSla(ctx), primeiraRespostaEm: clock.primeiraRespostaEm };
  const since = clock.pausadoDesde;
  if (!since) return { ...clock, fechadoEm: null };
  const shift = (d: Date | null) => (d && d > since ? addWorkingTime(cal, ctx.now, workingTimeBetween(cal, since, d)) : d);
  return {
    ...clock,
    prazoPrimeiraResposta: clock.primeiraRespostaEm ? clock.prazoPrimeiraResposta : shift(clock.prazoPrimeiraResposta),
    prazoAtualizacao: shift(clock.prazoAtualizacao),
    prazoSolucao: shift(clock.prazoSolucao),
    pausadoDesde: null,
    fechadoEm: null,
  };
}

/**
 * The clock after an event.
 * @example applySla(clock, { tipo: 'estado', estado: 'pendente-cliente' }, { prioridade, now }).pausadoDesde // now
 */
export function applySla(clock: SlaClock, event: SlaEvent, ctx: SlaContext): SlaClock {
  const cal = ctx.calendar ?? ALWAYS;
  const h = slaHours(ctx.prioridade);
  switch (event.tipo) {
    case 'resposta-atendente': {
      // While paused, the next update is due a whole update period after the clocks resume.
      const base = clock.pausadoDesde ?? ctx.now;
      return {
        ...clock,
        primeiraRespostaEm: clock.primeiraRespostaEm ?? ctx.now,
        prazoAtualizacao: clock.fechadoEm || !clock.prazoSolucao ? clock.prazoAtualizacao : addWorkingTime(cal, base, h.atualizacao * HOUR),
      };
    }
    case 'estado': {
      const paused = PAUSED_STATES.has(event.estado);
      if (!paused) return clock.pausadoDesde || clock.fechadoEm || !clock.prazoSolucao ? resume(clock, ctx) : clock;
      return {
        ...clock,
        pausadoDesde: clock.pausadoDesde ?? ctx.now,
        fechadoEm: event.estado === 'fechado' ? (clock.fechadoEm ?? ctx.now) : null,
      };
    }
    case 'prioridade': {
      const before = slaHours(event.anterior);
      const rebase = (d: Date | null, oldHours: number, newHours: number) =>
        d ? addWorkingTime(cal, addWorkingTime(cal, d, -oldHours * HOUR), newHours * HOUR) : d;
      return {
        ...clock,
        prazoPrimeiraResposta: clock.primeiraRespostaEm ? clock.prazoPrimeiraResposta : rebase(clock.prazoPrimeiraResposta, before.primeiraResposta, h.primeiraResposta),
        prazoAtualizacao: rebase(clock.prazoAtualizacao, before.atualizacao, h.atualizacao),
        prazoSolucao: rebase(clock.prazoSolucao, before.solucao, h.solucao),
      };
    }
  }
}

/** The nearest deadline still running (none while paused or closed): what the queue sorts by. */
export function nearestDeadline(clock: SlaClock): Date | null {
  if (clock.pausadoDesde || clock.fechadoEm) return null;
  const running = [clock.primeiraRespostaEm ? null : clock.prazoPrimeiraResposta, clock.prazoAtualizacao, clock.prazoSolucao].filter(
    (d): d is Date => d !== null,
  );
  return running.length ? new Date(Math.min(...running.map((d) => d.getTime()))) : null;
}

/** The columns a ticket row stores for a clock (only those: `clock` may be a whole row). */
export function slaColumns(clock: SlaClock): SlaColumns {
  return {
    prazoPrimeiraResposta: clock.prazoPrimeiraResposta,
    prazoAtualizacao: clock.prazoAtualizacao,
    prazoSolucao: clock.prazoSolucao,
    primeiraRespostaEm: clock.primeiraRespostaEm,
    pausadoDesde: clock.pausadoDesde,
    fechadoEm: clock.fechadoEm,
    prazo: nearestDeadline(clock),
  };
}

function deadline(prazo: Date | null, met: Date | null, clock: SlaClock, now: Date, cal: SlaCalendar): SlaDeadline {
  if (!prazo) return { situacao: 'sem-prazo' };
  const view: SlaDeadline = { prazo: prazo.toISOString(), situacao: 'no-prazo' };
  let situacao: DeadlineStatus;
  if (met) {
    view.cumpridoEm = met.toISOString();
    situacao = met <= prazo ? 'cumprido' : 'cumprido-com-atraso';
  } else if (clock.pausadoDesde) {
    situacao = prazo < clock.pausadoDesde ? 'atrasado' : 'pausado';
    // The date will move by however long the pause lasts: what stays true is the time left.
    if (situacao === 'pausado') view.restanteMin = Math.floor(workingTimeBetween(cal, clock.pausadoDesde, prazo) / 60_000);
  } else {
    situacao = now > prazo ? 'atrasado' : 'no-prazo';
  }
  return { ...view, situacao };
}

/**
 * The three deadlines as the desk shows them: each met (in time or late), running, late or paused.
 * Closing meets whatever was still running. A paused one carries the working time it had left
 * (in `calendar`, the `SLA_CALENDAR`).
 */
export function slaView(clock: SlaClock, now: Date, calendar: SlaCalendar = ALWAYS): TicketSla {
  const closed = clock.fechadoEm;
  return {
    primeiraResposta: deadline(clock.prazoPrimeiraResposta, clock.primeiraRespostaEm ?? closed, clock, now, calendar),
    atualizacao: deadline(clock.prazoAtualizacao, closed, clock, now, calendar),
    solucao: deadline(clock.prazoSolucao, closed, clock, now, calendar),
  };
}
