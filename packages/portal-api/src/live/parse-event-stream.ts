/** One event of a `text/event-stream`, as the SSE rules read it. */
export interface StreamEvent {
  /** The last `id:` seen so far on this stream (SSE keeps it from one event to the next). */
  id?: string;
  data: string;
}

/** What the parser calls back with. */
export interface EventStreamHandlers {
  onEvent: (event: StreamEvent) => void;
  /** A `retry:` field: the reconnection delay the server asks for, in ms. */
  onRetry?: (ms: number) => void;
}

/** Feeds text of a `text/event-stream` in pieces cut anywhere; `end()` when the body ends. */
export interface EventStreamParser {
  push: (text: string) => void;
  end: () => void;
}

const BOM = '\uFEFF';

/**
 * The SSE parsing rules (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation)
 * over text that arrives in pieces cut anywhere — mid-line, mid-field, between `\r` and `\n`.
 * `data:` lines are joined by newlines; `id:` is remembered for the next events (it names the last
 * event for `Last-Event-ID`); `retry:` goes to `onRetry`; `:` comments (the heartbeat), `event:`
 * and unknown fields are skipped; an event without data is not dispatched; an unfinished event at
 * the end is dropped. Pure: no I/O, so it is tested piece by piece.
 * @example const p = createEventStreamParser({ onEvent: (e) => console.log(e.data) }); p.push('data: {"tipo":'); p.push('"recarregar"}\n\n');
 */
export function createEventStreamParser(handlers: EventStreamHandlers): EventStreamParser {
  let buffer = '';
  let data: string[] = [];
  let lastId: string | undefined;
  let first = true;
  const line = (text: string) => {
    if (text === '') {
      if (data.length) handlers.onEvent({ ...(lastId !== undefined ? { id: lastId } : {}), data: data.join('\n') });
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    // An id with a NUL is ignored (the spec's rule: it could not be sent back in a header).
    else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };
  return {
    push(text) {
      buffer += text;
      if (first && buffer.length) {
        first = false;
        if (buffer.startsWith(BOM)) buffer = buffer.slice(1);
      }
      let start = 0;
      for (;;) {
        const cr = buffer.indexOf('\r', start);
        const lf = buffer.indexOf('\n', start);
        const end = cr < 0 ? lf : lf < 0 ? cr : Math.min(cr, lf);
        if (end < 0) break;
        // A \r last in the piece may be the first half of \r\n: wait for the next piece.
        if (end === cr && cr === buffer.length - 1) break;
        line(buffer.slice(start, end));
        start = end + (end === cr && buffer[cr + 1] === '\n' ? 2 : 1);
      }
      buffer = buffer.slice(start);
    },
    end() {
      // A final lone \r ends its line; an event never ended by a blank line is not dispatched.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      data = [];
    },
  };
}
