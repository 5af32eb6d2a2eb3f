import { beforeAll, describe, expect, it } from 'vitest';
import { exampleTrees } from '@chamados/tree-engine';
import { useTestApp } from './test-app';
import { minimalTree } from './minimal-tree';
import { callerHeaders, claims } from './tokens';
import { multipartBody } from './multipart';
import { eq } from 'drizzle-orm';
import { meta, trees } from '../src/db/schema';
import { reparseLaunchedTrees } from '../src/trees/reparse-launched-trees';
import { ifMatch } from './if-match';

const MINIMAL = minimalTree();

describe('trees', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let user: Record<string, string>;
  beforeAll(async () => ({ admin, user } = await callerHeaders()));

  const create = (nome: string, texto = MINIMAL) => t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto, habilitada: true } });

  it('lists the launched example trees publicly, in order, with searchable text', async () => {
    const res = await t.app.inject('/api/arvores');
    expect(res.statusCode).toBe(200);
    const { arvores } = res.json();
    expect(arvores).toHaveLength(exampleTrees.length);
    expect(arvores[0]).toMatchObject({ nome: expect.any(String), descricao: expect.any(String), tags: expect.any(Array), textoBusca: expect.any(String) });
  });

  it('answers a repeated public list with 304 by its ETag, security headers included, until a tree changes', async () => {
    const first = await t.app.inject('/api/arvores');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"outra", ${etag}`]) {
      const again = await t.app.inject({ url: '/api/arvores', headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['x-content-type-options']).toBe('nosniff');
      expect(String(again.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
    expect((await t.app.inject({ url: '/api/arvores', headers: { 'if-none-match': '"outra"' } })).statusCode).toBe(200);

    const tree = (await create('Com ETag')).json();
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) })).statusCode).toBe(200);
    const changed = await t.app.inject({ url: '/api/arvores', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().arvores.map((a: { nome: string }) => a.nome)).toContain('Com ETag');
    await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${tree.id}/desabilitar`, headers: await ifMatch(t.app, admin, tree.id) });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/arvore/${tree.id}`, headers: await ifMatch(t.app, admin, tree.id) });
  });

  it('filters the public list by busca, ignoring accents and case', async () => {
    const res = await t.app.inject('/api/arvores?busca=IMPRESSORA');
    const nomes = res.json().arvores.map((a: { nome: string }) => a.nome);
    expect(nomes).toContain('Laboratórios e impressoras');
    expect(nomes.length).toBeLessThan(exampleTrees.length);
  });

  it('serves a launched tree by name to a logged-in user, and 404 for an unknown one', async () => {
    const [first] = (await t.app.inject('/api/arvores')).json().arvores;
    const res = await t.app.inject({ url: `/api/arvores/${encodeURIComponent(first.nome.toUpperCase())}`, headers: user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nome: first.nome, inicial: expect.any(String), telas: expect.any(Object) });
    const missing = await t.app.inject({ url: '/api/arvores/nao-existe', headers: user });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().mensagem).toBe('Árvore não encontrada');
  });

  it('creates a tree unlaunched, with the author from the token, last in order', async () => {
    const res = await create('  Árvore Nova  ');
    expect(res.statusCode).toBe(201);
    const tree = res.json();
    expect(tree).toMatchObject({ nome: 'Árvore Nova', habilitada: false, arvore: null, autor: claims.admin.nome });
    const list = (await t.app.inject({ url: '/api/admin/arvore', headers: admin })).json();
    expect(list.at(-1).id).toBe(tree.id);
    const byName = await t.app.inject({ url: `/api/admin/arvore/nome/${encodeURIComponent('árvore nova')}`, headers: admin });
    expect(byName.json().id).toBe(tree.id);
    expect((await t.app.inject({ url: `/api/admin/arvore/${tree.id}`, headers: admin })).json().nome).toBe('Árvore Nova');
  });

  it('refuses a duplicate name ignoring case and blanks (409), on create and on rename', async () => {
    await create('Duplicada');
    const dup = await create(' duplicada ');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().mensagem).toBe('Já existe uma árvore com este nome');
    const other = (await create('Outra')).json();
    const rename = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${other.id}`, headers: await ifMatch(t.app, admin, other.id), payload: { nome: 'DUPLICADA', texto: '' } });
    expect(rename.statusCode).toBe(409);
  });

  it('treats a name typed with combining accents as the same name (Unicode NFC)', async () => {
    expect((await create('Árvore Única')).statusCode).toBe(201);
    const decomposed = await create('A\u0301rvore U\u0301nica');
    expect(decomposed.statusCode).toBe(409);
    expect(decomposed.json().mensagem).toBe('Já existe uma árvore com este nome');
  });

  it('gives trees created at the same time distinct positions', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => create(`Simultânea ${i}`)));
    expect(made.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    const ordens = made.map((r) => r.json().ordem as number);
    expect(new Set(ordens).size).toBe(6);
  });

  it('refuses a blank name with the spec message', async () => {
    const res = await create('   ');
    expect(res.statusCode).toBe(400);
    expect(res.json().mensagem).toBe('A árvore deve possuir um nome');
  });

  it('verifies YAML sent as multipart "arquivo": ok with the tree, or errors with line and column', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/admin/arvore/verificar', ...multipartBody(admin, 'arquivo', 'a.yaml', MINIMAL) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ ok: true, arvore: { nome: 'Teste' } });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/arvore/verificar',
      ...multipartBody(admin, 'arquivo', 'a.yaml', 'nome: X\ninicial: nada\ntelas:\n  a:\n    tipo: opcoes\n'),
    });
    expect(bad.statusCode).toBe(200);
    const body = bad.json();
    expect(body.ok).toBe(false);
    expect(body.erros.length).toBeGreaterThan(0);
    expect(body.erros[0]).toMatchObject({ severity: 'error', message: expect.any(String), line: expect.any(Number) });
  });

  it('launches, keeps every launched version, updates the public list; disable removes it', async () => {
    const tree = (await create('Lançável')).json();
    const l1 = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(l1.statusCode).toBe(200);
    expect(l1.json()).toMatchObject({ habilitada: true, arvore: MINIMAL });
    expect((await t.app.inject('/api/arvores')).json().arvores.map((a: { nome: string }) => a.nome)).toContain('Lançável');

    const v2 = MINIMAL.replace('Qual o problema?', 'Qual é o problema?');
    await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}`, headers: await ifMatch(t.app, admin, tree.id), payload: { nome: 'Lançável', texto: v2 } });
    await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${tree.id}/lancar`, headers: await ifMatch(t.app, admin, tree.id) });
    const versions = (await t.app.inject({ url: `/api/admin/arvore/${tree.id}/versoes`, headers: admin })).json();
    expect(versions.map((v: { versao: number }) => v.versao)).toEqual([2, 1]);
    expect(versions[0]).toMatchObject({ texto: v2, autor: claims.admin.nome, lancadaEm: expect.any(String) });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/arvore/${tree.id}`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(del.statusCode).toBe(409);

    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${tree.id}/desabilitar`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(off.json()).toMatchObject({ habilitada: false, arvore: null });
    expect((await t.app.inject('/api/arvores')).json().arvores.map((a: { nome: string }) => a.nome)).not.toContain('Lançável');
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/arvore/${tree.id}`, headers: await ifMatch(t.app, admin, tree.id) });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/admin/arvore/${tree.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('refuses to launch a tree with errors (422 with erros) or without text (400), changing nothing', async () => {
    const broken = (await create('Quebrada', 'nome: Quebrada\ninicial: nada\ntelas: {}\n')).json();
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${broken.id}/lancar`, headers: await ifMatch(t.app, admin, broken.id) });
    expect(res.statusCode).toBe(422);
    expect(res.json().mensagem).toMatch(/^A árvore possui \d+ erros? de verificação e não pode ser lançada/);
    expect(res.json().erros.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: `/api/admin/arvore/${broken.id}`, headers: admin })).json()).toMatchObject({ habilitada: false, arvore: null });
    const empty = (await create('Vazia', '')).json();
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${empty.id}/lancar`, headers: await ifMatch(t.app, admin, empty.id) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/admin/arvore/${broken.id}/versoes`, headers: admin })).json()).toEqual([]);
  });

  it('moves a tree up and down by swapping with its neighbour; the ends answer 409', async () => {
    const list = (await t.app.inject({ url: '/api/admin/arvore', headers: admin })).json();
    const [a, b] = list;
    const up = await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${b.id}/orderup`, headers: await ifMatch(t.app, admin, b.id) });
    expect(up.statusCode).toBe(200);
    const after = up.json();
    expect(after[0].id).toBe(b.id);
    expect(after[1].id).toBe(a.id);
    expect((await t.app.inject('/api/arvores')).json().arvores[0].nome).toBe(b.nome);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${b.id}/orderup`, headers: await ifMatch(t.app, admin, b.id) })).statusCode).toBe(409);
    const down = await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${b.id}/orderdown`, headers: await ifMatch(t.app, admin, b.id) });
    expect(down.json()[0].id).toBe(a.id);
    const last = after.at(-1);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${last.id}/orderdown`, headers: await ifMatch(t.app, admin, last.id) })).statusCode).toBe(409);
  });
});

