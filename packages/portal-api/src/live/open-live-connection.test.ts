import type { LiveEvent } from '@chamados/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { change, fakeEventServer, hello } from '../test/fake-event-server';
import { openLiveConnection } from './open-live-connection';


function open(server: ReturnType<typeof fakeEventServer>, extra: { silenceMs?: number; token?: () => string | null } = {}) {
  const events: LiveEvent[] = [];
  const ups: boolean[] = [];
  const stop = openLiveConnection({
    baseUrl: '/api',
    token: extra.token ?? (() => 'tok'),
    onEvent: (e) => events.push(e),
    onUp: (u) => ups.push(u),
    fetch: server.fetch,
    retryMs: 1,
    ...(extra.silenceMs ? { silenceMs: extra.silenceMs } : {}),
  });
  return { events, ups, stop };
}

describe('openLiveConnection', () => {
  it('sends the token in the Authorization header, never in the URL, and reconnects with the last event id', async () => {
    const server = fakeEventServer();
    const live = open(server);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(vi.mocked(server.fetch).mock.calls[0]![0]).toBe('/api/eventos');
    expect(server.calls[0]!.headers).toEqual({ authorization: 'Bearer tok', accept: 'text/event-stream' });
    server.write(hello + change('12', 3));
    await vi.waitFor(() => expect(live.events.map((e) => e.tipo)).toEqual(['conectado', 'chamado']));
    expect(live.ups.at(-1)).toBe(true);
    server.end();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    expect(live.ups).toContain(false);
    expect(server.calls[1]!.headers['last-event-id']).toBe('12');
    live.stop();
  });

  it('a stream silent for longer than the heartbeat allows is taken for dead and reopened', async () => {
    const server = fakeEventServer();
    const live = open(server, { silenceMs: 200 });
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(hello);
    await vi.waitFor(() => expect(live.ups.at(-1)).toBe(true));
    // Nothing more, not even a heartbeat: the connection is given up and a new one asked.
    await vi.waitFor(() => expect(server.calls).toHaveLength(2), { timeout: 5_000 });
    live.stop();
  });

  it('after a reconnection it cannot name (no id yet), the pages read everything again', async () => {
    const server = fakeEventServer();
    const live = open(server);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(hello);
    await vi.waitFor(() => expect(live.events).toHaveLength(1));
    server.end();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    server.write(hello);
    await vi.waitFor(() => expect(live.events.map((e) => e.tipo)).toEqual(['conectado', 'recarregar', 'conectado']));
    live.stop();
  });

  it('stops on 401 (the session is over) and when the token is gone', async () => {
    const server = fakeEventServer();
    server.statuses.push(401);
    const live = open(server);
    await vi.waitFor(() => expect(live.ups).toEqual([false]));
    expect(server.calls).toHaveLength(1);

    const none = open(server, { token: () => null });
    await vi.waitFor(() => expect(none.ups).toEqual([false]));
    expect(server.calls).toHaveLength(1);
  });
});
