// @vitest-environment happy-dom
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketSearchArgs } from '../endpoints/tickets';
import { makeStore } from '../test/test-store';
import { useLatestTicketSearch } from './use-latest-ticket-search';

const aborted: string[] = [];
const started: string[] = [];
const server = setupServer(
  http.get('*/api/ticket/fulltext', async ({ request }) => {
    const texto = new URL(request.url).searchParams.get('texto') ?? '';
    started.push(texto);
    request.signal.addEventListener('abort', () => aborted.push(texto));
    await delay(texto === 'wi' ? 300 : 10);
    return HttpResponse.json({ tickets: [], maxSize: texto.length });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('useLatestTicketSearch', () => {
  it('cancels the pending search when a new one starts, and shows the newest answer', async () => {
    const store = makeStore('token');
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const args = (texto: string): TicketSearchArgs => ({ idUsuario: '12345678909', texto, offset: 0, limit: 10 });
    const { result, rerender } = renderHook(({ texto }) => useLatestTicketSearch(args(texto)), { wrapper, initialProps: { texto: 'wi' } });
    // The first search is on the wire (slow) when the user types on.
    await waitFor(() => expect(started).toEqual(['wi']));
    rerender({ texto: 'wi-fi' });
    await waitFor(() => expect(result.current.data?.maxSize).toBe(5));
    expect(aborted).toEqual(['wi']);
  });
});
