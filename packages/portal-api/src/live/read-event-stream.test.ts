import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from './parse-event-stream';
import { readEventStream } from './read-event-stream';

/** A fetch body that delivers `chunks` one by one. */
const bodyOf = (chunks: readonly Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });

describe('readEventStream', () => {
  it('decodes UTF-8 split inside a character, and reports every chunk (the heartbeat too) as activity', async () => {
    const bytes = new TextEncoder().encode('data: {"nome":"Conceição"}\n\n');
    const at = bytes.indexOf(0xc3); // the first byte of 'ç'
    const heartbeat = new TextEncoder().encode(': \n\n');
    const events: StreamEvent[] = [];
    const onActivity = vi.fn();
    await readEventStream(bodyOf([bytes.slice(0, at + 1), bytes.slice(at + 1), heartbeat]), { onEvent: (e) => events.push(e), onActivity });
    expect(events.map((e) => JSON.parse(e.data))).toEqual([{ nome: 'Conceição' }]);
    expect(onActivity).toHaveBeenCalledTimes(3);
  });

  it('resolves when the body ends, and passes retry on', async () => {
    const onRetry = vi.fn();
    await readEventStream(bodyOf([new TextEncoder().encode('retry: 2000\n\n')]), { onEvent: () => {}, onRetry });
    expect(onRetry).toHaveBeenCalledWith(2000);
  });
});
