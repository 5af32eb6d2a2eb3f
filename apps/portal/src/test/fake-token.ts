import type { TokenClaims } from '@chamados/portal-api';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT carrying `claims`: the portal only decodes tokens, the server verifies them. */
export function fakeToken(claims: TokenClaims): string {
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify(claims))}.sem-assinatura`;
}
