import { describe, expect, it } from 'vitest';
import { applySla, nearestDeadline, slaColumns, slaView, startSla, type SlaClock } from './sla';
import { addWorkingTime, parseSlaCalendar, workingTimeBetween, type SlaCalendar } from './sla-calendar';

// A fixed clock: Monday 2 June 2025, 09:00 in São Paulo (12:00 UTC).
const MONDAY_9H = new Date('2025-06-02T12:00:00Z');
const h = (n: number) => n * 3_600_000;
const at = (from: Date, hours: number) => new Date(from.getTime() + h(hours));
const ctx = (now: Date, prioridade = '4 Alto', calendar?: SlaCalendar) => ({ prioridade, now, calendar });
const business = parseSlaCalendar('seg-sex 08:00-12:00 13:00-18:00', 'America/Sao_Paulo') as SlaCalendar;

describe('SLA deadlines (24×7)', () => {
  it('gives a new ticket its three deadlines by priority; the nearest is the first response', () => {
    const clock = startSla(ctx(MONDAY_9H));
    expect(clock.prazoPrimeiraResposta).toEqual(at(MONDAY_9H, 2));
    expect(clock.prazoAtualizacao).toEqual(at(MONDAY_9H, 8));
    expect(clock.prazoSolucao).toEqual(at(MONDAY_9H, 24));
    expect(nearestDeadline(clock)).toEqual(at(MONDAY_9H, 2));
    expect(slaView(clock, at(MONDAY_9H, 1)).primeiraResposta.situacao).toBe('no-prazo');
    expect(slaView(clock, at(MONDAY_9H, 3)).primeiraResposta.situacao).toBe('atrasado');
  });

  it('a ticket a tutorial solved has no deadlines', () => {
    const clock = startSla(ctx(MONDAY_9H), true);
    expect(slaColumns(clock).prazo).toBeNull();
    expect(slaView(clock, MONDAY_9H).solucao).toEqual({ situacao: 'sem-prazo' });
  });

  it('the first agent reply meets the first response, in time or late, and sets the next update', () => {
    const clock = startSla(ctx(MONDAY_9H));
    const inTime = applySla(clock, { tipo: 'resposta-atendente' }, ctx(at(MONDAY_9H, 1)));
    expect(slaView(inTime, at(MONDAY_9H, 5)).primeiraResposta).toMatchObject({ situacao: 'cumprido', cumpridoEm: at(MONDAY_9H, 1).toISOString() });
    expect(inTime.prazoAtualizacao).toEqual(at(MONDAY_9H, 9));
    // Met: the first response no longer counts for the nearest deadline.
    expect(nearestDeadline(inTime)).toEqual(at(MONDAY_9H, 9));
    const late = applySla(clock, { tipo: 'resposta-atendente' }, ctx(at(MONDAY_9H, 3)));
    expect(slaView(late, at(MONDAY_9H, 3)).primeiraResposta.situacao).toBe('cumprido-com-atraso');
    // A second reply does not move the first response.
    expect(applySla(inTime, { tipo: 'resposta-atendente' }, ctx(at(MONDAY_9H, 4))).primeiraRespostaEm).toEqual(at(MONDAY_9H, 1));
  });

  it('pendente-cliente pauses the clocks, and work resumes them with the time they had left', () => {
    const clock = startSla(ctx(MONDAY_9H));
    const paused = applySla(clock, { tipo: 'estado', estado: 'pendente-cliente' }, ctx(at(MONDAY_9H, 1)));
    expect(nearestDeadline(paused)).toBeNull();
    expect(slaView(paused, at(MONDAY_9H, 30)).solucao.situacao).toBe('pausado');
    // While paused the desk shows the time left ('4 Alto': 24 h to solve, paused after 1 h).
    expect(slaView(paused, at(MONDAY_9H, 30)).solucao.restanteMin).toBe(23 * 60);
    expect(slaView(clock, at(MONDAY_9H, 1)).solucao.restanteMin).toBeUndefined();
    // Ten hours later the student answers: each deadline moves by ten hours.
    const resumed = applySla(paused, { tipo: 'estado', estado: 'aberto' }, ctx(at(MONDAY_9H, 11)));
    expect(resumed.pausadoDesde).toBeNull();
    expect(resumed.prazoPrimeiraResposta).toEqual(at(MONDAY_9H, 12));
    expect(resumed.prazoSolucao).toEqual(at(MONDAY_9H, 34));
  });

  it('a deadline already passed when paused stays passed', () => {
    const clock = startSla(ctx(MONDAY_9H));
    const paused = applySla(clock, { tipo: 'estado', estado: 'pendente-cliente' }, ctx(at(MONDAY_9H, 3)));
    expect(slaView(paused, at(MONDAY_9H, 4)).primeiraResposta.situacao).toBe('atrasado');
    const resumed = applySla(paused, { tipo: 'estado', estado: 'aberto' }, ctx(at(MONDAY_9H, 10)));
    expect(resumed.prazoPrimeiraResposta).toEqual(at(MONDAY_9H, 2));
  });

  it('closing ends the clocks: whatever still ran is met then; reopening resumes them', () => {
    const clock = applySla(startSla(ctx(MONDAY_9H)), { tipo: 'resposta-atendente' }, ctx(at(MONDAY_9H, 1)));
    const closed = applySla(clock, { tipo: 'estado', estado: 'fechado' }, ctx(at(MONDAY_9H, 30)));
    const view = slaView(closed, at(MONDAY_9H, 100));
    expect(view.primeiraResposta.situacao).toBe('cumprido');
    expect(view.solucao).toMatchObject({ situacao: 'cumprido-com-atraso', cumpridoEm: at(MONDAY_9H, 30).toISOString() });
    expect(nearestDeadline(closed)).toBeNull();
    const reopened = applySla(closed, { tipo: 'estado', estado: 'aberto' }, ctx(at(MONDAY_9H, 40)));
    expect(reopened.fechadoEm).toBeNull();
    expect(slaView(reopened, at(MONDAY_9H, 40)).solucao.situacao).toBe('atrasado');
  });

  it('closing a paused ticket keeps the pause; reopening a ticket that never had deadlines starts them', () => {
    const paused = applySla(startSla(ctx(MONDAY_9H)), { tipo: 'estado', estado: 'pendente-cliente' }, ctx(at(MONDAY_9H, 1)));
    const closed = applySla(paused, { tipo: 'estado', estado: 'fechado' }, ctx(at(MONDAY_9H, 5)));
    expect(closed.pausadoDesde).toEqual(at(MONDAY_9H, 1));
    const solved = startSla(ctx(MONDAY_9H), true);
    const reopened = applySla(solved, { tipo: 'estado', estado: 'aberto' }, ctx(at(MONDAY_9H, 48)));
    expect(reopened.prazoSolucao).toEqual(at(MONDAY_9H, 72));
  });

  it('a new priority moves each running deadline by the difference', () => {
    const clock = startSla(ctx(MONDAY_9H, '3 Normal'));
    const urgent = applySla(clock, { tipo: 'prioridade', anterior: '3 Normal' }, ctx(at(MONDAY_9H, 1), '5 Muito Alto'));
    expect(urgent.prazoPrimeiraResposta).toEqual(at(MONDAY_9H, 1));
    expect(urgent.prazoSolucao).toEqual(at(MONDAY_9H, 8));
  });
});

