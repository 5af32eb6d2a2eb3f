import type { InsightBatch, InsightEvent } from '@chamados/portal-api';
import type { StoredWalk } from './attendance-storage';

type InsightStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What {@link WalkInsights} needs from the outside. */
export interface WalkInsightsDeps {
  storage: InsightStorage;
  /** Where events handed to the beacon are kept (under the user's session prefix: 'Sair' clears it). */
  key: string;
  /**
   * Sends a batch and forgets it (portal-api's `sendInsightEvents`); settles once the server has
   * it (or it failed), so the next batch of the walk goes after it.
   */
  send: (batch: InsightBatch, leaving: boolean) => Promise<void> | void;
  /** How long events wait to go together; a walk's end goes at once. */
  delayMs?: number;
}

/** One walk's statistics: its signed id (null for a walk that has none: it reports nothing). */
interface WalkState {
  id: string;
  atendimento: string | null;
  queue: InsightEvent[];
  ended: boolean;
  /** The batch on its way: the next one of this walk waits for it, so the server gets them in order. */
  sending: Promise<void>;
}

interface StoredRecord {
  walkId: string;
  /**
   * Events handed to the beacon as the page was left: sent again after a reload, in case the
   * beacon was lost (the server counts each once, so twice costs one request, never a count).
   */
  pendentes: InsightEvent[];
}

/**
 * The anonymous events of the walks of one user, for the tree's statistics (issue 22): each screen
 * reached by an answer (Back reports nothing; Forward reports again and the server counts once),
 * each tutorial's 'Sim' or 'Não', and a walk dropped without a ticket as cancelled (Cancelar,
 * Voltar or Back from the first screen, 'Novo Chamado'). The start is the server's (it signs the
 * walk's id when the walk starts), and so is the end with a ticket: the creation replays the walk
 * and counts its path and end itself. Events go in batches, in the background and in order (a
 * walk's next batch waits for the one on its way); nothing here is awaited by the walk, and a
 * failure loses the events, never the walk. Nothing about the user or what they typed is sent:
 * screen names only.
 */
export class WalkInsights {
  private readonly walks = new Map<string, WalkState>();
  /** Walks that ended (a ticket, or cancelled) and were sent: whatever comes later about them reports nothing. */
  private readonly done = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly deps: WalkInsightsDeps) {}

  private read(): StoredRecord | undefined {
    try {
      const value = JSON.parse(this.deps.storage.getItem(this.deps.key) ?? 'null') as Partial<StoredRecord> | null;
      if (!value || typeof value.walkId !== 'string' || !Array.isArray(value.pendentes)) return undefined;
      return { walkId: value.walkId, pendentes: value.pendentes };
    } catch {
      return undefined;
    }
  }

  private write(record: StoredRecord | null): void {
    try {
      if (record) this.deps.storage.setItem(this.deps.key, JSON.stringify(record));
      else this.deps.storage.removeItem(this.deps.key);
    } catch {
      // Storage full or blocked: a lost beacon's events are then lost.
    }
  }

  /** The state of a walk; after a reload, with what the beacon may not have delivered. */
  private state(walk: StoredWalk): WalkState {
    let state = this.walks.get(walk.id);
    if (!state && this.done.has(walk.id)) return { id: walk.id, atendimento: null, queue: [], ended: true, sending: Promise.resolve() };
    if (!state) {
      const stored = this.read();
      const pendentes = stored?.walkId === walk.id ? stored.pendentes : [];
      state = { id: walk.id, atendimento: walk.atendimento ?? null, queue: [...pendentes], ended: false, sending: Promise.resolve() };
      this.walks.set(walk.id, state);
      if (stored) this.write(null);
      if (state.queue.length > 0) this.schedule();
    }
    return state;
  }

  /** A walk starts from a card (the server counted the start): its first screen. */
  begin(walk: StoredWalk): void {
    const state: WalkState = { id: walk.id, atendimento: walk.atendimento ?? null, queue: [], ended: false, sending: Promise.resolve() };
    this.walks.set(walk.id, state);
    state.queue.push({ tipo: 'tela', tela: walk.attendance.current });
    this.schedule();
  }

  /** The stored walk changed from `prev` to `next`: the screens answered since, or the walk's end. */
  changed(prev: StoredWalk | null, next: StoredWalk | null): void {
    if (prev && next?.id !== prev.id) {
      const state = this.state(prev);
      const tela = prev.attendance.current;
      // A ticket's end comes right after the walk is dropped (use-walk.ts drops, then finishes).
      queueMicrotask(() => this.end(state, tela));
    }
    if (!prev || !next || next.id !== prev.id) return;
    const before = prev.attendance.history.length;
    const history = next.attendance.history;
    if (history.length <= before) return;
    const state = this.state(next);
    for (let i = before; i < history.length; i++) {
      const from = history[i]!;
      const to = i + 1 < history.length ? history[i + 1]!.screen : next.attendance.current;
      if (from.solved !== undefined) state.queue.push({ tipo: 'tutorial', tela: from.screen, resolvido: from.solved });
      state.queue.push({ tipo: 'tela', tela: to, de: from.screen });
    }
    this.schedule();
  }

  /**
   * The walk ended with its ticket: the server counted its path and its end when it created the
   * ticket, so nothing of it is left to send.
   */
  finish(walkId: string): void {
    const state = this.walks.get(walkId);
    if (state) {
      state.ended = true;
      state.queue = [];
    } else {
      this.walks.set(walkId, { id: walkId, atendimento: null, queue: [], ended: true, sending: Promise.resolve() });
    }
    if (this.read()?.walkId === walkId) this.write(null);
  }

  /** The walk was dropped without a ticket: cancelled on screen `tela`. */
  private end(state: WalkState, tela: string): void {
    if (state.ended) return;
    state.ended = true;
    state.queue.push({ tipo: 'fim', como: 'cancelado', tela });
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

  /** Sends what waits; `leaving`: the page is going away (the browser's beacon, which cannot wait). */
  flush(leaving: boolean): void {
    if (this.timer !== undefined && leaving) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    for (const state of this.walks.values()) {
      if (state.atendimento === null) {
        state.queue = [];
      } else if (state.queue.length > 0) {
        const atendimento = state.atendimento;
        // Leaving mid-walk: kept too, in case the beacon does not make it (see StoredRecord).
        if (leaving && !state.ended) this.write({ walkId: state.id, pendentes: state.queue.slice(0, 40) });
        // The route takes a bounded batch: a long queue goes in pieces, one after the other.
        const batches: InsightBatch[] = [];
        while (state.queue.length > 0) batches.push({ atendimento, eventos: state.queue.splice(0, 40) });
        if (leaving) for (const batch of batches) void this.deps.send(batch, true);
        else
          for (const batch of batches)
            state.sending = state.sending.then(async () => {
              await this.deps.send(batch, false);
            });
      }
      if (state.ended && state.queue.length === 0) {
        this.walks.delete(state.id);
        this.done.add(state.id);
      }
    }
  }
}
