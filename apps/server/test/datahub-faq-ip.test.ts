import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

describe('data hub, FAQ and IP', () => {
  const t = useTestApp();
  let h: Record<string, string>;
  beforeAll(async () => {
    h = bearer(await token(claims.userA));
  });

  it.each(['campi', 'predios', 'departamentos'])('serves the %s list as key/value items', async (key) => {
    const res = await t.app.inject({ url: `/api/datahub/lists/${key}`, headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(res.json()[0]).toEqual({ key: expect.any(String), value: expect.any(String) });
  });

  it('looks keys up in the maps the example trees use', async () => {
    const campus = await t.app.inject({ url: '/api/datahub/maps/fila-por-campus?chave=rio-paranaiba', headers: h });
    expect(campus.json()).toEqual({ mapa: 'fila-por-campus', chave: 'rio-paranaiba', valor: 'N1::Service Desk::Rio Paranaíba' });
    const predios = (await t.app.inject({ url: '/api/datahub/lists/predios', headers: h })).json();
    for (const p of predios) {
      const res = await t.app.inject({ url: `/api/datahub/maps/fila-por-predio?chave=${p.key}`, headers: h });
      expect(res.statusCode).toBe(200);
    }
    const unknownMap = await t.app.inject({ url: '/api/datahub/maps/nada?chave=x', headers: h });
    expect(unknownMap.json().mensagem).toBe('Mapa não encontrado');
  });

  it('serves FAQ items in the FAQItem shape with inline images as attachments', async () => {
    const res = await t.app.inject({ url: '/api/faq/1', headers: h });
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    expect(item).toMatchObject({ Title: expect.any(String), Field3: expect.stringContaining('FileID=1') });
    expect(item.Attachment[0]).toMatchObject({ FileID: 1, ContentType: 'image/png', Content: expect.any(String) });
  });

  it("answers the caller's IP as the server sees it", async () => {
    const res = await t.app.inject({ url: '/api/ip', headers: h, remoteAddress: '10.1.2.3' });
    expect(res.json()).toEqual({ ip: '10.1.2.3' });
  });
});
