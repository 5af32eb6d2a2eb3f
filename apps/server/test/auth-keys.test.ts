import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { resolveSecret } from '../src/auth/keys';
import { testConfig } from '../src/config';
import { createTestApp } from './test-app';
import { claims, token } from './tokens';

describe('token keys', () => {
  it('generates the HS256 secret once and keeps it in DATA_DIR', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chamados-secret-'));
    const config = testConfig({ jwtSecret: undefined, dataDir: dir });
    const first = resolveSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecret(config)).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("verifies a real SSO's RS256 tokens with its public key, and refuses HS256 ones then", async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const t = await createTestApp({ jwtPublicKey: await exportSPKI(publicKey), jwtAlgorithms: ['RS256'], ssoLoginUrl: 'https://sso.example/login' });
    try {
      const rs = await new SignJWT({ ...claims.userA }).setProtectedHeader({ alg: 'RS256' }).setExpirationTime('1h').sign(privateKey);
      expect((await t.app.inject({ url: '/api/ip', headers: { authorization: `Bearer ${rs}` } })).statusCode).toBe(200);
      const hs = await token(claims.userA);
      expect((await t.app.inject({ url: '/api/ip', headers: { authorization: `Bearer ${hs}` } })).statusCode).toBe(401);
      const noExp = await new SignJWT({ ...claims.userA }).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
      expect((await t.app.inject({ url: '/api/ip', headers: { authorization: `Bearer ${noExp}` } })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
