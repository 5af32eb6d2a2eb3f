import { CLOSED_STATE } from '@chamados/tree-engine';
import type { FastifyBaseLogger } from 'fastify';
import { messages } from '../../messages';
import { probeTicketCreate, readRefusal } from './create-probe';
import type { ZnunyApi } from './znuny-api';
import { ZnunyError, ZnunyUnavailableError } from './znuny-client';
import type { ZnunyConfig } from './znuny-config';

/** A customer login for the check: an address any Znuny takes as a customer it does not know. */
function checkLogin(cfg: ZnunyConfig): string {
  return `verificacao.chamados@${new URL(cfg.webserviceUrl).hostname}`;
}

/**
 * Asks Znuny, at start, whether it has everything the configuration names: the agent's login,
 * the queue (and the agent's right to create tickets there), the type, the priority, the states
 * a ticket is created, reopened and self-closed in, and the idempotency dynamic field. Each
 * state is checked by its own TicketCreate that Znuny refuses at its last check (so nothing is
 * created), which also checks everything else; a queue or type Znuny refuses hides what comes
 * after it, so the next start reports that.
 *
 * Returns one Portuguese line per problem (empty: all is there), or undefined when Znuny could
 * not be asked (down, slow): the portal then starts anyway and its requests answer 502/504.
 */
export async function znunySetupProblems(api: ZnunyApi, cfg: ZnunyConfig, log: FastifyBaseLogger): Promise<string[] | undefined> {
  const m = messages.znunySetup;
  const states = new Map<string, string>();
  // One probe per distinct state, named by the variable (or rule) that uses it.
  for (const [state, name] of [
    [cfg.stateNew, 'ZNUNY_STATE_NEW'],
    [cfg.stateReopen, 'ZNUNY_STATE_REOPEN'],
    [CLOSED_STATE, ''],
  ] as const) {
    if (!states.has(state)) states.set(state, name);
  }
  const problems = new Set<string>();
  for (const [state, variable] of states) {
    const body = {
      Ticket: { Title: 'Verificação da configuração do portal', Queue: cfg.queue, Type: cfg.type, Priority: cfg.priority, State: state, CustomerUser: checkLogin(cfg) },
      Article: { ...api.internalNote('Verificação', '<p>Verificação</p>'), SenderType: 'customer' },
      DynamicField: [{ Name: cfg.idempotencyField, Value: 'verificacao' }],
    };
    try {
      await probeTicketCreate(api, log, body);
    } catch (e) {
      if (e instanceof ZnunyUnavailableError) {
        log.warn({ err: e }, 'znuny: the set-up could not be checked at start (Znuny did not answer)');
        return undefined;
      }
      if (!(e instanceof ZnunyError)) throw e;
      if (e.code.endsWith('.AuthFail')) return [m.login(cfg.user)];
      const refusal = readRefusal(e);
      if ('customer' in refusal) {
        // This Znuny refuses unknown customers: the check cannot pass its first step.
        log.warn({ znuny: e.message }, 'znuny: the set-up could not be checked (the check customer was refused)');
        return undefined;
      }
      if ('access' in refusal) problems.add(m.access(cfg.user, cfg.queue));
      else if ('dynamicField' in refusal) problems.add(refusal.dynamicField === 'name' ? m.field(cfg.idempotencyField) : m.fieldValue(cfg.idempotencyField));
      else if ('other' in refusal) problems.add(m.other(refusal.other));
      else if (refusal.field === 'Queue') problems.add(m.queue(cfg.queue));
      else if (refusal.field === 'Type') problems.add(m.type(cfg.type));
      else if (refusal.field === 'Priority') problems.add(m.priority(cfg.priority));
      else problems.add(variable ? m.state(variable, state) : m.closedState(state));
    }
  }
  return [...problems];
}
