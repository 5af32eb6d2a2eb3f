import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_BASE_URL } from '../test/test-store';
import { sendInsightEvents } from './send-insight-events';

const received: unknown[] = [];
const server = setupServer(
  http.post('*/api/atendimento/eventos', async ({ request }) => {
    received.push(JSON.parse(await request.text()));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received.length = 0;
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const batch = { atendimento: 'id-assinado', eventos: [{ tipo: 'tela' as const, tela: 'qual-rede' }] };

describe('sendInsightEvents', () => {
  it('posts the batch and returns at once', async () => {
    sendInsightEvents(batch, { baseUrl: TEST_BASE_URL });
    await vi.waitFor(() => expect(received).toEqual([batch]));
  });

  it("leaving, hands the batch to the browser's beacon as text", () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    sendInsightEvents(batch, { baseUrl: TEST_BASE_URL, leaving: true });
    expect(beacon).toHaveBeenCalledWith(`${TEST_BASE_URL}/atendimento/eventos`, JSON.stringify(batch));
  });

  it('drops a failure silently: nothing thrown, nothing logged', async () => {
    server.use(http.post('*/api/atendimento/eventos', () => HttpResponse.error()));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => sendInsightEvents(batch, { baseUrl: TEST_BASE_URL })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
