import type { LiveAgent, LivePresenceList } from '@chamados/api-contract';
import type { LiveHub, PresenceWire } from './live-hub';

interface Entry {
  agent: LiveAgent;
  tickets: number[];
  expires: number;
}

/**
 * Which agents have which tickets open ('Também neste chamado'), on every instance: each
 * connection says which tickets its pages show (again every LIVE_PRESENCE_REFRESH_MS), every
 * instance keeps the same board from the shared messages, and an entry nobody refreshed goes
 * away — a closed laptop leaves no ghost. Memory only: presence is worth nothing after a restart.
 */
export class PresenceBoard {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly hub: LiveHub,
    private readonly ttlMs: number,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.max(1_000, Math.floor(ttlMs / 3)));
    this.sweeper.unref();
  }

  /** The tickets `agent`'s connection `conexao` has open now; answers who has each of them open. */
  set(agent: LiveAgent, conexao: string, tickets: readonly number[]): LivePresenceList {
    const wire: PresenceWire = { key: `${agent.id}\u0000${conexao}`, agent, tickets: [...new Set(tickets)] };
    this.apply(wire);
    this.hub.share({ from: this.hub.instance, presence: wire });
    return { chamados: wire.tickets.map((id) => ({ id, agentes: this.agentsOf(id) })) };
  }

  /** The connection closed: its tickets are no longer open. */
  leave(agent: LiveAgent, conexao: string): void {
    const key = `${agent.id}\u0000${conexao}`;
    if (!this.entries.has(key)) return;
    this.set(agent, conexao, []);
  }

  /** A change from this or another instance. */
  apply(wire: PresenceWire): void {
    const before = this.entries.get(wire.key)?.tickets ?? [];
    if (wire.tickets.length === 0) this.entries.delete(wire.key);
    else this.entries.set(wire.key, { agent: wire.agent, tickets: wire.tickets, expires: Date.now() + this.ttlMs });
    const same = before.length === wire.tickets.length && before.every((id, i) => wire.tickets[i] === id);
    // A refresh that changes nothing tells nobody anything.
    if (same && before.length > 0) return;
    for (const id of new Set([...before, ...wire.tickets])) this.announce(id);
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  /** Agents with ticket `id` open, each once (one agent may have it open in two browsers). */
  agentsOf(id: number): LiveAgent[] {
    const seen = new Map<string, LiveAgent>();
    for (const e of this.entries.values()) if (e.tickets.includes(id)) seen.set(e.agent.id, e.agent);
    return [...seen.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  }

  private announce(id: number): void {
    this.hub.presence({ tipo: 'presenca', id, agentes: this.agentsOf(id) });
  }

  private sweep(): void {
    const now = Date.now();
    const gone = new Set<number>();
    for (const [key, e] of this.entries) {
      if (e.expires > now) continue;
      this.entries.delete(key);
      for (const id of e.tickets) gone.add(id);
    }
    for (const id of gone) this.announce(id);
  }
}
