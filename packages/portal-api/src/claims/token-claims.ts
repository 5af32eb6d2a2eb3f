import { readClaims } from '@chamados/api-contract';
import type { UserClaims } from '@chamados/tree-engine';

/**
 * Claims of the SSO token (spec §3): tree-engine's `UserClaims`, read with api-contract's
 * `readClaims` — the same rules the server applies, so the portal never shows an admin tab or an
 * identifier the server would refuse.
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
 * malformed token decodes to null, and the user counts as logged out. A claim of the wrong type
 * is dropped, as the server drops it.
 * @example decodeToken(localStorage.getItem('token'))?.email
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return readClaims(payload);
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
