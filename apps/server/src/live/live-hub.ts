import { randomUUID } from 'node:crypto';
import type { LiveAgent, LiveEvent, LivePresenceEvent, LiveTicketChange, LiveTicketEvent } from '@chamados/api-contract';

/** One open stream, as the hub sees it: whose it is and how to write to it. */
export interface LiveSubscriber {
  userId: string;
  agent: boolean;
  /** Writes one SSE frame; the stream decides what to do with a client that does not read. */
  send(frame: string): void;
  /** Ends the stream after writing `frame` (the last event). */
  end(frame: string): void;
}

/**
 * Who may read a ticket event: every agent (the queue is theirs), and the ticket's student
 * unless it is an internal note.
 */
interface TicketNews {
  event: LiveTicketEvent;
  owner: string;
}

/** What travels between instances (NOTIFY payload): a ticket's news, or a presence change. */
export type LiveWire = { from: string; news: TicketNews } | { from: string; presence: PresenceWire };

/** One connection's open tickets (none: it left), as the presence board shares it. */
export interface PresenceWire {
  key: string;
  agent: LiveAgent;
  tickets: number[];
}

export interface LiveHubOptions {
  /** Events kept for `Last-Event-ID` reconnections. */
  ringSize?: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs?: number;
  /** Sends a message to the other instances (PostgreSQL NOTIFY); absent on PGlite (one process). */
  notifyOthers?: (payload: string) => Promise<void>;
  onNotifyError?: (err: unknown) => void;
}

const frameOf = (event: LiveEvent, id?: string) => `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(event)}\n\n`;

/** The changes that students never see. */
const AGENTS_ONLY: ReadonlySet<LiveTicketChange> = new Set(['nota']);

/**
 * The live events of one instance: what changed, to the open streams that may see it, and to
 * the other instances. Each instance numbers the events it delivers (`{boot}-{seq}`) and keeps
 * the last ones, so a stream that comes back with `Last-Event-ID` gets what it missed — or, when
 * the id is from another instance or too old, one `recarregar`.
 */
export class LiveHub {
  readonly instance = randomUUID();
  private readonly boot = this.instance.slice(0, 8);
  private seq = 0;
  private readonly ring: { seq: number; news: TicketNews; frame: string }[] = [];
  private readonly subscribers = new Set<LiveSubscriber>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly ringSize: number;

  constructor(private readonly options: LiveHubOptions = {}) {
    this.ringSize = options.ringSize ?? 512;
    // One timer for every stream, not one each: 2,000 streams cost one wake-up every 25 s.
    this.heartbeat = setInterval(() => {
      for (const s of this.subscribers) s.send(': \n\n');
    }, options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** A ticket changed (after its transaction committed): tells this instance's streams and the others'. */
  ticket(id: number, mudanca: LiveTicketChange, owner: string): void {
    const news: TicketNews = { event: { tipo: 'chamado', id, mudanca, em: new Date().toISOString() }, owner };
    this.deliver(news);
    this.share({ from: this.instance, news });
  }

  /** Who has a ticket open changed: to this instance's agents (the presence board shares it itself). */
  presence(event: LivePresenceEvent): void {
    const frame = frameOf(event);
    for (const s of this.subscribers) if (s.agent) s.send(frame);
  }

  /** Sends to the other instances, when there are any; a lost NOTIFY only delays an update until the next poll. */
  share(wire: LiveWire): void {
    if (!this.options.notifyOthers) return;
    this.options.notifyOthers(JSON.stringify(wire)).catch((err: unknown) => this.options.onNotifyError?.(err));
  }

  /** A message of another instance arrived (NOTIFY); without payload the listener reconnected and may have missed some. */
  receive(payload: string | undefined, onPresence: (wire: PresenceWire) => void): void {
    if (!payload) {
      this.reloadAll();
      return;
    }
    let wire: LiveWire;
    try {
      wire = JSON.parse(payload) as LiveWire;
    } catch {
      return;
    }
    if (wire.from === this.instance) return;
    if ('news' in wire) this.deliver(wire.news);
    else onPresence(wire.presence);
  }

  /**
   * Adds a stream. With `lastEventId` it first gets what it missed, or `recarregar` when this
   * instance cannot tell (another instance's id, or older than the ring).
   */
  subscribe(subscriber: LiveSubscriber, lastEventId?: string): () => void {
    if (lastEventId) {
      const missed = this.since(lastEventId);
      if (missed === null) subscriber.send(frameOf({ tipo: 'recarregar' }));
      else for (const m of missed) if (may(subscriber, m.news)) subscriber.send(m.frame);
    }
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every stream (the server is stopping). */
  closeAll(): void {
    clearInterval(this.heartbeat);
    const frame = frameOf({ tipo: 'fim', motivo: 'servidor-parando' });
    for (const s of [...this.subscribers]) s.end(frame);
    this.subscribers.clear();
  }

  private reloadAll(): void {
    const frame = frameOf({ tipo: 'recarregar' });
    for (const s of this.subscribers) s.send(frame);
  }

  private deliver(news: TicketNews): void {
    const seq = ++this.seq;
    // Serialised once for every reader: the fan-out only writes the same bytes.
    const frame = frameOf(news.event, `${this.boot}-${seq}`);
    this.ring.push({ seq, news, frame });
    if (this.ring.length > this.ringSize) this.ring.shift();
    for (const s of this.subscribers) if (may(s, news)) s.send(frame);
  }

  private since(lastEventId: string): { news: TicketNews; frame: string }[] | null {
    const [boot, n] = lastEventId.split('-');
    const seq = Number(n);
    if (boot !== this.boot || !Number.isInteger(seq) || seq > this.seq) return null;
    const oldest = this.ring[0]?.seq ?? this.seq + 1;
    if (seq < oldest - 1) return null;
    return this.ring.filter((m) => m.seq > seq);
  }
}

function may(s: LiveSubscriber, news: TicketNews): boolean {
  if (s.agent) return true;
  return s.userId === news.owner && !AGENTS_ONLY.has(news.event.mudanca);
}
