import { createEventStreamParser, type EventStreamHandlers } from './parse-event-stream';

/**
 * Reads a `text/event-stream` body (fetch's `ReadableStream`) through the SSE parser
 * (createEventStreamParser): UTF-8 decoded across chunk boundaries, `onActivity` called for every
 * chunk — the heartbeat's comments included, which is how a silent, dead connection is told from
 * a quiet one. Resolves when the body ends. (EventSource would do this, but cannot send the
 * Authorization header: the token would have to travel in the URL, where logs keep it.)
 * @example await readEventStream(res.body, { onEvent: (e) => console.log(JSON.parse(e.data)) })
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, handlers: EventStreamHandlers & { onActivity?: () => void }): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createEventStreamParser(handlers);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      handlers.onActivity?.();
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
  } finally {
    reader.releaseLock();
  }
}
