/** One event of a `text/event-stream`, as the SSE rules read it. */
export interface StreamEvent {
  id?: string;
  data: string;
}

/**
 * Reads a `text/event-stream` body (fetch's `ReadableStream`) and calls `onEvent` for each event:
 * `data:` lines joined by newlines, `id:` kept, `:` comments (the heartbeat) and other fields
 * skipped. Resolves when the body ends. (EventSource would do this, but cannot send the
 * Authorization header: the token would have to travel in the URL, where logs keep it.)
 * @example await readEventStream(res.body, (e) => console.log(JSON.parse(e.data)))
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void, onActivity?: () => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let data: string[] = [];
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length) onEvent({ ...(id !== undefined ? { id } : {}), data: data.join('\n') });
      data = [];
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onActivity?.();
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const eol = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
      // A lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk.
      if (buffer[end] === '\r' && end + 1 === buffer.length) break;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + eol);
    }
  }
}
