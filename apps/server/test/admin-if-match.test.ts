import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { treeOverwrites } from '../src/db/schema';
import { changedAt } from '../src/lib/if-match';
import { useTestApp } from './test-app';
import { minimalTree } from './minimal-tree';
import { bearer, callerHeaders, claims, token } from './tokens';

const MISSING = /^Envie no cabeçalho If-Match a versão \(ETag\) que você abriu/;

describe('no admin overwrites another (If-Match)', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let other: Record<string, string>;
  const otherName = 'Bruno Admin';
  beforeAll(async () => {
    ({ admin } = await callerHeaders());
    other = bearer(await token({ ...claims.admin, nome: otherName, cpf: '98765432100', email: 'bruno@exemplo.br' }));
  });

  const create = async (nome: string) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto: minimalTree(nome) } });
    expect(res.statusCode).toBe(201);
    return { id: res.json<{ id: number }>().id, etag: String(res.headers.etag) };
  };
  const read = async (id: number) => {
    const res = await t.app.inject({ url: `/api/admin/arvore/${id}`, headers: admin });
    return { tree: res.json<{ texto: string; habilitada: boolean; revisao: number; alteradaPor: string; ordem: number }>(), etag: String(res.headers.etag) };
  };

  it('answers the ETag of the revision on GET, creation and every write, and the revision alone for polling', async () => {
    const { id, etag } = await create('Com revisão');
    expect(etag).toBe(`"${id}.1"`);
    const opened = await read(id);
    expect(opened.etag).toBe(etag);
    expect(opened.tree).toMatchObject({ revisao: 1, alteradaPor: claims.admin.nome });
    const saved = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...other, 'if-match': etag }, payload: { nome: 'Com revisão', texto: minimalTree('Com revisão 2') } });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe(`"${id}.2"`);
    const poll = await t.app.inject({ url: `/api/admin/arvore/${id}/revisao`, headers: admin });
    expect(poll.json()).toEqual({ revisao: 2, alteradaPor: otherName, alterada: expect.any(String) });
    expect(poll.headers.etag).toBe(`"${id}.2"`);
  });

  // Each write: what it sends and how to check that a refusal changed nothing.
  const writes = [
    { name: 'save', method: 'PUT', path: '', payload: { nome: 'Alvo', texto: minimalTree('Mudada') } },
    { name: 'launch', method: 'PUT', path: '/lancar' },
    { name: 'disable', method: 'PATCH', path: '/desabilitar' },
    { name: 'delete', method: 'DELETE', path: '' },
    { name: 'order up', method: 'PATCH', path: '/orderup' },
    { name: 'order down', method: 'PATCH', path: '/orderdown' },
  ] as const;

  for (const write of writes) {
    it(`${write.name}: 428 without If-Match, 412 naming who and when with a stale one; nothing changes`, async () => {
      // Between two others, so both moves are possible.
      await create(`Antes ${write.name}`);
      const { id, etag } = await create(`Alvo ${write.name}`);
      await create(`Depois ${write.name}`);
      const request = (headers: Record<string, string>) =>
        t.app.inject({ method: write.method, url: `/api/admin/arvore/${id}${write.path}`, headers, ...('payload' in write ? { payload: { ...write.payload, nome: `Alvo ${write.name}` } } : {}) });

      const missing = await request(admin);
      expect(missing.statusCode).toBe(428);
      expect(missing.json().mensagem).toMatch(MISSING);

      // Another admin saves first.
      const theirs = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...other, 'if-match': etag }, payload: { nome: `Alvo ${write.name}`, texto: minimalTree('Deles') } });
      expect(theirs.statusCode).toBe(200);
      const before = await read(id);

      const stale = await request({ ...admin, 'if-match': etag });
      expect(stale.statusCode).toBe(412);
      const body = stale.json();
      expect(body.mensagem).toBe(`Esta árvore foi alterada por ${otherName} às ${changedAt(new Date(body.alterada))}, depois que você a abriu.`);
      expect(body).toMatchObject({ revisao: 2, alteradaPor: otherName });
      expect(stale.headers.etag).toBe(`"${id}.2"`);
      expect(await read(id)).toEqual(before);

      // A weak tag or another record's tag never matches.
      for (const tag of [`W/"${id}.2"`, `"${id + 1}.2"`, 'qualquer']) expect((await request({ ...admin, 'if-match': tag })).statusCode, tag).toBe(412);

      // With the current one, it goes through.
      const current = await request({ ...admin, 'if-match': before.etag });
      expect(current.statusCode, current.body).toBe(write.name === 'delete' ? 204 : 200);
    });
  }

  it('keeps the replaced draft when an admin saves theirs over another on purpose', async () => {
    const { id, etag } = await create('Duas pessoas');
    // B fixes the tree; A, who opened the same revision, saves later and is refused.
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...other, 'if-match': etag }, payload: { nome: 'Duas pessoas', texto: minimalTree('Correção do Bruno') } })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...admin, 'if-match': etag }, payload: { nome: 'Duas pessoas', texto: minimalTree('Versão da Ana') } });
    expect(refused.statusCode).toBe(412);
    expect((await read(id)).tree.texto).toBe(minimalTree('Correção do Bruno'));

    // A saw both and chose 'Salvar a minha por cima': recorded, B's text kept.
    const over = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...admin, 'if-match': String(refused.headers.etag) }, payload: { nome: 'Duas pessoas', texto: minimalTree('Versão da Ana'), sobrescrever: true } });
    expect(over.statusCode).toBe(200);
    expect(over.json()).toMatchObject({ texto: minimalTree('Versão da Ana'), revisao: 3, alteradaPor: claims.admin.nome });
    const kept = await t.app.db.select().from(treeOverwrites).where(eq(treeOverwrites.treeId, id));
    expect(kept).toEqual([expect.objectContaining({ texto: minimalTree('Correção do Bruno'), revisao: 2, autor: otherName, por: claims.admin.nome })]);
  });

  it('accepts If-Match: * as an explicit "whatever is there"', async () => {
    const { id } = await create('Qualquer versão');
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...admin, 'if-match': '*' }, payload: { nome: 'Qualquer versão', texto: minimalTree('x') } });
    expect(res.statusCode).toBe(200);
  });

  it('a reorder checks the moved tree but does not count as a change of its content', async () => {
    const { id, etag } = await create('Move sem mudar');
    const moved = await t.app.inject({ method: 'PATCH', url: `/api/admin/arvore/${id}/orderup`, headers: { ...admin, 'if-match': etag } });
    expect(moved.statusCode).toBe(200);
    expect((await read(id)).etag).toBe(etag);
  });

  it('a launch refused as stale launches nothing', async () => {
    const { id, etag } = await create('Lança a minha');
    await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}`, headers: { ...other, 'if-match': etag }, payload: { nome: 'Lança a minha', texto: minimalTree('Deles') } });
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}/lancar`, headers: { ...admin, 'if-match': etag } });
    expect(res.statusCode).toBe(412);
    expect((await read(id)).tree.habilitada).toBe(false);
  });

  describe('canned replies (Respostas prontas)', () => {
    const createReply = async (titulo: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/respostas-prontas', headers: admin, payload: { titulo, corpo: 'Olá' } });
      expect(res.statusCode).toBe(201);
      return { id: res.json<{ id: number }>().id, etag: String(res.headers.etag) };
    };

    for (const method of ['PUT', 'DELETE'] as const) {
      it(`${method}: 428 without If-Match, 412 naming who and when with a stale one`, async () => {
        const { id, etag } = await createReply(`Resposta ${method}`);
        const payload = method === 'PUT' ? { payload: { titulo: `Resposta ${method}`, corpo: 'A minha' } } : {};
        const missing = await t.app.inject({ method, url: `/api/admin/respostas-prontas/${id}`, headers: admin, ...payload });
        expect(missing.statusCode).toBe(428);
        expect(missing.json().mensagem).toMatch(MISSING);
        const theirs = await t.app.inject({ method: 'PUT', url: `/api/admin/respostas-prontas/${id}`, headers: { ...other, 'if-match': etag }, payload: { titulo: `Resposta ${method}`, corpo: 'A deles' } });
        expect(theirs.statusCode).toBe(200);
        expect(theirs.json()).toMatchObject({ revisao: 2, alteradaPor: otherName });
        const stale = await t.app.inject({ method, url: `/api/admin/respostas-prontas/${id}`, headers: { ...admin, 'if-match': etag }, ...payload });
        expect(stale.statusCode).toBe(412);
        expect(stale.json().mensagem).toBe(`Esta resposta pronta foi alterada por ${otherName} às ${changedAt(new Date(stale.json().alterada))}, depois que você a abriu.`);
        const list = (await t.app.inject({ url: '/api/admin/respostas-prontas', headers: admin })).json<{ id: number; corpo: string }[]>();
        expect(list.find((r) => r.id === id)?.corpo).toBe('A deles');
        const current = await t.app.inject({ method, url: `/api/admin/respostas-prontas/${id}`, headers: { ...admin, 'if-match': String(stale.headers.etag) }, ...payload });
        expect(current.statusCode).toBe(method === 'PUT' ? 200 : 204);
      });
    }
  });
});

describe('changedAt', () => {
  it('says the hour in São Paulo, and the day when it was not today', () => {
    expect(changedAt(new Date('2025-05-03T17:32:00Z'), new Date('2025-05-03T18:00:00Z'))).toBe('14:32');
    expect(changedAt(new Date('2025-05-02T17:32:00Z'), new Date('2025-05-03T18:00:00Z'))).toBe('14:32 de 02/05/2025');
  });
});