describe('launched trees keep the order the author wrote', () => {
  const t = useTestApp();
  // Longest key first: jsonb would hand these back shortest first.
  const ORDERED = `nome: Ordem
inicial: pergunta
telas:
  pergunta:
    tipo: opcoes
    pergunta: Qual o problema?
    opcoes:
      Minha conexão cai toda hora: '#final'
      Lenta: '#final'
      Sem acesso: '#final'
`;
  const written = ['Minha conexão cai toda hora', 'Lenta', 'Sem acesso'];

  it('serves options in their written order, also after a start that finds jsonb-ordered JSON', async () => {
    const { admin, user } = await callerHeaders();
    const created = (await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Ordem', texto: ORDERED } })).json();
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${created.id}/lancar`, headers: await ifMatch(t.app, admin, created.id) })).statusCode).toBe(200);
    const options = async () => Object.keys((await t.app.inject({ url: '/api/arvores/Ordem', headers: user })).json().telas.pergunta.opcoes);
    expect(await options()).toEqual(written);

    // A database from before json: keys by length, and no version mark.
    const scrambled = { inicial: 'pergunta', telas: { pergunta: { tipo: 'opcoes', pergunta: 'Qual o problema?', opcoes: { Lenta: '#final', 'Sem acesso': '#final', 'Minha conexão cai toda hora': '#final' } } } };
    await t.app.db.update(trees).set({ arvoreJson: scrambled }).where(eq(trees.id, created.id));
    await t.app.db.delete(meta).where(eq(meta.chave, 'arvore-json-versao'));
    expect(await reparseLaunchedTrees(t.app.db)).toBeGreaterThan(0);
    expect(await reparseLaunchedTrees(t.app.db)).toBe(0);
    const [row] = await t.app.db.select({ arvoreJson: trees.arvoreJson }).from(trees).where(eq(trees.id, created.id));
    expect(Object.keys((row?.arvoreJson as { telas: { pergunta: { opcoes: object } } }).telas.pergunta.opcoes)).toEqual(written);
  });
});
