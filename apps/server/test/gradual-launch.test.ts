import { beforeAll, describe, expect, it } from 'vitest';
import { GradualAssignment } from '../src/trees/gradual-assignment';
import { twoProportionTest } from '../src/trees/two-proportion-test';
import { useTestApp } from './test-app';
import { bearer, callerHeaders, claims, token } from './tokens';

// Issue 31 item 3: a new version launched to a share of the students, the same student always
// on the same version, the server deciding which; the two versions compared; promote or roll back.

const treeText = (pergunta: string) => `nome: Gradual
descricao: Lançamento gradual
tags: [teste]
inicial: pergunta
telas:
  pergunta:
    tipo: opcoes
    pergunta: ${pergunta}
    opcoes:
      Outro: '#final'
`;

describe('gradual assignment (keyed hash)', () => {
  const assignment = new GradualAssignment('segredo-de-teste');
  const students = Array.from({ length: 10_000 }, (_, i) => String(10_000_000_000 + i * 7919));

  for (const parcela of [10, 30, 50, 73]) {
    it(`gives the new version to ${parcela}% ± 3 of 10,000 simulated students`, () => {
      const share = (students.filter((s) => assignment.getsNew(s, 42, parcela)).length / students.length) * 100;
      expect(Math.abs(share - parcela)).toBeLessThanOrEqual(3);
    });
  }

  it('is sticky: the same student and tree always land on the same point; a larger share keeps those already in', () => {
    for (const s of students.slice(0, 200)) {
      expect(assignment.point(s, 42)).toBe(assignment.point(s, 42));
      if (assignment.getsNew(s, 42, 10)) expect(assignment.getsNew(s, 42, 50)).toBe(true);
    }
  });

  it('depends on the tree and on the key: other trees and other servers split students otherwise', () => {
    const other = new GradualAssignment('outro-segredo');
    const same = (f: (s: string) => boolean, g: (s: string) => boolean) => students.slice(0, 1000).filter((s) => f(s) === g(s)).length;
    expect(same((s) => assignment.getsNew(s, 42, 50), (s) => assignment.getsNew(s, 43, 50))).toBeLessThan(600);
    expect(same((s) => assignment.getsNew(s, 42, 50), (s) => other.getsNew(s, 42, 50))).toBeLessThan(600);
  });
});

describe('two-proportion test', () => {
  it('says a difference of 30% against 50% over 100 walks each is more than chance', () => {
    const r = twoProportionTest(30, 100, 50, 100);
    expect(r.z).toBeCloseTo(2.887, 2);
    expect(r.p).toBeCloseTo(0.0039, 3);
    expect(r.diferente).toBe(true);
  });

  it('does not say so for the same rates, for few walks, or without walks', () => {
    expect(twoProportionTest(30, 100, 31, 100).diferente).toBe(false);
    // 3 of 10 against 8 of 10 looks large, but 10 walks cannot tell.
    expect(twoProportionTest(3, 10, 8, 10).diferente).toBe(false);
    expect(twoProportionTest(0, 0, 5, 10)).toEqual({ z: null, p: null, diferente: false });
    expect(twoProportionTest(0, 50, 0, 50)).toEqual({ z: 0, p: 1, diferente: false });
  });
});

