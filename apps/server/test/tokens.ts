import { generateKeyPair, SignJWT } from 'jose';
import type { UserClaims } from '@chamados/tree-engine';
import { testConfig } from '../src/config';
import { demoAccounts } from '../src/sso/demo-accounts';

const secret = new TextEncoder().encode(testConfig().jwtSecret!);
const account = (conta: string) => demoAccounts.find((a) => a.conta === conta)!.claims;

/** Claims of the test callers: A and B are ordinary users, gov.br is identified by e-mail, agent is in 1703. */
export const claims = {
  userA: account('aluna'),
  userB: account('servidora'),
  govbr: account('govbr'),
  admin: account('admin'),
  agent: account('atendente'),
};

export const userAId = claims.userA.cpf!;
export const userBId = claims.userB.cpf!;

/** A token signed with the test secret, valid for an hour unless `expSeconds` says otherwise. */
export function token(c: UserClaims, expSeconds = 3600): Promise<string> {
  return new SignJWT({ ...c })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expSeconds)
    .sign(secret);
}

/** Bearer headers of the admin and of user A, the two callers most files need. */
export async function callerHeaders(): Promise<{ admin: Record<string, string>; user: Record<string, string> }> {
  return { admin: bearer(await token(claims.admin)), user: bearer(await token(claims.userA)) };
}

/** A token that is expired (exp an hour ago). */
export const expiredToken = () => token(claims.userA, -3600);

/** A token signed with the right secret but without `exp`: it would never expire, so it is refused. */
export const noExpToken = () => new SignJWT({ ...claims.admin }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(secret);

/** A well-formed token signed with some other secret. */
export const foreignToken = () =>
  new SignJWT({ ...claims.admin })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));

/** An unsigned token claiming to be the admin (`alg: none`). */
export function noneToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims.admin, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
}

/** An RS256 token from a key pair the server never saw (algorithm not in the allow-list). */
export async function rsaToken(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ ...claims.admin }).setProtectedHeader({ alg: 'RS256' }).setExpirationTime('1h').sign(privateKey);
}

export const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
