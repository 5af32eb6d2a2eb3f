import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

describe('OpenAPI document', () => {
  const t = useTestApp();

  it('describes every API route with its request and response schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/arvores', '/api/arvores/{nome}', '/api/ticket', '/api/ticket/fulltext', '/api/ticket/{id}', '/api/ticket/{id}/anexos/{anexoId}',
      '/api/visualization/ticket', '/api/visualization/article', '/api/atendimento/encerrar', '/api/datahub/lists/{key}',
      '/api/datahub/maps/{mapa}', '/api/faq/{id}', '/api/ip', '/api/admin/arvore', '/api/admin/arvore/{id}', '/api/admin/arvore/nome/{nome}',
      '/api/admin/arvore/verificar', '/api/admin/arvore/{id}/lancar', '/api/admin/arvore/{id}/desabilitar', '/api/admin/arvore/{id}/orderup',
      '/api/admin/arvore/{id}/orderdown', '/api/admin/arvore/{id}/versoes',
    ]) {
      expect(paths).toContain(p);
    }
    for (const [p, methods] of Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)) {
      for (const [m, op] of Object.entries(methods)) {
        expect(Object.keys(op.responses).length, `${m} ${p}`).toBeGreaterThan(1);
      }
    }
    expect(doc.paths['/api/ticket'].post.requestBody).toBeDefined();
  });
});
