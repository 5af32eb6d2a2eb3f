import type { AgentSettableState, AgentTicketDetail, AgentTicketUpdate } from '@chamados/api-contract';
import { useId, useState } from 'react';
import { tDesk } from '../../messages/t-desk';
import { Button } from '../button/button';
import { OutcomeStatus } from '../outcome-status/outcome-status';
import { agentStateLabel } from './agent-state-name';
import { useTicketOutcome } from './use-ticket-outcome';

/** Props of {@link AgentTicketActions}. */
export interface AgentTicketActionsProps {
  /** O chamado como está agora: quem o atende, o estado, a prioridade e a fila. */
  ticket: AgentTicketDetail;
  /** As prioridades que a Central de Atendimento oferece. */
  priorities: readonly string[];
  /** As filas para onde o chamado pode ser movido. */
  queues: readonly string[];
  /** Os estados que um atendente pode escolher (aberto, pendente-cliente, fechado). */
  states: readonly AgentSettableState[];
  /**
   * Salva a mudança. Termina com o chamado como ficou (ou sem nada) quando deu certo; falha com o
   * motivo em português dado pelo servidor (vazio quando ele não respondeu).
   */
  onUpdate: (change: AgentTicketUpdate) => Promise<AgentTicketDetail | void>;
}

/** The reason of a refusal, or the desk's words for "no answer". */
function reasonOf(failure: unknown): string {
  const text = failure instanceof Error ? failure.message : typeof failure === 'string' ? failure : '';
  return text.trim() !== '' ? text : tDesk('desk.ticket.noReason');
}

/** The words that confirm a saved change, one sentence per property changed. */
function savedText(change: AgentTicketUpdate, before: AgentTicketDetail, after: AgentTicketDetail | void): string {
  if (change.assumir !== undefined) {
    const taken = tDesk(change.assumir ? 'desk.ticket.taken' : 'desk.ticket.released');
    // 'Assumir' on a new ticket opens it: the line says so, as the Estado field shows it.
    const opened = after && after.estado !== before.estado ? ` ${tDesk('desk.ticket.updated.estado', { estado: agentStateLabel(after.estado) })}` : '';
    return `${taken}${opened}`;
  }
  const parts: string[] = [];
  if (change.estado) parts.push(tDesk('desk.ticket.updated.estado', { estado: agentStateLabel(change.estado) }));
  if (change.prioridade) parts.push(tDesk('desk.ticket.updated.prioridade', { prioridade: change.prioridade }));
  if (change.fila) parts.push(tDesk('desk.ticket.updated.fila', { fila: change.fila }));
  return parts.join(' ');
}

/** A list with the current value in it even when the desk does not offer it (a ticket moved by hand). */
function withCurrent(list: readonly string[], current: string): string[] {
  return list.includes(current) ? [...list] : [current, ...list];
}

/**
 * What an agent does to a ticket besides writing: 'Assumir' (or, when it is already theirs,
 * 'Devolver (deixar sem atendente)'), and Estado (aberto, pendente-cliente, fechado, in words),
 * Prioridade and Fila with 'Salvar alterações', which sends only what changed. 'Assumir' on a new
 * ticket opens it ('Você assumiu o chamado. Estado alterado para Aberto.'). The outcome is
 * announced in a live region: what was changed, or 'O chamado não foi alterado: <motivo>'; it is
 * cleared once the ticket changes under it (someone else's change, the student's answer).
 * @example <AgentTicketActions ticket={ticket} priorities={desk.prioridades} queues={desk.filas} states={AGENT_SETTABLE_STATES} onUpdate={update} />
 */
