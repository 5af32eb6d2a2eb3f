import { TICKET_STATES } from '@chamados/api-contract';
import { messages } from '../../messages';
import type { PortalState } from '../ticket-rules';

/** Znuny state type → portal state. */
export type StateMap = Readonly<Record<string, PortalState>>;

/** Znuny's seven built-in state types, as a university's help desk reads them. */
export const DEFAULT_STATE_MAP: StateMap = {
  new: 'novo',
  open: 'aberto',
  'pending reminder': 'pendente',
  'pending auto': 'pendente',
  closed: 'fechado',
  merged: 'fechado',
  removed: 'fechado',
};

/**
 * Reads `tipo=estado` pairs separated by commas (`pending reminder=pendente-cliente`), on top of
 * the defaults. Keys are Znuny state *types*: the lists are searched by state type, so a map by
 * type keeps each list and its labels consistent.
 */
export function parseStateMap(text: string): { map: StateMap; problems: string[] } {
  const map: Record<string, PortalState> = { ...DEFAULT_STATE_MAP };
  const problems: string[] = [];
  for (const pair of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = pair.lastIndexOf('=');
    const key = eq > 0 ? pair.slice(0, eq).trim().toLowerCase() : '';
    const value = eq > 0 ? pair.slice(eq + 1).trim() : '';
    if (!key || !(TICKET_STATES as readonly string[]).includes(value)) {
      problems.push(messages.znunyConfig.statePair(pair, TICKET_STATES));
      continue;
    }
    map[key] = value as PortalState;
  }
  return { map, problems };
}

/** The portal state of a Znuny state type; a custom type the map does not name counts as aberto. */
export function portalState(map: StateMap, stateType: string): PortalState {
  return map[stateType.toLowerCase()] ?? 'aberto';
}

/** The state types searched for one of the portal's two lists (aberto = everything but fechado). */
export function stateTypesFor(map: StateMap, list: 'aberto' | 'fechado'): string[] {
  return Object.entries(map)
    .filter(([, v]) => (list === 'fechado' ? v === 'fechado' : v !== 'fechado'))
    .map(([k]) => k);
}
