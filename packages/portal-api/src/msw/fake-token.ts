import type { TokenClaims } from '../claims/token-claims';

/** base64url of UTF-8 text, as in a JWT segment. @example base64Url('{}') // 'e30' */
export function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * An unsigned JWT carrying `claims`, for stories and tests: the portal only decodes tokens, the
 * server verifies them (and refuses this one).
 * @example fakeToken({ nome: 'Ana', exp: Date.now() / 1000 + 3600 })
 */
export function fakeToken(claims: TokenClaims): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.sem-assinatura`;
}
