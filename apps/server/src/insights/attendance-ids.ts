import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { INSIGHT_ATTENDANCE_HOURS, MAX_ID } from '@chamados/api-contract';

const isDbInteger = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_ID;

/** What a signed attendance id says: its random id, the tree and version walked, the start day. */
export interface AttendanceIdClaims {
  id: string;
  treeId: number;
  versao: number;
  dia: string;
  /** Epoch ms from which the id is refused. */
  expira: number;
}

const ISSUER = 'chamados-atendimento';

/**
 * Signs and checks attendance ids (HS256, jose). The key is derived from the server's own secret
 * (`resolveSecret`: JWT_SECRET or DATA_DIR/jwt-secret) under a label of its own, so an attendance
 * id is never a login token and a login token is never an attendance id, even with the demo SSO
 * signing with that secret. The id names no user: only a random id, the tree and version.
 */
export class AttendanceIds {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = crypto.createHmac('sha256', secret).update('chamados/insights/attendance-id').digest();
  }

  /** A new id for a walk of `claims`' tree and version; `id` is random unless given (a recorded test replays one). */
  async sign(claims: Omit<AttendanceIdClaims, 'id' | 'expira'>, id = crypto.randomBytes(16).toString('base64url')): Promise<{ token: string; claims: AttendanceIdClaims }> {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + INSIGHT_ATTENDANCE_HOURS * 3600;
    const token = await new SignJWT({ t: claims.treeId, v: claims.versao, d: claims.dia })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(id)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, claims: { ...claims, id, expira: exp * 1000 } };
  }

  /** The claims of a genuine, unexpired id; undefined for anything else (forged, expired, garbled). */
  async verify(token: string): Promise<AttendanceIdClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['jti', 'exp'],
        currentDate: new Date(this.now()),
      });
      const { jti, t, v, d, exp } = payload;
      // Ids and versions are PostgreSQL integers: anything past them is no id of ours (a 400, not a 500).
      if (typeof jti !== 'string' || !isDbInteger(t) || !isDbInteger(v) || typeof d !== 'string') return undefined;
      return { id: jti, treeId: t as number, versao: v as number, dia: d, expira: exp! * 1000 };
    } catch {
      return undefined;
    }
  }
}
