import crypto from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { insightStartMarks } from '../db/schema';

/** How long one user's start of one tree counts for: further starts within it count nothing. */
export const START_WINDOW_MS = 30 * 60_000;

/**
 * At most one counted start per user, tree and {@link START_WINDOW_MS} (a signed-in user could
 * otherwise start a tree 300 times and inflate its statistics). A start leaves only a mark: a
 * keyed hash of the user and the tree under a key derived for the day from the server's secret,
 * so marks of different days cannot be linked, and no mark sits beside anything that names the
 * user. The mark holds the id of the walk it counted while its window lasts (a further start in
 * the window continues that walk), and is swept when the window is over: the walk's own row
 * carries a random id, never the mark.
 */
export class StartMarks {
  private readonly secret: Buffer;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.secret = crypto.createHmac('sha256', secret).update('chamados/insights/start-marks').digest();
  }

  /** The mark of `userId` starting `treeId` on `dia`: the day's key, then the user and tree under it. */
  mark(userId: string, treeId: number, dia: string): string {
    const dayKey = crypto.createHmac('sha256', this.secret).update(dia).digest();
    return crypto.createHmac('sha256', dayKey).update(`${userId}\u0000${treeId}`).digest('base64url');
  }

  /**
   * Whether this start counts. Counted: the user has no counted start of the tree in the window;
   * the mark is set for another window and holds `atendimento`, the walk it counted. Not counted:
   * the walk counted in the window, which the new one continues (so a student who goes back to
   * the list and starts again is still one walk, whose screens and end count once). One statement
   * claims it, so two instances (or two tabs) starting together count once.
   */
  async claim(userId: string, treeId: number, dia: string, atendimento: string): Promise<{ counted: true } | { counted: false; atendimento: string | null }> {
    const now = new Date(this.now());
    const until = new Date(now.getTime() + START_WINDOW_MS);
    const marca = this.mark(userId, treeId, dia);
    const result = await this.db.execute(sql`
      insert into insight_start_marks (marca, ate, atendimento) values (${marca}, ${until.toISOString()}::timestamptz, ${atendimento})
      on conflict (marca) do update set ate = excluded.ate, atendimento = excluded.atendimento where insight_start_marks.ate <= ${now.toISOString()}::timestamptz
      returning 1 as ok`);
    if (rowsOf(result).length === 1) return { counted: true };
    const [held] = await this.db.select({ atendimento: insightStartMarks.atendimento }).from(insightStartMarks).where(eq(insightStartMarks.marca, marca));
    return { counted: false, atendimento: held?.atendimento ?? null };
  }

  /**
   * Points the mark at another walk without counting a start: the counted walk is gone or on
   * another version (a launch in the window), so the new one is the walk the window continues.
   */
  async repoint(userId: string, treeId: number, dia: string, atendimento: string): Promise<void> {
    await this.db.update(insightStartMarks).set({ atendimento }).where(eq(insightStartMarks.marca, this.mark(userId, treeId, dia)));
  }

  /** Drops marks whose window is over. */
  async sweep(): Promise<void> {
    await this.db.delete(insightStartMarks).where(lt(insightStartMarks.ate, new Date(this.now())));
  }
}

function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}
