import { DEFAULT_AGENT_GROUPS, displayNameOf, isAdmin, isAgent, readClaims, userIdOf } from '@chamados/api-contract';
import type { UserClaims } from '@chamados/tree-engine';

/** The caller, as every route sees it. */
export interface AuthUser {
  /** The user identifier of spec §6 (api-contract's `userIdOf`); '' when the token carries none. */
  id: string;
  nome: string;
  /** The e-mail claim, trimmed; '' when absent. */
  email: string;
  admin: boolean;
  /** Answers tickets at the Central de Atendimento: a group of AGENT_GROUPS. */
  agente: boolean;
  claims: UserClaims;
}

/**
 * Derives the caller from a verified token's payload with the contract's claims rules, the same
 * ones the portal applies: a claim of the wrong type counts as absent.
 */
export function userFromPayload(payload: unknown, agentGroups: readonly string[] = DEFAULT_AGENT_GROUPS): AuthUser {
  const claims = readClaims(payload);
  return {
    id: userIdOf(claims) ?? '',
    nome: displayNameOf(claims),
    email: claims.email?.trim() ?? '',
    admin: isAdmin(claims),
    agente: isAgent(claims, agentGroups),
    claims,
  };
}
