import type { UserClaims } from '@chamados/tree-engine';

/** The group whose members administer trees (spec §6). */
export const ADMIN_GROUP = '1702';

/**
 * Claims of the SSO token (spec §3): tree-engine's `UserClaims`, the one definition the engine,
 * the portal and the server share. Every claim is optional: tokens come from outside.
 */
export type TokenClaims = UserClaims;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  // Names carry accents: the payload is UTF-8, not Latin-1.
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads a JWT's claims without verifying it (the server verifies every call). Never throws: a
 * malformed token decodes to null, and the user counts as logged out.
 * @example decodeToken(localStorage.getItem('token'))?.email
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/**
 * Whether claims belong to a live session: present and not expired at `now` (ms). A token
 * without `exp` is refused, as the server refuses it.
 * @example isTokenValid(decodeToken(token), Date.now())
 */
export function isTokenValid(
  claims: TokenClaims | null | undefined,
  now: number = Date.now(),
): claims is TokenClaims {
  return typeof claims?.exp === 'number' && claims.exp * 1000 > now;
}

/**
 * Whether the user is an administrator: their groups include '1702'.
 * @example isAdmin({ grupos: ['1702'] }) // true
 */
export function isAdmin(claims: TokenClaims | null | undefined): boolean {
  return (
    Array.isArray(claims?.grupos) && claims.grupos.some((group) => String(group) === ADMIN_GROUP)
  );
}

/**
 * The identifier ticket calls send as `idUsuario`: the e-mail for gov.br sign-ins, else the CPF.
 * @example userIdOf({ clientName: 'govbr', email: 'ana@ufv.br' }) // 'ana@ufv.br'
 */
export function userIdOf(claims: TokenClaims | null | undefined): string | undefined {
  if (!claims) return undefined;
  return claims.clientName === 'govbr' ? claims.email : claims.cpf;
}

/**
 * The name to greet the user by: `nome`, else `name`, else the e-mail.
 * @example displayNameOf({ nome: 'Ana Souza' }) // 'Ana Souza'
 */
export function displayNameOf(claims: TokenClaims | null | undefined): string {
  return claims?.nome ?? claims?.name ?? claims?.email ?? '';
}
