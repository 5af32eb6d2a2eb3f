import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRemoteJWKSet, importSPKI, jwtVerify, SignJWT, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../config';
import type { UserClaims } from '@chamados/tree-engine';

export interface TokenKeys {
  /** The verified payload, untyped: api-contract's `readClaims` decides what of it counts. */
  verify(token: string): Promise<JWTPayload>;
  /** Only with a shared secret (the embedded demo SSO); undefined for a real SSO's keys. */
  sign?: (claims: UserClaims, ttlSeconds: number) => Promise<string>;
}

/** JWT_SECRET, or a random one kept in DATA_DIR so tokens survive restarts. */
export function resolveSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString('base64url');
    // 'wx' fails if another process won the race; then read theirs.
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

const ISSUER_DEMO = 'chamados-sso-demo';

/** Seconds two clocks may disagree: the SSO's and ours (`exp`, and `iat` in the future). */
export const CLOCK_TOLERANCE_S = 5;

/**
 * Refuses a token issued in the future (`iat` past our clock plus the tolerance). jose checks
 * `iat` only together with a maximum age, and a token dated a year ahead is forged or comes from
 * a broken clock: neither should be trusted.
 */
export function checkIssuedAt(payload: JWTPayload, nowMs = Date.now()): JWTPayload {
  if (typeof payload.iat === 'number' && payload.iat > nowMs / 1000 + CLOCK_TOLERANCE_S) {
    throw new Error('iat in the future');
  }
  return payload;
}

/**
 * The keys that verify tokens: a JWKS URL or a PEM public key for a real SSO, else an HS256
 * shared secret. Only algorithms in the allow-list are accepted ('none' never is), exp is required
 * and `iat` may not lie in the future.
 */
export async function createTokenKeys(config: Config): Promise<TokenKeys> {
  const options = {
    algorithms: config.jwtAlgorithms,
    requiredClaims: ['exp'],
    clockTolerance: CLOCK_TOLERANCE_S,
    ...(config.jwtIssuer ? { issuer: config.jwtIssuer } : {}),
  };

  if (config.jwksUrl) {
    const jwks: JWTVerifyGetKey = createRemoteJWKSet(new URL(config.jwksUrl));
    return { verify: async (t) => checkIssuedAt((await jwtVerify(t, jwks, options)).payload) };
  }
  if (config.jwtPublicKey) {
    const alg = config.jwtAlgorithms[0] ?? 'RS256';
    const key = await importSPKI(config.jwtPublicKey, alg);
    return { verify: async (t) => checkIssuedAt((await jwtVerify(t, key, options)).payload) };
  }
  const secret = new TextEncoder().encode(resolveSecret(config));
  return {
    verify: async (t) => checkIssuedAt((await jwtVerify(t, secret, options)).payload),
    sign: (claims, ttlSeconds) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setIssuer(config.jwtIssuer ?? ISSUER_DEMO)
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),
  };
}