describe('gradual launch', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  const students: Record<string, string>[] = [];
  beforeAll(async () => {
    ({ admin } = await callerHeaders());
    for (let i = 0; i < 40; i++) students.push(bearer(await token({ ...claims.userA, cpf: String(20_000_000_000 + i * 104_729) })));
  });

  let id = 0;
  const etag = async () => String((await t.app.inject({ url: `/api/admin/arvore/${id}/revisao`, headers: admin })).headers.etag);
  const write = async (method: 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: { ...admin, 'if-match': await etag() }, ...(payload ? { payload } : {}) });
  const question = async (student: Record<string, string>) => (await t.app.inject({ url: '/api/arvores/Gradual', headers: student })).json<{ telas: { pergunta: { pergunta: string } } }>().telas.pergunta.pergunta;
  const start = async (student: Record<string, string>) => (await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: student, payload: { arvore: 'Gradual' } })).json<{ atendimento: string; versao: number }>();

  it('refuses a gradual launch of a tree never launched: it would have nothing to compare with', async () => {
    id = (await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome: 'Gradual', texto: treeText('Versão 1?') } })).json<{ id: number }>().id;
    const res = await write('PUT', `/api/admin/arvore/${id}/lancar`, { parcela: 50 });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensagem).toContain('o lançamento gradual compara a versão nova com uma versão já lançada');
    const first = await write('PUT', `/api/admin/arvore/${id}/lancar`, { nota: 'Primeira versão' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ versao: 1, gradual: null });
  });

  it('launches v2 to 50%: each student always gets the same version, and the walk starts on the one they loaded', async () => {
    await write('PUT', `/api/admin/arvore/${id}`, { nome: 'Gradual', texto: treeText('Versão 2?') });
    const launched = await write('PUT', `/api/admin/arvore/${id}/lancar`, { parcela: 50, nota: 'Pergunta mais clara' });
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json()).toMatchObject({ versao: 1, gradual: { versao: 2, parcela: 50 }, habilitada: true });
    const versions = (await t.app.inject({ url: `/api/admin/arvore/${id}/versoes`, headers: admin })).json();
    expect(versions[0]).toMatchObject({ versao: 2, nota: 'Pergunta mais clara', parcela: 50 });
    expect(versions[1]).toMatchObject({ versao: 1, nota: 'Primeira versão', parcela: 100 });

    const seen = await Promise.all(students.map(question));
    expect(seen.filter((q) => q === 'Versão 2?').length).toBeGreaterThan(5);
    expect(seen.filter((q) => q === 'Versão 1?').length).toBeGreaterThan(5);
    for (const [i, student] of students.entries()) {
      expect(await question(student)).toBe(seen[i]);
      expect((await start(student)).versao).toBe(seen[i] === 'Versão 2?' ? 2 : 1);
    }
  });

  it('counts the walks per version and compares the two with a two-proportion test', async () => {
    // Each student gives up on the first screen: every walk of both versions is a 'Desistência'.
    for (const student of students) {
      const { atendimento } = await start(student);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/atendimento/eventos',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ atendimento, eventos: [{ tipo: 'tela', tela: 'pergunta' }, { tipo: 'fim', como: 'cancelado', tela: 'pergunta' }] }),
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const v2 = (await Promise.all(students.map(question))).filter((q) => q === 'Versão 2?').length;
    const res = await t.app.inject({ url: `/api/admin/arvore/${id}/gradual`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    const gradual = res.json();
    expect(gradual).toMatchObject({ versaoAtual: 1, versaoNova: 2, parcela: 50 });
    // One counted start per student (this one continues the previous test's walk, within 30
    // minutes), cancelled: every walk a 'Desistência'.
    const desistencias = gradual.medidas.find((m: { medida: string }) => m.medida === 'desistencias');
    expect(desistencias.nova).toEqual({ casos: v2, total: v2 });
    expect(desistencias.atual).toEqual({ casos: students.length - v2, total: students.length - v2 });
    expect(desistencias.diferente).toBe(false);
    const stats = (await t.app.inject({ url: `/api/admin/arvore/${id}/estatisticas?periodo=7`, headers: admin })).json();
    expect(stats.versoes.map((v: { versao: number; totais: { iniciados: number } }) => [v.versao, v.totais.iniciados])).toEqual([
      [2, v2],
      [1, students.length - v2],
    ]);
  });

  it("'Lançar para todos' makes v2 everyone's; a later gradual v3 rolled back leaves everyone on v2", async () => {
    const promoted = await write('PUT', `/api/admin/arvore/${id}/gradual/promover`);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ versao: 2, gradual: null, arvore: treeText('Versão 2?') });
    expect(new Set(await Promise.all(students.map(question)))).toEqual(new Set(['Versão 2?']));
    expect((await t.app.inject({ url: `/api/admin/arvore/${id}/gradual`, headers: admin })).json()).toBeNull();

    await write('PUT', `/api/admin/arvore/${id}`, { nome: 'Gradual', texto: treeText('Versão 3?') });
    expect((await write('PUT', `/api/admin/arvore/${id}/lancar`, { parcela: 30 })).json()).toMatchObject({ gradual: { versao: 3, parcela: 30 } });
    expect((await Promise.all(students.map(question))).filter((q) => q === 'Versão 3?').length).toBeGreaterThan(0);
    const back = await write('PUT', `/api/admin/arvore/${id}/gradual/voltar`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ versao: 2, gradual: null });
    expect(new Set(await Promise.all(students.map(question)))).toEqual(new Set(['Versão 2?']));
    // Nothing left to end: 409; and the writes carry If-Match like every admin write.
    expect((await write('PUT', `/api/admin/arvore/${id}/gradual/voltar`)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${id}/gradual/promover`, headers: admin })).statusCode).toBe(428);
  });
});
