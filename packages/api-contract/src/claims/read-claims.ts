import type { UserClaims } from '@chamados/tree-engine';

/** The group whose members administer trees (spec §6, §9). @example ADMIN_GROUP // '1702' */
export const ADMIN_GROUP = '1702';

/**
 * The default agent groups of the Central de Atendimento (the server's AGENT_GROUPS).
 * @example DEFAULT_AGENT_GROUPS // ['1703']
 */
export const DEFAULT_AGENT_GROUPS: readonly string[] = ['1703'];

/**
 * Whether the user answers tickets at the Central de Atendimento: their groups include one of
 * `agentGroups`, as a string. Admins (1702) are not agents unless they also have an agent group.
 * @example isAgent({ grupos: ['1703'] }) // true
 */
export function isAgent(claims: UserClaims | null | undefined, agentGroups: readonly string[] = DEFAULT_AGENT_GROUPS): boolean {
  return Array.isArray(claims?.grupos) && claims.grupos.some((group) => agentGroups.includes(group));
}

const TEXT_CLAIMS = ['nome', 'name', 'cpf', 'email', 'clientName', 'matricula', 'clientIpAddress'] as const;

/**
 * The claims of a token payload, each kept only when it has the type spec §3 gives it: text claims
 * are strings, `exp` a finite number, `grupos` an array of which only the strings count. A claim
 * of the wrong type is dropped, never coerced: `grupos: [1702]` (a number) or `[['1702']]` grants
 * nothing, and `cpf: ['111…']` identifies nobody.
 * @example readClaims({ nome: 'Ana', grupos: [1702, '10'] }) // { nome: 'Ana', grupos: ['10'] }
 */
export function readClaims(payload: unknown): UserClaims {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return {};
  const raw = payload as Record<string, unknown>;
  const claims: UserClaims = {};
  for (const key of TEXT_CLAIMS) {
    const value = raw[key];
    if (typeof value === 'string') claims[key] = value;
  }
  if (typeof raw.exp === 'number' && Number.isFinite(raw.exp)) claims.exp = raw.exp;
  if (Array.isArray(raw.grupos)) claims.grupos = raw.grupos.filter((group): group is string => typeof group === 'string');
  return claims;
}

/**
 * Whether the user administers trees: their groups include '1702', as a string.
 * @example isAdmin({ grupos: ['1702'] }) // true
 */
export function isAdmin(claims: UserClaims | null | undefined): boolean {
  return Array.isArray(claims?.grupos) && claims.grupos.some((group) => group === ADMIN_GROUP);
}

/**
 * Whether the token comes from gov.br (`clientName` 'govbr', case and blanks ignored: SSOs write
 * 'GOVBR' or 'GovBr' too, and reading those as another client would give the user another
 * identifier, and so another set of tickets).
 * @example isGovBr({ clientName: ' GOVBR ' }) // true
 */
export function isGovBr(claims: UserClaims | null | undefined): boolean {
  return typeof claims?.clientName === 'string' && claims.clientName.trim().toLowerCase() === 'govbr';
}

const CPF = /^\d{11}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The user identifier of ticket calls (spec §6): the e-mail when `clientName` is 'govbr', else the
 * CPF. A CPF counts only as its 11 digits (dots and dash removed) and an e-mail only with an '@'
 * (lower-cased): the two sets never meet, so a gov.br token whose "e-mail" is a CPF's digits
 * identifies nobody instead of reaching that CPF's tickets. undefined when the token carries no
 * valid identifier.
 * @example userIdOf({ cpf: '111.444.777-35' }) // '11144477735'
 */
export function userIdOf(claims: UserClaims | null | undefined): string | undefined {
  if (!claims) return undefined;
  if (isGovBr(claims)) {
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    return EMAIL.test(email) ? email : undefined;
  }
  const cpf = typeof claims.cpf === 'string' ? claims.cpf.trim().replace(/[.-]/g, '') : '';
  return CPF.test(cpf) ? cpf : undefined;
}

/**
 * The name to greet the user by: `nome`, else `name`, else the e-mail, trimmed; '' when none.
 * @example displayNameOf({ nome: '  Ana Souza ' }) // 'Ana Souza'
 */
export function displayNameOf(claims: UserClaims | null | undefined): string {
  for (const candidate of [claims?.nome, claims?.name, claims?.email]) {
    const trimmed = typeof candidate === 'string' ? candidate.trim() : '';
    if (trimmed) return trimmed;
  }
  return '';
}