export function AgentTicketActions({ ticket, priorities, queues, states: settable, onUpdate }: AgentTicketActionsProps) {
  const ids = useId();
  const [estado, setEstado] = useState(ticket.estado);
  const [prioridade, setPrioridade] = useState(ticket.prioridade);
  const [fila, setFila] = useState(ticket.fila);
  const [shownFor, setShownFor] = useState(ticket);
  // The ticket came back changed (saved here, or by someone else): the fields show it.
  if (shownFor !== ticket) {
    setShownFor(ticket);
    setEstado(ticket.estado);
    setPrioridade(ticket.prioridade);
    setFila(ticket.fila);
  }
  const [busy, setBusy] = useState(false);
  const [outcome, announce] = useTicketOutcome(ticket);
  const states: string[] = settable.includes(ticket.estado as AgentSettableState) ? [...settable] : [ticket.estado, ...settable];
  const change: AgentTicketUpdate = {
    ...(estado !== ticket.estado ? { estado: estado as AgentTicketUpdate['estado'] } : {}),
    ...(prioridade !== ticket.prioridade ? { prioridade } : {}),
    ...(fila !== ticket.fila ? { fila } : {}),
  };
  const changed = Object.keys(change).length > 0;

  const send = (request: AgentTicketUpdate) => {
    setBusy(true);
    onUpdate(request).then(
      (after) => announce(true, savedText(request, ticket, after), after ?? undefined),
      (failure: unknown) => announce(false, tDesk('desk.ticket.updateFailed', { motivo: reasonOf(failure) })),
    ).finally(() => setBusy(false));
  };

  return (
    <section className="ch-agent-actions" aria-labelledby={`${ids}-titulo`}>
      <h2 id={`${ids}-titulo`} className="ch-visually-hidden">
        {tDesk('desk.ticket.actions')}
      </h2>
      <div className="ch-agent-actions__owner">
        {ticket.meu ? (
          <Button icon="log-out" disabled={busy} onClick={() => send({ assumir: false })}>
            {tDesk('desk.ticket.release')}
          </Button>
        ) : (
          <Button variant="primary" icon="user" disabled={busy} onClick={() => send({ assumir: true })}>
            {ticket.atendente.trim() ? tDesk('desk.ticket.takeOver', { nome: ticket.atendente }) : tDesk('desk.ticket.take')}
          </Button>
        )}
      </div>
      <form
        className="ch-agent-actions__form"
        aria-labelledby={`${ids}-mudar`}
        onSubmit={(event) => {
          event.preventDefault();
          if (changed && !busy) send(change);
        }}
      >
        <h3 id={`${ids}-mudar`} className="ch-agent-actions__title">
          {tDesk('desk.ticket.change')}
        </h3>
        <div className="ch-agent-actions__fields">
          <div className="ch-field">
            <label htmlFor={`${ids}-estado`} className="ch-field__label">
              {tDesk('tickets.detail.state')}
            </label>
            <select id={`${ids}-estado`} className="ch-input ch-select" value={estado} disabled={busy} onChange={(event) => setEstado(event.target.value)}>
              {states.map((value) => (
                <option key={value} value={value} disabled={!settable.includes(value as AgentSettableState)}>
                  {agentStateLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <div className="ch-field">
            <label htmlFor={`${ids}-prioridade`} className="ch-field__label">
              {tDesk('tickets.detail.priority')}
            </label>
            <select id={`${ids}-prioridade`} className="ch-input ch-select" value={prioridade} disabled={busy} onChange={(event) => setPrioridade(event.target.value)}>
              {withCurrent(priorities, ticket.prioridade).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <div className="ch-field">
            <label htmlFor={`${ids}-fila`} className="ch-field__label">
              {tDesk('desk.ticket.queue')}
            </label>
            <select id={`${ids}-fila`} className="ch-input ch-select" value={fila} disabled={busy} onChange={(event) => setFila(event.target.value)}>
              {withCurrent(queues, ticket.fila).map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="ch-agent-actions__save">
          <Button type="submit" variant="primary" icon="check" disabled={busy || !changed} aria-describedby={changed ? undefined : `${ids}-nada`}>
            {busy ? tDesk('desk.ticket.saving') : tDesk('desk.ticket.save')}
          </Button>
          {changed ? null : (
            <span id={`${ids}-nada`} className="ch-agent-actions__hint">
              {tDesk('desk.ticket.nothingChanged')}
            </span>
          )}
        </div>
      </form>
      <OutcomeStatus outcome={outcome} />
    </section>
  );
}
