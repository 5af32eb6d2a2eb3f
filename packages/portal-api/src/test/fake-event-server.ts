import { vi } from 'vitest';

/** A fake server: each call of fetch gets the next scripted answer; a body stays open until `end`. */
export function fakeEventServer() {
  const calls: { headers: Record<string, string> }[] = [];
  const bodies: ReadableStreamDefaultController<Uint8Array>[] = [];
  const statuses: number[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push({ headers: { ...(init?.headers as Record<string, string>) } });
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response(null, { status });
    const body = new ReadableStream<Uint8Array>({
      start: (c) => {
        bodies.push(c);
        init?.signal?.addEventListener('abort', () => c.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  const write = (text: string) => bodies.at(-1)!.enqueue(new TextEncoder().encode(text));
  const end = () => bodies.at(-1)!.close();
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, statuses, write, end };
}

/** The stream's first event. */
export const hello = 'data: {"tipo":"conectado","conexao":"c","expira":"2026-12-02T15:00:00.000Z"}\n\n';
/** A ticket's change, with its event id. */
export const change = (id: string, ticket: number) => `id: ${id}\ndata: {"tipo":"chamado","id":${ticket},"mudanca":"alterado","em":"2026-12-02T14:00:00.000Z"}\n\n`;