describe('SLA in business hours (SLA_CALENDAR)', () => {
  it('reads a weekly timetable and refuses what is not one, in Portuguese', () => {
    expect(parseSlaCalendar('24x7', 'America/Sao_Paulo')).toEqual({ kind: '24x7' });
    expect(parseSlaCalendar('seg-sex 08:00-18:00; sab 08:00-12:00', 'America/Sao_Paulo')).toMatchObject({ kind: 'semanal' });
    expect(parseSlaCalendar('segunda 08:00-18:00', 'America/Sao_Paulo')).toHaveProperty('error');
    expect(parseSlaCalendar('seg-sex 18:00-08:00', 'America/Sao_Paulo')).toHaveProperty('error');
    expect(parseSlaCalendar('seg-sex 08:00-12:00 11:00-13:00', 'America/Sao_Paulo')).toHaveProperty('error');
    expect(parseSlaCalendar('seg 08:00-12:00', 'Marte/Olympus')).toHaveProperty('error');
  });

  it('adds working time over lunch, nights and weekends, in the calendar’s time zone', () => {
    // Monday 09:00 + 4 h: 09–12 (3 h), lunch, 13–14.
    expect(addWorkingTime(business, MONDAY_9H, h(4))).toEqual(new Date('2025-06-02T17:00:00Z'));
    // Friday 17:00 + 2 h: 17–18, then Monday 08–09.
    const friday17 = new Date('2025-06-06T20:00:00Z');
    expect(addWorkingTime(business, friday17, h(2))).toEqual(new Date('2025-06-09T12:00:00Z'));
    // Saturday counts from Monday 08:00; backwards is the inverse.
    expect(addWorkingTime(business, new Date('2025-06-07T15:00:00Z'), h(1))).toEqual(new Date('2025-06-09T12:00:00Z'));
    expect(addWorkingTime(business, new Date('2025-06-09T12:00:00Z'), -h(2))).toEqual(friday17);
    expect(workingTimeBetween(business, friday17, new Date('2025-06-09T12:00:00Z'))).toBe(h(2));
  });

  it('a ticket paused over a weekend keeps the working hours it had left', () => {
    const friday17 = new Date('2025-06-06T20:00:00Z');
    const clock: SlaClock = startSla(ctx(friday17, '5 Muito Alto', business));
    // '5 Muito Alto': first response in 1 working hour, solution in 8.
    expect(clock.prazoPrimeiraResposta).toEqual(new Date('2025-06-06T21:00:00Z'));
    // 17–18 on Friday, 08–12 and 13–16 on Monday.
    expect(clock.prazoSolucao).toEqual(new Date('2025-06-09T19:00:00Z'));
    const paused = applySla(clock, { tipo: 'estado', estado: 'pendente-cliente' }, ctx(new Date('2025-06-06T20:30:00Z'), '5 Muito Alto', business));
    const resumed = applySla(paused, { tipo: 'estado', estado: 'aberto' }, ctx(new Date('2025-06-09T14:00:00Z'), '5 Muito Alto', business));
    // Paused at 17:30 on Friday: half a working hour left of the first response, and the
    // solution's 7.5 working hours (Friday 17:30–18, Monday 08–12 and 13–16) are what the desk shows.
    const view = slaView(paused, new Date('2025-06-08T12:00:00Z'), business);
    expect(view.primeiraResposta).toMatchObject({ situacao: 'pausado', restanteMin: 30 });
    expect(view.solucao).toMatchObject({ situacao: 'pausado', restanteMin: 7.5 * 60 });
    // Half an hour was left of the first response: Monday 11:00 + 0:30.
    expect(resumed.prazoPrimeiraResposta).toEqual(new Date('2025-06-09T14:30:00Z'));
  });
});
