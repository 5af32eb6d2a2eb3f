import type { LiveEvent } from '@chamados/api-contract';

/** An event as read from the stream, with its SSE id when it had one. */
export type ReadEvent = LiveEvent & { lastEventId?: string };

/**
 * A test's reader of `GET /api/eventos` over real HTTP: collects every event, and lets the test
 * wait on a condition (never a sleep). Frames are parsed as the SSE rules say: `id:` and `data:`
 * lines, a blank line ends an event, `:` lines are comments (the heartbeat).
 */
export class LiveClient {
  readonly events: ReadEvent[] = [];
  comments = 0;
  status = 0;
  ended = false;
  private readonly controller = new AbortController();
  private waiters: (() => void)[] = [];
  readonly ready: Promise<void>;

  constructor(base: string, authorization: string, lastEventId?: string) {
    this.ready = this.read(base, authorization, lastEventId);
  }

  private async read(base: string, authorization: string, lastEventId?: string): Promise<void> {
    const headers: Record<string, string> = { authorization, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const res = await fetch(`${base}/api/eventos`, { headers, signal: this.controller.signal });
    this.status = res.status;
    if (!res.ok || !res.body) {
      this.ended = true;
      this.wake();
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            this.frame(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
          }
          this.wake();
        }
      } catch {
        // aborted by close()
      }
      this.ended = true;
      this.wake();
    })();
    await this.until(() => this.events.length > 0);
  }

  private frame(text: string): void {
    let id: string | undefined;
    const data: string[] = [];
    for (const line of text.split('\n')) {
      if (line.startsWith(':')) this.comments++;
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length) this.events.push({ ...(JSON.parse(data.join('\n')) as LiveEvent), ...(id ? { lastEventId: id } : {}) });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves when `check` holds (checked on each chunk read), or fails after `ms`. */
  async until(check: () => boolean, ms = 5_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (this.ended && !check()) throw new Error(`the stream ended first: ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such event within ${ms} ms: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** The first ticket event about `id` with `mudanca`, once it arrived. */
  async ticket(id: number, mudanca: string, ms?: number): Promise<ReadEvent> {
    const find = () => this.events.find((e) => e.tipo === 'chamado' && e.id === id && e.mudanca === mudanca);
    await this.until(() => find() !== undefined, ms);
    return find()!;
  }

  ticketEvents(): Extract<ReadEvent, { tipo: 'chamado' }>[] {
    return this.events.filter((e): e is Extract<ReadEvent, { tipo: 'chamado' }> => e.tipo === 'chamado');
  }

  close(): void {
    this.controller.abort();
  }
}
