import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { WalkStep } from '@chamados/api-contract';
import { chooseOption, parseTree, startAttendance, submitForm, type Attendance } from '@chamados/tree-engine';
import { resolveSecret } from '../src/auth/keys';
import { insightAttendances, insightCounts, insightStartMarks } from '../src/db/schema';
import { AttendanceIds } from '../src/insights/attendance-ids';
import { dayOf } from '../src/insights/insight-days';
import { InsightService } from '../src/insights/insight-service';
import { StartMarks } from '../src/insights/start-marks';
import { VersionTrees } from '../src/walks/version-trees';
import { useTestApp } from './test-app';
import { bearer, claims, token, userAId } from './tokens';
import { ifMatch } from './if-match';

/** A tree with every kind of step: an options screen, a tutorial, a form and the end. */
export const INSIGHT_TREE = `nome: Estatísticas Wi-Fi
descricao: Árvore das estatísticas
tags: [teste]
inicial: problema
telas:
  problema:
    tipo: opcoes
    pergunta: Qual o problema?
    opcoes:
      Sem sinal: tutorial-wifi
      Outro: descreva
  tutorial-wifi:
    tipo: tutorial
    fonte: link
    url: https://exemplo.edu.br/wifi
    telaSim: '#final'
    telaNao: descreva
  descreva:
    tipo: formulario
    titulo: Descreva
    campos:
      detalhe: { tipo: memorando, rotulo: Detalhe }
`;

type Event =
  | { tipo: 'tela'; tela: string; de?: string }
  | { tipo: 'tutorial'; tela: string; resolvido: boolean }
  | { tipo: 'fim'; como: 'chamado' | 'tutorial' | 'cancelado'; tela: string };

/** What the walks below send to create their tickets: the server counts those ends itself. */
const solvedSteps: WalkStep[] = [{ tela: 'problema', opcao: 'Sem sinal' }, { tela: 'tutorial-wifi', resolvido: true }];
const ticketSteps: WalkStep[] = [{ tela: 'problema', opcao: 'Outro' }, { tela: 'descreva', respostas: { detalhe: 'Detalhe digitado' } }];

/** The attendance the ticket walk replays to (for a service driven by a test clock). */
async function ticketAttendance(): Promise<Attendance> {
  const a = chooseOption(startAttendance(parseTree(INSIGHT_TREE).tree!), 'Outro');
  return (await submitForm(a, { detalhe: 'Detalhe digitado' })).attendance!;
}

const solved: Event[] = [
  { tipo: 'tela', tela: 'problema' },
  { tipo: 'tela', tela: 'tutorial-wifi', de: 'problema' },
  { tipo: 'tutorial', tela: 'tutorial-wifi', resolvido: true },
  { tipo: 'tela', tela: '#final', de: 'tutorial-wifi' },
  { tipo: 'fim', como: 'tutorial', tela: '#final' },
];
const ticket: Event[] = [
  { tipo: 'tela', tela: 'problema' },
  { tipo: 'tela', tela: 'descreva', de: 'problema' },
  { tipo: 'tela', tela: '#final', de: 'descreva' },
  { tipo: 'fim', como: 'chamado', tela: '#final' },
];
const cancelled: Event[] = [
  { tipo: 'tela', tela: 'problema' },
  { tipo: 'tela', tela: 'tutorial-wifi', de: 'problema' },
  { tipo: 'tutorial', tela: 'tutorial-wifi', resolvido: false },
  { tipo: 'tela', tela: 'descreva', de: 'tutorial-wifi' },
  { tipo: 'fim', como: 'cancelado', tela: 'descreva' },
];

