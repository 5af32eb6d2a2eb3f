import type { InsightBatch, InsightEnd, InsightEvent } from '@chamados/portal-api';
import type { StoredWalk } from './attendance-storage';

type InsightStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What {@link WalkInsights} needs from the outside. */
export interface WalkInsightsDeps {
  storage: InsightStorage;
  /** Where the walk's attendance id is kept (under the user's session prefix: 'Sair' clears it). */
  key: string;
  /** Asks the server for a walk's signed attendance id (`POST /api/atendimento/inicio`). */
  start: (arvore: string) => Promise<string>;
  /** Sends a batch and forgets it (portal-api's `sendInsightEvents`). */
  send: (batch: InsightBatch, leaving: boolean) => void;
  /** How long events wait to go together; a walk's end goes at once. */
  delayMs?: number;
}

/** One walk's statistics: its id once the server gave it (null while asked, never for a lost walk). */
interface WalkState {
  id: string;
  atendimento: string | null;
  /** False for a walk whose id is unknown (a reload while the start was on its way): it reports nothing. */
  counted: boolean;
  queue: InsightEvent[];
  ended: boolean;
}

interface StoredRecord {
  walkId: string;
  atendimento: string | null;
  /**
   * Events handed to the beacon as the page was left: sent again after a reload, in case the
   * beacon was lost (the server counts each once, so twice costs one request, never a count).
   */
  pendentes?: InsightEvent[];
}

/**
 * The anonymous events of the walks of one user, for the tree's statistics (issue 22): the start
 * (once per walk: a reload resumes the id kept in storage, never starts again), each screen reached
 * by an answer (Back reports nothing; Forward reports again and the server counts once), each
 * tutorial's 'Sim' or 'Não', and the end — a ticket, a tutorial that solved it, or cancelled (any
 * other way the walk is dropped: Cancelar, Voltar or Back from the first screen, 'Novo Chamado').
 * Events go in batches, in the background; nothing here is awaited by the walk, and a failure loses
 * the events, never the walk. Nothing about the user or what they typed is sent: screen names only.
 */
export class WalkInsights {
  private readonly walks = new Map<string, WalkState>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: WalkInsightsDeps) {}

  private read(): StoredRecord | undefined {
    try {
      const value = JSON.parse(
        this.deps.storage.getItem(this.deps.key) ?? 'null',
      ) as Partial<StoredRecord> | null;
      if (!value || typeof value.walkId !== 'string') return undefined;
      const atendimento = typeof value.atendimento === 'string' ? value.atendimento : null;
      return {
        walkId: value.walkId,
        atendimento,
        ...(Array.isArray(value.pendentes) ? { pendentes: value.pendentes } : {}),
      };
    } catch {
      return undefined;
    }
  }

  private write(record: StoredRecord | null): void {
    try {
      if (record) this.deps.storage.setItem(this.deps.key, JSON.stringify(record));
      else this.deps.storage.removeItem(this.deps.key);
    } catch {
      // Storage full or blocked: a reload then reports nothing more of this walk.
    }
  }

  /** The state of a walk, resumed from storage after a reload (an unknown id reports nothing). */
  private state(walkId: string): WalkState {
    let state = this.walks.get(walkId);
    if (!state) {
      const stored = this.read();
      const mine = stored?.walkId === walkId ? stored : undefined;
      const atendimento = mine?.atendimento ?? null;
      state = {
        id: walkId,
        atendimento,
        counted: atendimento !== null,
        queue: atendimento !== null ? [...(mine?.pendentes ?? [])] : [],
        ended: false,
      };
      this.walks.set(walkId, state);
      if (mine?.pendentes) this.write({ walkId, atendimento });
      if (state.queue.length > 0) this.schedule();
    }
    return state;
  }

  /** A walk starts from a card: asks for its id (in the background) and reports its first screen. */
  begin(walk: StoredWalk): void {
    const state: WalkState = {
      id: walk.id,
      atendimento: null,
      counted: true,
      queue: [],
      ended: false,
    };
    this.walks.set(walk.id, state);
    // Before the answer: a reload meanwhile finds the walk being started, and does not start it again.
    this.write({ walkId: walk.id, atendimento: null });
    state.queue.push({ tipo: 'tela', tela: walk.attendance.current });
    this.deps.start(walk.attendance.tree.nome).then(
      (atendimento) => {
        state.atendimento = atendimento;
        if (!state.ended) this.write({ walkId: walk.id, atendimento });
        if (state.ended) this.flush(false);
        else this.schedule();
      },
      () => {
        state.counted = false;
        state.queue = [];
        this.walks.delete(walk.id);
      },
    );
  }

  /** The stored walk changed from `prev` to `next`: the screens answered since, or the walk's end. */
  changed(prev: StoredWalk | null, next: StoredWalk | null): void {
    if (prev && next?.id !== prev.id) {
      const state = this.state(prev.id);
      const tela = prev.attendance.current;
      // A finish reports itself right after the walk is dropped (use-walk.ts drops, then finishes).
      queueMicrotask(() => this.end(state, 'cancelado', tela));
    }
    if (!prev || !next || next.id !== prev.id) return;
    const before = prev.attendance.history.length;
    const history = next.attendance.history;
    if (history.length <= before) return;
    const state = this.state(next.id);
    for (let i = before; i < history.length; i++) {
      const from = history[i]!;
      const to = i + 1 < history.length ? history[i + 1]!.screen : next.attendance.current;
      if (from.solved !== undefined)
        state.queue.push({ tipo: 'tutorial', tela: from.screen, resolvido: from.solved });
      state.queue.push({ tipo: 'tela', tela: to, de: from.screen });
    }
    this.schedule();
  }

  /** The walk ended with a ticket ('chamado') or solved by a tutorial, on screen `tela`. */
  finish(walkId: string, como: InsightEnd, tela: string): void {
    this.end(this.state(walkId), como, tela);
  }

  private end(state: WalkState, como: InsightEnd, tela: string): void {
    if (state.ended) return;
    state.ended = true;
    state.queue.push({ tipo: 'fim', como, tela });
    if (this.read()?.walkId === state.id) this.write(null);
    this.flush(false);
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush(false);
    }, this.deps.delayMs ?? 3000);
  }

  /**
   * Sends what waits by the browser's beacon when the page is hidden or left; gives back what
   * stops watching (and sends the rest).
   */
  watchPage(): () => void {
    const leave = () => this.flush(true);
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      this.flush(false);
    };
  }

  /** Sends what waits; `leaving`: the page is going away (the browser's beacon). */
  flush(leaving: boolean): void {
    if (this.timer !== undefined && leaving) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    for (const state of this.walks.values()) {
      if (!state.counted) {
        state.queue = [];
      } else if (state.atendimento !== null) {
        // Leaving mid-walk: kept too, in case the beacon does not make it (see StoredRecord).
        if (leaving && !state.ended && state.queue.length > 0 && this.read()?.walkId === state.id) {
          this.write({
            walkId: state.id,
            atendimento: state.atendimento,
            pendentes: state.queue.slice(0, 40),
          });
        }
        // The route takes a bounded batch: a long queue goes in pieces.
        while (state.queue.length > 0) {
          const eventos = state.queue.splice(0, 40);
          this.deps.send({ atendimento: state.atendimento, eventos }, leaving);
        }
      }
      if (state.ended && state.queue.length === 0 && (state.atendimento !== null || !state.counted))
        this.walks.delete(state.id);
    }
  }
}
