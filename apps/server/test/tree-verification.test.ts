import { sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trees } from '../src/db/schema';
import { multipartBody } from './multipart';
import { useTestApp } from './test-app';
import { bearer, callerHeaders, claims, token } from './tokens';
import { ifMatch } from './if-match';

// A tree that names a data-hub list and a map: `predios` and `fila-por-predio` exist in the seed.
const usingDataHub = (list: string, map: string) => `nome: Ponto de rede
inicial: local
telas:
  local:
    tipo: formulario
    titulo: Onde fica o ponto?
    campos:
      predio:
        tipo: caixaDeSelecao
        rotulo: Prédio
        opcoes: { chave: ${list} }
    atribuicoes:
      - propriedade: fila
        operando: { tipo: mapeamento, mapa: ${map}, chave: '\${predio.valor}' }
`;

describe('tree verification against the data hub', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => ({ admin, user } = await callerHeaders()));

  const verify = (text: string) => t.app.inject({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', text) });
  const create = (nome: string, texto: string) => t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto } });

  it('gives admins the names of the lists and maps, once; others get 401 and 403', async () => {
    const res = await t.app.inject({ url: '/api/admin/datahub', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      disponivel: true,
      listas: ['campi', 'departamentos', 'predios'],
      mapas: expect.arrayContaining(['fila-por-campus', 'fila-por-predio']),
    });
    expect((await t.app.inject({ url: '/api/admin/datahub', headers: user })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/datahub' })).statusCode).toBe(401);
  });

  it('every seeded tree names only lists and maps the seeded data hub has', async () => {
    const seeded = (await t.app.inject({ url: '/api/admin/arvore', headers: admin })).json() as { nome: string; texto: string }[];
    expect(seeded.length).toBeGreaterThan(5);
    for (const tree of seeded) {
      const result = (await verify(tree.texto)).json();
      expect(result.erros, tree.nome).toEqual([]);
    }
  });

  it('verificar names an unknown list and an unknown map at their lines, and accepts the ones that exist', async () => {
    const bad = (await verify(usingDataHub('predio', 'fila-predio'))).json();
    expect(bad.ok).toBe(false);
    expect(bad.erros).toEqual([
      expect.objectContaining({ severity: 'error', line: 11, column: 26, message: expect.stringContaining('a lista "predio" não existe no data hub; você quis dizer "predios"?') }),
      expect.objectContaining({ severity: 'error', line: 14, column: 45, message: expect.stringContaining('o mapa "fila-predio" não existe no data hub; os mapas que existem: fila-por-campus, fila-por-predio.') }),
    ]);
    const good = (await verify(usingDataHub('predios', 'fila-por-predio'))).json();
    expect(good).toMatchObject({ ok: true, erros: [] });
  });

  it('refuses to launch a tree naming an unknown list: 422 with mensagem and erros, nothing launched', async () => {
    const tree = (await create('Lista inexistente', usingDataHub('salas', 'fila-por-predio'))).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      mensagem: 'A árvore possui 1 erro de verificação e não pode ser lançada: veja o Log de Erros.',
      erros: [expect.objectContaining({ severity: 'error', line: 11, message: expect.stringContaining('a lista "salas" não existe no data hub') })],
    });
    const after = (await t.app.inject({ url: `/api/admin/arvore/${tree.id}`, headers: admin })).json();
    expect(after).toMatchObject({ habilitada: false, arvore: null });
    expect((await t.app.inject({ url: `/api/admin/arvore/${tree.id}/versoes`, headers: admin })).json()).toEqual([]);
  });

  // Issue 28 item 4: what the tree points at, all at once, each at its screen and line.
  const pointing = (article: number) => `${usingDataHub('salas', 'fila-predio')}    fluxos:
      - tela: artigo
  artigo:
    tipo: tutorial
    fonte: otrs
    url: /api/faq/${article}
    telaSim: '#final'
    telaNao: '#final'
`;

  it('verificar names a FAQ article the FAQ lacks, with the unknown list and map, each at its line', async () => {
    const bad = (await verify(pointing(9999))).json();
    expect(bad.ok).toBe(false);
    expect(bad.erros).toEqual([
      expect.objectContaining({ severity: 'error', line: 11, message: expect.stringContaining('a lista "salas" não existe no data hub') }),
      expect.objectContaining({ severity: 'error', line: 14, message: expect.stringContaining('o mapa "fila-predio" não existe no data hub') }),
      {
        severity: 'error',
        path: ['telas', 'artigo', 'url'],
        line: 20,
        column: 10,
        message: expect.stringMatching(/^Tela "artigo", .*o artigo 9999 não existe no FAQ \(\/api\/faq\/9999\)/),
      },
    ]);
    // An article the FAQ has is fine: only the data-hub names are left.
    const seeded = (await t.app.inject({ url: '/api/faq/1', headers: user })).statusCode;
    expect(seeded).toBe(200);
    expect((await verify(pointing(1))).json().erros).toHaveLength(2);
  });

  it('refuses to launch a tree pointing at a missing FAQ article: 422 naming the screen and line, nothing launched', async () => {
    const text = pointing(9999).replace("opcoes: { chave: salas }", "opcoes: { chave: predios }").replace('mapa: fila-predio', 'mapa: fila-por-predio');
    const tree = (await create('Artigo inexistente', text)).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      mensagem: 'A árvore possui 1 erro de verificação e não pode ser lançada: veja o Log de Erros.',
      erros: [expect.objectContaining({ severity: 'error', line: 20, message: expect.stringContaining('o artigo 9999 não existe no FAQ') })],
    });
    expect((await t.app.inject({ url: `/api/admin/arvore/${tree.id}`, headers: admin })).json()).toMatchObject({ habilitada: false, arvore: null });
  });

  it('refuses to save a text over the size limit (413 with mensagem), on create and on update, keeping the saved text', async () => {
    const limit = t.config.treeFileLimit;
    const big = `${usingDataHub('predios', 'fila-por-predio')}# ${'x'.repeat(limit)}\n`;
    const created = await create('Grande demais', big);
    expect(created.statusCode).toBe(413);
    expect(created.json().mensagem).toMatch(new RegExp(`^O texto da árvore tem \\d+ KB e passa do limite de ${Math.floor(limit / 1024)} KB\\.`));
    const names = (await t.app.inject({ url: '/api/admin/arvore', headers: admin })).json().map((a: { nome: string }) => a.nome);
    expect(names).not.toContain('Grande demais');

    const small = (await create('Cresce depois', usingDataHub('predios', 'fila-por-predio'))).json();
    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${small.id}`, headers: await ifMatch(t.app, admin, small.id), payload: { nome: 'Cresce depois', texto: big } });
    expect(updated.statusCode).toBe(413);
    expect(updated.json().mensagem).toContain('passa do limite');
    expect((await t.app.inject({ url: `/api/admin/arvore/${small.id}`, headers: admin })).json().texto).toBe(small.texto);
  });

  it('refuses to launch a draft saved under a larger limit (413 with mensagem), launching nothing', async () => {
    const tree = (await create('Limite menor', usingDataHub('predios', 'fila-por-predio'))).json();
    const big = `${tree.texto}# ${'x'.repeat(t.config.treeFileLimit)}\n`;
    await t.app.db.update(trees).set({ texto: big }).where(eq(trees.id, tree.id));
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(res.statusCode).toBe(413);
    expect(res.json().mensagem).toContain('passa do limite');
    expect((await t.app.inject({ url: `/api/admin/arvore/${tree.id}`, headers: admin })).json()).toMatchObject({ habilitada: false, arvore: null });
  });
});

describe('a data hub that cannot answer', () => {
  const t = useTestApp();
  let admin: Record<string, string>;

  beforeAll(async () => {
    admin = bearer(await token(claims.admin));
    // The data hub's storage is gone (as a remote data hub that is down): its queries fail.
    await t.app.db.execute(sql`drop table datahub_lists`);
  });

  it('the names route says it is unavailable instead of failing', async () => {
    const res = await t.app.inject({ url: '/api/admin/datahub', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ disponivel: false, listas: [], mapas: [] });
  });

  it('verification warns that the names were not checked, and a tree with no error still launches', async () => {
    const text = usingDataHub('qualquer-lista', 'qualquer-mapa');
    const verified = (await t.app.inject({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', text) })).json();
    expect(verified.ok).toBe(true);
    expect(verified.erros).toEqual([
      { severity: 'warning', message: expect.stringContaining('Não foi possível consultar o data hub'), path: [], line: 1, column: 1 },
    ]);
    const tree = (await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Sem data hub', texto: text } })).json();
    const launched = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(launched.statusCode).toBe(200);
    expect(launched.json()).toMatchObject({ habilitada: true });
  });
});