describe('tree insights', () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let treeId: number;
  let nome: string;
  let seq = 0;

  /** A fresh launched copy of the tree: each test counts on its own. */
  const newTree = async () => {
    nome = `Estatísticas ${++seq}`;
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto: INSIGHT_TREE } });
    treeId = created.json().id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${treeId}/lancar`, headers: await ifMatch(t.app, admin, treeId) })).statusCode).toBe(200);
  };
  // Each walk by another student: one student's starts of a tree count once per 30 minutes.
  let students = 0;
  const someone = async () => bearer(await token({ ...claims.userA, cpf: String(70_000_000_000 + ++students) }));
  const start = async (headers?: Record<string, string>) => {
    const who = headers ?? (await someone());
    const res = await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: who, payload: { arvore: nome } });
    expect(res.statusCode).toBe(201);
    return { ...(res.json() as { atendimento: string; versao: number }), headers: who };
  };
  const send = (atendimento: string, eventos: Event[], contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/atendimento/eventos', headers: { 'content-type': contentType }, payload: JSON.stringify({ atendimento, eventos }) });
  const create = async (walked: { atendimento: string; headers: Record<string, string> }, passos: WalkStep[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/ticket', headers: walked.headers, payload: { atendimento: walked.atendimento, passos, anexos: [] } });
    expect(res.statusCode, res.body).toBe(201);
    return res;
  };
  /**
   * A walk as the portal reports it: its events, then (for a ticket or a solved tutorial) the
   * creation, which the server counts — the portal's own claim of that end counts nothing.
   */
  const walk = async (events: Event[]) => {
    const walked = await start();
    const res = await send(walked.atendimento, events);
    expect(res.statusCode, res.body).toBe(204);
    if (events === solved) await create(walked, solvedSteps);
    if (events === ticket) await create(walked, ticketSteps);
    return walked.atendimento;
  };
  const stats = async (query = '') => {
    const res = await t.app.inject({ url: `/api/admin/arvore/${treeId}/estatisticas${query}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    admin = bearer(await token(claims.admin));
    user = bearer(await token(claims.userA));
  });

  it('counts starts, ends, tutorial answers, screens and steps of three walks', async () => {
    await newTree();
    await walk(solved);
    await walk(ticket);
    await walk(cancelled);
    const s = await stats();
    expect(s.totais).toEqual({ iniciados: 3, resolvidosTutorial: 1, chamados: 1, cancelados: 1, abandonos: 0, desistencias: 1 });
    expect(s.tutoriais).toEqual([{ tela: 'tutorial-wifi', sim: 1, nao: 1 }]);
    expect(s.telas).toEqual(
      expect.arrayContaining([
        { tela: 'problema', visitas: 3, paradas: 0 },
        { tela: 'tutorial-wifi', visitas: 2, paradas: 0 },
        { tela: 'descreva', visitas: 2, paradas: 1 },
        { tela: '#final', visitas: 2, paradas: 0 },
      ]),
    );
    expect(s.arestas).toEqual(
      expect.arrayContaining([
        { de: 'problema', para: 'tutorial-wifi', n: 2 },
        { de: 'problema', para: 'descreva', n: 1 },
        { de: 'tutorial-wifi', para: '#final', n: 1 },
        { de: 'tutorial-wifi', para: 'descreva', n: 1 },
        { de: 'descreva', para: '#final', n: 1 },
      ]),
    );
    expect(s.versoes).toEqual([{ versao: 1, lancadaEm: expect.any(String), totais: s.totais }]);
    expect(s.semanas.reduce((n: number, w: { totais: { iniciados: number } }) => n + w.totais.iniciados, 0)).toBe(3);
    // Each screen by its title, never its key alone: a tutorial without `titulo` by its kind and site.
    expect(s.titulos).toEqual([
      { tela: 'problema', titulo: 'Qual o problema?' },
      { tela: 'tutorial-wifi', titulo: 'Página de ajuda (exemplo.edu.br)' },
      { tela: 'descreva', titulo: 'Descreva' },
    ]);
  });

  it('takes a beacon’s text/plain body, and events sent in several batches', async () => {
    await newTree();
    const walked = await start();
    expect((await send(walked.atendimento, ticket.slice(0, 2), 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    expect((await send(walked.atendimento, ticket.slice(2), 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    expect((await stats()).totais.chamados).toBe(0);
    await create(walked, ticketSteps);
    const s = await stats();
    expect(s.totais.chamados).toBe(1);
    expect(s.telas.find((x: { tela: string }) => x.tela === 'descreva').visitas).toBe(1);
  });

  it('counts one end per attendance and nothing twice: a replayed batch or a second end adds nothing', async () => {
    await newTree();
    const id = await walk(solved);
    const before = await stats();
    expect((await send(id, solved)).statusCode).toBe(204);
    expect((await send(id, [{ tipo: 'fim', como: 'chamado', tela: '#final' }])).statusCode).toBe(204);
    expect((await send(id, cancelled)).statusCode).toBe(204);
    expect(await stats()).toEqual(before);

    // Before its end, a walk that goes back and forth counts each screen and step once.
    const { atendimento } = await start();
    const there = ticket.slice(0, 2);
    for (let i = 0; i < 5; i++) await send(atendimento, there);
    await send(atendimento, [{ tipo: 'fim', como: 'cancelado', tela: 'descreva' }]);
    const after = await stats();
    expect(after.totais).toMatchObject({ iniciados: 2, cancelados: 1, desistencias: 1 });
    expect(after.telas.find((x: { tela: string }) => x.tela === 'descreva')).toEqual({ tela: 'descreva', visitas: 1, paradas: 1 });
  });

  it('refuses forged, foreign and expired ids, and counts nothing the tree does not have', async () => {
    await newTree();
    const { atendimento } = await start();
    const before = await stats();
    // Signed with the login tokens' own secret, or some other: not an attendance id.
    const loginSigned = await token(claims.userA);
    const [head, , sig] = atendimento.split('.');
    const payload = JSON.parse(Buffer.from(atendimento.split('.')[1]!, 'base64url').toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...payload, t: payload.t + 1 })).toString('base64url')}.${sig}`;
    const foreign = await new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('outro-segredo-outro-segredo-outro-segredo'));
    for (const forged of [loginSigned, tampered, foreign, 'nada', atendimento + 'x']) {
      const res = await send(forged, ticket);
      expect(res.statusCode, forged).toBe(400);
      expect(res.json().mensagem).toBe('O id do atendimento não é válido ou expirou (24 h): os eventos não foram contados');
    }
    // Screens and steps the tree lacks, a tutorial answer on a screen not reached or not a tutorial.
    const invented: Event[] = [
      { tipo: 'tela', tela: 'inventada' },
      { tipo: 'tela', tela: 'descreva' },
      { tipo: 'tela', tela: '#final', de: 'problema' },
      { tipo: 'tutorial', tela: 'tutorial-wifi', resolvido: true },
      { tipo: 'tutorial', tela: 'problema', resolvido: true },
    ];
    expect((await send(atendimento, invented)).statusCode).toBe(204);
    expect(await stats()).toEqual(before);
    // A batch larger than a walk could need is refused whole.
    const huge = Array.from({ length: 51 }, () => ({ tipo: 'tela', tela: 'problema' }) as Event);
    expect((await send(atendimento, huge)).statusCode).toBe(400);
    // Starting needs a signed-in caller and a launched tree.
    expect((await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', payload: { arvore: nome } })).statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/api/atendimento/inicio', headers: user, payload: { arvore: 'Não existe' } });
    expect(missing.statusCode).toBe(404);
  });

  it('an id stops counting after 24 h; the walk is then abandoned once, on the screen it stopped at', async () => {
    await newTree();
    let now = Date.now();
    const ids = new AttendanceIds(resolveSecret(t.config), () => now);
    const service = new InsightService(t.app.db, ids, new VersionTrees(t.app.db), new StartMarks(t.app.db, resolveSecret(t.config), () => now), () => now);
    const { atendimento } = await service.start(`aluno-${++students}`, nome);
    await service.record({ atendimento, eventos: ticket.slice(0, 2) });
    now += 24 * 3600_000 + 1000;
    await expect(service.record({ atendimento, eventos: ticket.slice(2) })).rejects.toMatchObject({ statusCode: 400 });
    // Other tests' open walks expire too: at least this one.
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    expect(await service.sweep()).toBe(0);
    const s = await service.stats(treeId, {});
    expect(s.totais).toMatchObject({ iniciados: 1, abandonos: 1, desistencias: 1, chamados: 0 });
    expect(s.telas.find((x) => x.tela === 'descreva')).toEqual({ tela: 'descreva', visitas: 1, paradas: 1 });
    // A day later still, the row is gone: nothing of the walk is kept but the counters.
    now += 24 * 3600_000 + 1000;
    await service.sweep();
    const rows = await t.app.db.select().from(insightAttendances);
    expect(rows.filter((r) => r.treeId === treeId)).toEqual([]);
  });

  it('filters by period (last 7/30/90 days or dates) and refuses a bad one with the reason', async () => {
    await newTree();
    let now = Date.now();
    const ids = new AttendanceIds(resolveSecret(t.config), () => now);
    const service = new InsightService(t.app.db, ids, new VersionTrees(t.app.db), new StartMarks(t.app.db, resolveSecret(t.config), () => now), () => now);
    const today = dayOf(now);
    // A walk 20 days ago and one 60 days ago, as the clock then, each ending with its ticket.
    for (const daysAgo of [60, 20]) {
      now = Date.now() - daysAgo * 24 * 3600_000;
      const { atendimento } = await service.start(`aluno-${++students}`, nome);
      await service.record({ atendimento, eventos: ticket });
      await service.ended((await ids.verify(atendimento))!, await ticketAttendance(), 'chamado');
    }
    now = Date.now();
    await walk(solved);
    expect((await stats('?periodo=7')).totais.iniciados).toBe(1);
    expect((await stats('?periodo=30')).totais.iniciados).toBe(2);
    expect((await stats('?periodo=90')).totais).toMatchObject({ iniciados: 3, chamados: 2, resolvidosTutorial: 1 });
    const twenty = dayOf(Date.now() - 20 * 24 * 3600_000);
    const only = await stats(`?de=${twenty}&ate=${twenty}`);
    expect(only).toMatchObject({ de: twenty, ate: twenty, totais: { iniciados: 1, chamados: 1 } });
    expect((await stats(`?de=${twenty}`)).ate).toBe(today);
    const s90 = await stats('?periodo=90');
    expect(s90.semanas.length).toBeGreaterThanOrEqual(13);
    expect(s90.semanas[0].inicio <= s90.de).toBe(true);
    // 'Últimos 7 dias' plots days, not weeks: seven points, today's walk on the last one.
    const s7 = await stats('?periodo=7');
    expect(s7.dias.map((d: { dia: string }) => d.dia)).toHaveLength(7);
    expect(s7.dias[0].dia).toBe(s7.de);
    expect(s7.dias.at(-1)).toEqual({ dia: today, totais: expect.objectContaining({ iniciados: 1, resolvidosTutorial: 1 }) });
    const s30 = await stats('?periodo=30');
    expect(s30.dias).toHaveLength(30);
    expect(s30.dias.find((d: { dia: string }) => d.dia === twenty).totais).toMatchObject({ iniciados: 1, chamados: 1 });
    expect(s30.dias.reduce((n: number, d: { totais: { iniciados: number } }) => n + d.totais.iniciados, 0)).toBe(s30.totais.iniciados);

    const bad = async (query: string, mensagem: string) => {
      const res = await t.app.inject({ url: `/api/admin/arvore/${treeId}/estatisticas${query}`, headers: admin });
      expect(res.statusCode, query).toBe(400);
      expect(res.body).toContain(mensagem);
    };
    await bad('?de=2026-02-31', 'dias do calendário');
    await bad('?de=2026-03-10&ate=2026-03-01', 'antes da data final');
    await bad('?de=2020-01-01&ate=2026-01-01', 'no máximo 400 dias');
    await bad('?periodo=0', 'periodo');
    expect((await t.app.inject({ url: '/api/admin/arvore/999999/estatisticas', headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/arvore/${treeId}/estatisticas`, headers: user })).statusCode).toBe(403);
  });

  it('a launch starts a new version’s counts; the previous version stays for comparison', async () => {
    await newTree();
    await walk(ticket);
    const texto = INSIGHT_TREE.replace('https://exemplo.edu.br/wifi', 'https://exemplo.edu.br/wifi-novo');
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${treeId}`, headers: await ifMatch(t.app, admin, treeId), payload: { nome, texto } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${treeId}/lancar`, headers: await ifMatch(t.app, admin, treeId) })).statusCode).toBe(200);
    const second = await start();
    expect(second.versao).toBe(2);
    await send(second.atendimento, solved);
    await create(second, solvedSteps);
    const s = await stats();
    expect(s.versoes.map((v: { versao: number; totais: { chamados: number; resolvidosTutorial: number } }) => [v.versao, v.totais.chamados, v.totais.resolvidosTutorial])).toEqual([
      [2, 0, 1],
      [1, 1, 0],
    ]);
  });

  it('stores nothing personal: no user id, name, e-mail or typed value in the insight tables', async () => {
    await newTree();
    await walk(ticket);
    const { atendimento } = await start(user);
    await send(atendimento, ticket.slice(0, 2));
    const tables = [await t.app.db.select().from(insightCounts), await t.app.db.select().from(insightAttendances), await t.app.db.select().from(insightStartMarks)];
    const text = JSON.stringify(tables);
    for (const personal of [userAId, claims.userA.email, claims.userA.name, claims.userA.clientName, 'Detalhe digitado']) {
      if (personal) expect(text).not.toContain(personal);
    }
    const columns = tables.flatMap((rows) => Object.keys(rows[0] ?? {}));
    expect(columns.sort()).toEqual(['alvo', 'ate', 'atendimento', 'dia', 'dia', 'expira', 'fim', 'id', 'marca', 'n', 'tela', 'tipo', 'treeId', 'treeId', 'ultima', 'versao', 'versao', 'vistos'].sort());
    // The attendance id itself names no one: a random id, the tree, the version and the day.
    const payload = JSON.parse(Buffer.from(atendimento.split('.')[1]!, 'base64url').toString());
    expect(Object.keys(payload).sort()).toEqual(['d', 'exp', 'iat', 'iss', 'jti', 't', 'v']);
  });

  it("counts a student's starts of a tree once per 30 minutes, and no end a portal claims", async () => {
    await newTree();
    const ana = await someone();
    const walkIds = new Set<string>();
    for (let i = 0; i < 50; i++) walkIds.add(jti((await start(ana)).atendimento));
    expect((await stats()).totais.iniciados).toBe(1);
    // Each further start in the window continues the walk it counted: one walk id, whose screens
    // and end count once (a student who goes back to the list and starts again is one walk).
    expect(walkIds.size).toBe(1);
    await start(await someone());
    expect((await stats()).totais.iniciados).toBe(2);
    // Thirty minutes later the same student counts again (a service on a test clock).
    let now = Date.now();
    const secret = resolveSecret(t.config);
    const service = new InsightService(t.app.db, new AttendanceIds(secret, () => now), new VersionTrees(t.app.db), new StartMarks(t.app.db, secret, () => now), () => now);
    await service.start('mesma-aluna', nome);
    await service.start('mesma-aluna', nome);
    now += 30 * 60_000 + 1;
    await service.start('mesma-aluna', nome);
    expect((await stats()).totais.iniciados).toBe(4);

    // A portal claiming a ticket or a solved tutorial without creating one counts nothing.
    for (let i = 0; i < 20; i++) {
      const { atendimento } = await start();
      expect((await send(atendimento, i % 2 ? ticket : solved)).statusCode).toBe(204);
    }
    const claimed = await stats();
    expect(claimed.totais).toMatchObject({ iniciados: 24, chamados: 0, resolvidosTutorial: 0 });
    // The walk it did report still counts: each screen reached, each tutorial answer.
    expect(claimed.tutoriais).toEqual([{ tela: 'tutorial-wifi', sim: 10, nao: 0 }]);
  });

  it('counts batches of one walk that arrive together exactly: every screen and step of a 40-screen walk', async () => {
    const screens = Array.from({ length: 40 }, (_, i) => `tela-${i + 1}`);
    nome = `Caminho longo ${++seq}`;
    const texto = `nome: ${nome}\ninicial: tela-1\ntelas:\n${screens
      .map((tela, i) => `  ${tela}:\n    tipo: opcoes\n    pergunta: Passo ${i + 1}?\n    opcoes:\n      Seguir: '${screens[i + 1] ?? '#final'}'\n`)
      .join('')}`;
    treeId = (await t.app.inject({ method: 'POST', url: '/api/admin/arvore', headers: admin, payload: { nome, texto } })).json().id;
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin/arvore/${treeId}/lancar`, headers: await ifMatch(t.app, admin, treeId) })).statusCode).toBe(200);
    const visits: Event[] = screens.map((tela, i) => (i === 0 ? { tipo: 'tela', tela } : { tipo: 'tela', tela, de: screens[i - 1] }));
    for (let walkNo = 0; walkNo < 3; walkNo++) {
      const { atendimento } = await start();
      // Eight batches of one walk at once, two of them the same (a beacon and its retry).
      const batches = Array.from({ length: 8 }, (_, b) => visits.slice(b * 5, b * 5 + 5));
      const results = await Promise.all([...batches, batches[3]!].map((batch) => send(atendimento, batch)));
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 204));
      expect((await send(atendimento, [{ tipo: 'fim', como: 'cancelado', tela: 'tela-40' }])).statusCode).toBe(204);
    }
    const s = await stats();
    expect(s.totais).toMatchObject({ iniciados: 3, cancelados: 3 });
    expect(s.telas.filter((x: { visitas: number }) => x.visitas !== 3)).toEqual([]);
    expect(s.telas).toHaveLength(40);
    expect(s.arestas.filter((x: { n: number }) => x.n !== 3)).toEqual([]);
    expect(s.arestas).toHaveLength(39);
  });
});

/** The walk id an attendance id carries. */
function jti(atendimento: string): string {
  return (JSON.parse(Buffer.from(atendimento.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
}
