import crypto from 'node:crypto';

/**
 * Which version of a tree in a gradual launch a student walks: a keyed hash (HMAC-SHA-256 with a
 * key of the server's own) of the student and the tree puts each student at a fixed point of
 * [0, 100); those below the share get the new version. Nothing about the student is stored: the
 * same student always lands on the same point, so always gets the same version while the share
 * stays, and growing the share only adds students (those already in stay in). Without the key
 * nobody can tell in advance who gets which version.
 */
export class GradualAssignment {
  private readonly key: Buffer;

  /** `secret`: the server's secret (JWT_SECRET or DATA_DIR/jwt-secret); a key of its own is derived. */
  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('chamados/trees/gradual-launch').digest();
  }

  /** The student's point for the tree, in [0, 100). @example assignment.point('52998224725', 7) // 41.27… */
  point(userId: string, treeId: number): number {
    const digest = crypto.createHmac('sha256', this.key).update(`${treeId}\u0000${userId}`).digest();
    return (digest.readUInt32BE(0) / 2 ** 32) * 100;
  }

  /** True when the student walks the new version of a launch to `parcela` percent. */
  getsNew(userId: string, treeId: number, parcela: number): boolean {
    return this.point(userId, treeId) < parcela;
  }
}
