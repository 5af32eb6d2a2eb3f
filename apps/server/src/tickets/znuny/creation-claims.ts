import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { znunyCreations } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { messages } from '../../messages';

/** How an attempt ended, as far as Znuny's ticket is concerned. */
export type AttemptOutcome =
  /** A ticket exists for the key (created now or found). */
  | 'created'
  /** Nothing reached Znuny, or Znuny refused before writing. */
  | 'nothing'
  /** A write went out and no answer came back: Znuny may be creating the ticket still. */
  | 'uncertain';

/** A claim held by this request; `uncertainSince` is when an earlier attempt left things unknown. */
export interface Claim {
  key: string;
  token: string;
  uncertainSince?: Date;
}

const POLL_MS = 200;
/** Rows older than this are forgotten (the idempotency window is an hour). */
const KEEP_ROWS_MS = 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

/**
 * Creation keys claimed in the portal's database, so one creation per key runs at a time across
 * every server process sharing it (PostgreSQL) — a double click, a client's retry, or the same
 * POST sent by a load balancer to two instances. A claim is a lease: renewed before each write
 * to Znuny, and taken over when its holder vanished without releasing it (then its outcome counts
 * as unknown, as after a timeout).
 */
export class CreationClaims {
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    /** How long a claim stands without renewal: longer than one write to Znuny. */
    private readonly leaseMs: number,
  ) {}

  /**
   * Takes the key's claim, waiting while another request holds it (at most one lease). The
   * previous holder's outcome, when unknown, comes back as `uncertainSince`.
   */
  async acquire(key: string): Promise<Claim> {
    await this.prune();
    const token = randomUUID();
    const deadline = Date.now() + this.leaseMs + 5_000;
    for (;;) {
      const lease = sql`now() + ${`${this.leaseMs} milliseconds`}::interval`;
      // A vanished holder (claim past its lease) may have sent its write: its outcome is unknown
      // from the moment it last renewed, which it did right before writing.
      const [row] = await this.db
        .insert(znunyCreations)
        .values({ chave: key, dono: token, reservadaAte: lease, alterada: sql`now()` })
        .onConflictDoUpdate({
          target: znunyCreations.chave,
          set: {
            dono: token,
            reservadaAte: lease,
            alterada: sql`now()`,
            incertaDesde: sql`case when ${znunyCreations.dono} is not null
              then coalesce(${znunyCreations.incertaDesde}, ${znunyCreations.reservadaAte} - ${`${this.leaseMs} milliseconds`}::interval)
              else ${znunyCreations.incertaDesde} end`,
          },
          setWhere: sql`${znunyCreations.dono} is null or ${znunyCreations.reservadaAte} < now()`,
        })
        .returning({ incertaDesde: znunyCreations.incertaDesde });
      if (row) return { key, token, ...(row.incertaDesde ? { uncertainSince: row.incertaDesde } : {}) };
      if (Date.now() > deadline) throw new HttpError(504, messages.znunyCreationPending);
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  /** Extends the lease right before a write to Znuny; false when the claim was lost meanwhile. */
  async renew(claim: Claim): Promise<boolean> {
    const rows = await this.db
      .update(znunyCreations)
      .set({ reservadaAte: sql`now() + ${`${this.leaseMs} milliseconds`}::interval`, alterada: sql`now()` })
      .where(and(eq(znunyCreations.chave, claim.key), eq(znunyCreations.dono, claim.token)))
      .returning({ chave: znunyCreations.chave });
    return rows.length > 0;
  }

  /** Gives the claim up, recording what the attempt left behind. */
  async release(claim: Claim, outcome: AttemptOutcome): Promise<void> {
    const incertaDesde =
      outcome === 'created'
        ? null
        : outcome === 'uncertain'
          ? sql`coalesce(${znunyCreations.incertaDesde}, ${znunyCreations.reservadaAte} - ${`${this.leaseMs} milliseconds`}::interval)`
          : sql`${znunyCreations.incertaDesde}`;
    await this.db
      .update(znunyCreations)
      .set({ dono: null, reservadaAte: null, incertaDesde, alterada: sql`now()` })
      .where(and(eq(znunyCreations.chave, claim.key), eq(znunyCreations.dono, claim.token)));
  }

  /** Forgets old keys now and then; any process may do it. */
  private async prune(): Promise<void> {
    if (Date.now() - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = Date.now();
    await this.db
      .delete(znunyCreations)
      .where(and(isNull(znunyCreations.dono), lt(znunyCreations.alterada, new Date(Date.now() - KEEP_ROWS_MS))));
  }
}
