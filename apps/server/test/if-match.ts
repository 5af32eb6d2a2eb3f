import type { FastifyInstance } from 'fastify';

/**
 * The caller's headers plus `If-Match` with the current ETag of an admin record: what the editor
 * does before every write (it opened the record, so it knows the revision it changes).
 * @example await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}/lancar`, headers: await ifMatch(t.app, admin, id) })
 */
export async function ifMatch(app: FastifyInstance, headers: Record<string, string>, id: number, kind: 'arvore' | 'respostas-prontas' = 'arvore'): Promise<Record<string, string>> {
  const res =
    kind === 'arvore'
      ? await app.inject({ url: `/api/admin/arvore/${id}/revisao`, headers })
      : await app.inject({ url: '/api/admin/respostas-prontas', headers });
  if (res.statusCode !== 200) return { ...headers, 'if-match': `"${id}.0"` };
  if (kind === 'arvore') return { ...headers, 'if-match': String(res.headers.etag) };
  const reply = res.json<{ id: number; revisao: number }[]>().find((r) => r.id === id);
  return { ...headers, 'if-match': `"${id}.${reply?.revisao ?? 0}"` };
}
