import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { meta } from '../src/db/schema';
import { reindexTicketSearch } from '../src/tickets/reindex-search';
import { useTestApp } from './test-app';
import { openTicket } from './open-ticket';
import { bearer, claims, token } from './tokens';
import { ifMatch } from './if-match';

type Headers = Record<string, string>;
const file = (filename: string, text: string) => ({ filename, contenttype: 'text/plain', content: Buffer.from(text).toString('base64') });

// The Central de Atendimento (issue 21) on PGlite and PostgreSQL, through HTTP as the desk and
// the student's portal call it. The student's read cache stays on where the app turns it on: the
// desk must make it forget what it changed.
describe('the Central de Atendimento', () => {
  const t = useTestApp();
  let student: Headers;
  let agent: Headers;
  let admin: Headers;
  let other: Headers;
  let ticketId = 0;
  let tn = '';

  beforeAll(async () => {
    student = bearer(await token(claims.userA));
    other = bearer(await token(claims.userB));
    agent = bearer(await token(claims.agent));
    admin = bearer(await token(claims.admin));
    const res = await openTicket(t.app, student, { assunto: 'Projetor da sala 101 não liga', fila: 'N1::Service Desk::Florestal', prioridade: '4 Alto', sala: '101' });
    expect(res.statusCode).toBe(201);
    ticketId = res.json().ticketId;
    tn = res.json().ticketNumber;
  });

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const desk = (path: string) => `/api/agente${path}`;
  const article = (payload: object) => t.app.inject({ method: 'POST', url: desk(`/chamados/${ticketId}/artigos`), headers: agent, payload });
  const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: desk(`/chamados/${ticketId}`), headers: agent, payload });
  const studentDetail = async () => (await get(`/api/ticket/${ticketId}`, student)).json();
  const unseen = async (estado = 'aberto') => (await get(`/api/visualization/ticket?estado=${estado}`, student)).json().data as number;
  const queue = async (query: string) => (await get(desk(`/chamados?limit=100&${query}`), agent)).json();

  it('answers students, admins who are not agents, and anonymous callers with 403/401 and a Portuguese mensagem on every desk route', async () => {
    const calls = [
      ['GET', desk('')],
      ['GET', desk('/chamados')],
      ['GET', desk(`/chamados/${ticketId}`)],
      ['PATCH', desk(`/chamados/${ticketId}`), { assumir: true }],
      ['POST', desk(`/chamados/${ticketId}/artigos`), { corpo: 'oi', anexos: [] }],
      ['POST', desk(`/chamados/${ticketId}/visto`)],
      ['GET', desk(`/chamados/${ticketId}/anexos/1`)],
      ['GET', desk('/respostas-prontas')],
    ] as const;
    for (const [method, url, payload] of calls) {
      for (const who of [student, admin]) {
        const res = await t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().mensagem).toBe('Apenas atendentes da Central de Atendimento podem acessar este recurso');
      }
      expect((await t.app.inject({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
    }
    // Refused: nothing changed.
    expect((await studentDetail()).artigos).toHaveLength(1);
    expect((await studentDetail()).atendente).toBe('');
  });

  it('tells the agent who they are, the queues and the priorities', async () => {
    const res = await get(desk(''), agent);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ atendimento: 'portal', eu: { nome: 'Atendente DTI' }, prioridades: ['5 Muito Alto', '4 Alto', '3 Normal', '2 Baixo', '1 Muito Baixo'] });
    expect(res.json().filas).toContain('N1::Service Desk::Florestal');
  });

  it('shows a new ticket in the queue, unseen by the agent, with its requester and nearest deadline', async () => {
    const page = await queue('estado=novos');
    const row = page.tickets.find((r: { id: number }) => r.id === ticketId);
    expect(row).toMatchObject({ tn, titulo: 'Projetor da sala 101 não liga', solicitante: 'Ana Beatriz Souza', estado: 'novo', prioridade: '4 Alto', atendente: '', meu: false, visualizado: false, atrasado: false });
    // '4 Alto': first response in 2 hours, the nearest of the three.
    const detail = (await get(desk(`/chamados/${ticketId}`), agent)).json();
    expect(row.prazo).toBe(detail.sla.primeiraResposta.prazo);
    expect(detail.sla.primeiraResposta.situacao).toBe('no-prazo');
    expect(detail.solicitante).toEqual({ nome: 'Ana Beatriz Souza', id: claims.userA.cpf, email: 'ana.souza@ufv.br' });
    expect(detail.propriedades).toMatchObject({ sala: '101' });

    expect((await t.app.inject({ method: 'POST', url: desk(`/chamados/${ticketId}/visto`), headers: agent })).json()).toEqual({ ok: true });
    expect((await queue('estado=novos')).tickets.find((r: { id: number }) => r.id === ticketId).visualizado).toBe(true);
  });

  it('takes the ticket: it is "mine", no longer new (issue 30), and the student sees who answers', async () => {
    const res = await patch({ assumir: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ atendente: 'Atendente DTI', meu: true, estado: 'aberto' });
    expect((await queue('estado=novos')).tickets.map((r: { id: number }) => r.id)).not.toContain(ticketId);
    expect((await queue('meus=true')).tickets.map((r: { id: number }) => r.id)).toContain(ticketId);
    expect((await queue('semAtendente=true')).tickets.map((r: { id: number }) => r.id)).not.toContain(ticketId);
    expect((await studentDetail()).atendente).toBe('Atendente DTI');
  });

  it('keeps an internal note from the student everywhere: detail, unseen count, search, download', async () => {
    const before = await unseen();
    const res = await article({ corpo: 'Verificar o cabo HDMI-xpto-segredo', anexos: [file('diagnostico.txt', 'lâmpada queimada')], interno: true });
    expect(res.statusCode).toBe(201);
    const note = res.json().artigos.at(-1);
    expect(note).toMatchObject({ interno: true, tipo: 'saida', de: 'Atendente DTI', visualizado: true, assunto: '' }); // a note needs no subject
    expect(res.json().estado).toBe('aberto'); // as 'Assumir' left it: a note is no answer
    expect(res.json().sla.primeiraResposta.cumpridoEm).toBeUndefined();

    const seen = await studentDetail();
    expect(seen.artigos).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain('segredo');
    expect(await unseen()).toBe(before);
    const search = (await get(`/api/ticket/fulltext?texto=segredo`, student)).json();
    expect(search.tickets).toEqual([]);
    expect((await get(`/api/ticket/${ticketId}/anexos/${note.anexos[0].id}`, student)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/visualization/article', headers: student, payload: { ticketId, articleId: note.id, seen: true } })).statusCode).toBe(404);

    // A re-index (the search text's format changed) leaves notes out too.
    await t.app.db.delete(meta).where(eq(meta.chave, 'busca-versao'));
    await reindexTicketSearch(t.app.db);
    expect((await get(`/api/ticket/fulltext?texto=segredo`, student)).json().tickets).toEqual([]);

    // The agent downloads it.
    const download = await get(desk(`/chamados/${ticketId}/anexos/${note.anexos[0].id}`), agent);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('lâmpada queimada');
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it("an agent's reply arrives unseen for the student, meets the first response and opens a new ticket", async () => {
    const before = await unseen();
    const res = await article({ assunto: 'Projetor', corpo: 'Trocamos a lâmpada.\nPode testar?', anexos: [file('os.txt', 'OS 123')] });
    expect(res.statusCode).toBe(201);
    expect(res.json().estado).toBe('aberto');
    expect(res.json().sla.primeiraResposta.situacao).toBe('cumprido');
    const mine = await studentDetail();
    expect(mine.artigos).toHaveLength(2);
    expect(mine.artigos[1]).toMatchObject({ tipo: 'saida', de: 'Atendente DTI', visualizado: false, corpo: 'Trocamos a lâmpada.<br>Pode testar?' });
    expect(mine.visualizado).toBe(false);
    expect(await unseen()).toBe(before + 1);
    const download = await get(`/api/ticket/${ticketId}/anexos/${mine.artigos[1].anexos[0].id}`, student);
    expect(download.body).toBe('OS 123');
    // The reply is searchable by the student; its words are the desk's answer.
    expect((await get(`/api/ticket/fulltext?texto=lâmpada`, student)).json().tickets.map((x: { id: number }) => x.id)).toContain(ticketId);
    // Nobody else sees it.
    expect((await get(`/api/ticket/${ticketId}`, other)).statusCode).toBe(404);
  });

  it('pendente-cliente pauses the clocks; the student’s reply reopens the ticket into the agents’ Abertos', async () => {
    const paused = (await patch({ estado: 'pendente-cliente' })).json();
    expect(paused.estado).toBe('pendente-cliente');
    expect(paused.sla.solucao.situacao).toBe('pausado');
    // The working time it has left, in whole minutes (its date moves while the pause lasts).
    expect(Number.isInteger(paused.sla.solucao.restanteMin) && paused.sla.solucao.restanteMin > 0).toBe(true);
    expect((await queue('estado=pendentes')).tickets.find((r: { id: number }) => r.id === ticketId)).toMatchObject({ atrasado: false });
    expect((await queue('estado=pendentes')).tickets.find((r: { id: number }) => r.id === ticketId).prazo).toBeUndefined();
    // The student is not shown dates that will move once they answer.
    expect(await studentDetail()).not.toHaveProperty('prazoSolucao');

    const reply = await t.app.inject({ method: 'POST', url: `/api/ticket/${ticketId}`, headers: student, payload: { corpo: 'Ainda não liga', anexos: [] } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().estado).toBe('aberto');
    const row = (await queue('estado=abertos')).tickets.find((r: { id: number }) => r.id === ticketId);
    expect(row).toMatchObject({ estado: 'aberto', visualizado: false });
    expect(row.prazo).toBeDefined();
    expect((await studentDetail()).prazoSolucao).toEqual(expect.any(String));
  });

  it('closing moves the ticket to the student’s closed list and ends the clocks; a reply reopens it', async () => {
    const closed = (await patch({ estado: 'fechado' })).json();
    expect(closed.sla.solucao.situacao).toBe('cumprido');
    const abertos = (await get('/api/ticket?estado=aberto&limit=100', student)).json();
    const fechados = (await get('/api/ticket?estado=fechado&limit=100', student)).json();
    expect(abertos.tickets.map((x: { id: number }) => x.id)).not.toContain(ticketId);
    expect(fechados.tickets.map((x: { id: number }) => x.id)).toContain(ticketId);
    expect((await studentDetail()).prazoSolucao).toBeUndefined();
    expect((await queue('estado=fechados')).tickets.map((r: { id: number }) => r.id)).toContain(ticketId);

    await t.app.inject({ method: 'POST', url: `/api/ticket/${ticketId}`, headers: student, payload: { corpo: 'Voltou a falhar', anexos: [] } });
    const again = (await get(desk(`/chamados/${ticketId}`), agent)).json();
    expect(again.estado).toBe('aberto');
    expect(again.sla.solucao.situacao).not.toBe('cumprido');
    expect((await studentDetail()).prazoSolucao).toBe(again.sla.solucao.prazo);
  });

  it('changes priority and queue; refuses an unknown priority, an unknown ticket and bad input, changing nothing', async () => {
    const moved = (await patch({ prioridade: '5 Muito Alto', fila: 'N2::Redes::Viçosa' })).json();
    expect(moved).toMatchObject({ prioridade: '5 Muito Alto', fila: 'N2::Redes::Viçosa' });
    const before = (await get(desk(`/chamados/${ticketId}`), agent)).body;
    const bad = await patch({ prioridade: '9 Urgentíssimo' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().mensagem).toContain('Prioridade desconhecida');
    expect((await patch({ estado: 'novo' })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
    expect((await article({ corpo: '   ', anexos: [] })).statusCode).toBe(400);
    expect((await get(desk(`/chamados/${ticketId}`), agent)).body).toBe(before);
    expect((await t.app.inject({ method: 'PATCH', url: desk('/chamados/999999'), headers: agent, payload: { assumir: true } })).statusCode).toBe(404);
    expect((await get(desk('/chamados/999999'), agent)).statusCode).toBe(404);
    expect((await get(desk('/chamados?meus=true&semAtendente=true'), agent)).statusCode).toBe(400);
  });

  it('finds tickets by words and by protocol number, as the student’s search does', async () => {
    const byWord = await queue('estado=todos&texto=projetor');
    expect(byWord.tickets.map((r: { id: number }) => r.id)).toContain(ticketId);
    const byNumber = await queue(`estado=todos&texto=${encodeURIComponent(`#${tn}`)}`);
    expect(byNumber.tickets.map((r: { id: number }) => r.id)).toEqual([ticketId]);
    expect((await queue('estado=todos&texto=zzzinexistente')).tickets).toEqual([]);
  });

  it('filters by queue and state, pages, and sorts by the nearest deadline with paused and closed tickets last', async () => {
    const all = await queue('estado=todos');
    expect(all.totalExato).toBe(true);
    expect(all.total).toBe(all.tickets.length);
    const prazos = all.tickets.map((r: { prazo?: string }) => r.prazo);
    const firstWithout = prazos.findIndex((p: string | undefined) => p === undefined);
    const withDeadline = prazos.slice(0, firstWithout === -1 ? undefined : firstWithout);
    expect(withDeadline).toEqual([...withDeadline].sort());
    if (firstWithout !== -1) expect(prazos.slice(firstWithout).every((p: string | undefined) => p === undefined)).toBe(true);

    const page1 = (await get(desk('/chamados?estado=todos&limit=3&offset=0'), agent)).json();
    const page2 = (await get(desk('/chamados?estado=todos&limit=3&offset=3'), agent)).json();
    expect(page1.tickets.map((r: { id: number }) => r.id)).toEqual(all.tickets.slice(0, 3).map((r: { id: number }) => r.id));
    expect(page2.tickets.map((r: { id: number }) => r.id)).toEqual(all.tickets.slice(3, 6).map((r: { id: number }) => r.id));
    expect(page2.total).toBe(all.total);
    const past = (await get(desk('/chamados?estado=todos&limit=3&offset=100000'), agent)).json();
    expect(past).toEqual({ tickets: [], total: all.total, totalExato: true });

    const states: Record<string, string[]> = { novos: ['novo'], abertos: ['novo', 'aberto'], pendentes: ['pendente', 'pendente-cliente'], fechados: ['fechado'] };
    let sum = 0;
    for (const [filter, accepted] of Object.entries(states)) {
      const page = await queue(`estado=${filter}`);
      for (const r of page.tickets) expect(accepted, filter).toContain(r.estado);
      if (filter !== 'novos') sum += page.total;
    }
    expect(sum).toBe(all.total);

    const fila = await queue(`estado=todos&fila=${encodeURIComponent('N2::Redes::Viçosa')}`);
    expect(fila.tickets.length).toBeGreaterThan(0);
    for (const r of fila.tickets) expect(r.fila).toBe('N2::Redes::Viçosa');
    const recent = await queue('estado=todos&ordem=recentes');
    const changed = recent.tickets.map((r: { modificado: string }) => r.modificado);
    expect(changed).toEqual([...changed].sort().reverse());
  });

  it('lets admins maintain canned replies and agents read them', async () => {
    const list = async (h = agent, url = desk('/respostas-prontas')) => (await get(url, h)).json();
    const seeded = await list();
    expect(seeded.length).toBeGreaterThan(0);
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/respostas-prontas', headers: admin, payload: { titulo: 'Impressora: fila travada', corpo: 'Reinicie o spooler.' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await list()).map((r: { titulo: string }) => r.titulo)).toContain('Impressora: fila travada');
    const dup = await t.app.inject({ method: 'POST', url: '/api/admin/respostas-prontas', headers: admin, payload: { titulo: 'IMPRESSORA: FILA TRAVADA', corpo: 'x' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().mensagem).toBe('Já existe uma resposta pronta com este título');
    const updated = await t.app.inject({ method: 'PUT', url: `/api/admin/respostas-prontas/${id}`, headers: await ifMatch(t.app, admin, id, 'respostas-prontas'), payload: { titulo: 'Impressora: fila travada', corpo: 'Reinicie o spooler de impressão.' } });
    expect(updated.json().corpo).toBe('Reinicie o spooler de impressão.');
    // Agents read, admins write.
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/respostas-prontas', headers: agent, payload: { titulo: 'a', corpo: 'b' } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/respostas-prontas/${id}`, headers: await ifMatch(t.app, admin, id, 'respostas-prontas') })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/respostas-prontas/${id}`, headers: await ifMatch(t.app, admin, id, 'respostas-prontas') })).statusCode).toBe(404);
    expect(await list()).toEqual(seeded);
  });
});
