import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { change, fakeEventServer, hello } from '../test/fake-event-server';
import { startLive } from './start-live';

/**
 * Web Locks as a browser has them, for the tabs of this test (Node has none): one holder per
 * name, the next waiter granted when the holder's callback settles, a waiter's abort withdraws it.
 */
function fakeLocks() {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
  };
  return {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback().finally(() => {
            held.delete(name);
            resolve();
            grantNext(name);
          });
        };
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          queues.set(name, (queues.get(name) ?? []).filter((f) => f !== run));
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

/** The tags a tab's dispatches invalidated, one list per dispatch ('Ticket:3' for one ticket's, 'Ticket' for all). */
const invalidated = (dispatch: ReturnType<typeof vi.fn>) =>
  dispatch.mock.calls.map(([action]) =>
    ((action as UnknownAction & { payload: unknown[] }).payload ?? []).map((tag) => (typeof tag === 'string' ? tag : `${(tag as { type: string }).type}:${(tag as { id: number }).id}`)),
  );
const TICKET_3 = ['Ticket:3', 'AgentTicket:3', 'TicketList', 'UnseenCount', 'AgentQueue'];

beforeEach(() => {
  vi.stubGlobal('navigator', { locks: fakeLocks() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startLive across tabs', () => {
  it('two tabs share one stream; when the tab holding it stops, the other opens its own and reloads what it may have missed', async () => {
    const server = fakeEventServer();
    const tab = () => {
      const dispatch = vi.fn();
      const stop = startLive({ dispatch, token: () => 'tok', userId: 'ana', baseUrl: '/api', fetch: server.fetch });
      return { dispatch, stop };
    };
    const first = tab();
    const second = tab();
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.write(hello + change('5', 3));
    // The holder applies the event, and so does the other tab, through the channel.
    await vi.waitFor(() => expect(invalidated(first.dispatch)).toEqual([TICKET_3]));
    await vi.waitFor(() => expect(invalidated(second.dispatch)).toEqual([TICKET_3]));
    expect(server.calls).toHaveLength(1);

    first.stop();
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    server.write(hello);
    // Its own stream's greeting: every page is read again (recarregar stales every ticket page).
    await vi.waitFor(() => expect(invalidated(second.dispatch).at(-1)).toEqual(['Ticket', 'AgentTicket', 'TicketList', 'UnseenCount', 'AgentQueue']));
    server.write(change('6', 4));
    await vi.waitFor(() => expect(invalidated(second.dispatch).at(-1)).toEqual(['Ticket:4', 'AgentTicket:4', 'TicketList', 'UnseenCount', 'AgentQueue']));
    expect(server.calls).toHaveLength(2);
    second.stop();
  });
});
