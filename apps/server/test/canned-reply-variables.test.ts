import { cannedReplyValues, fillCannedReply, type CannedReply } from '@chamados/api-contract';
import { describe, expect, it } from 'vitest';
import { ifMatch } from './if-match';
import { openTicket, TEST_TREE } from './open-ticket';
import { useTestApp } from './test-app';
import { bearer, claims, token } from './tokens';

// Canned replies with variables (issue 30): an admin writes {nome}, {protocolo}, {servico} and
// {atendente}; the desk fills them from the ticket with the contract's rule when it inserts the
// reply, so the student reads their name, never the braces. A name the desk cannot fill is
// refused before it is saved. On PGlite, and on PostgreSQL when DATABASE_URL_TEST is set.
describe('canned-reply variables', () => {
  const t = useTestApp({ ticketCache: 'off' });
  const url = '/api/admin/respostas-prontas';

  it('keeps the variables as written, and the desk fills them with the ticket and the agent', async () => {
    const admin = bearer(await token(claims.admin));
    const agent = bearer(await token(claims.agent));
    const student = bearer(await token(claims.userA));
    const corpo = 'Olá, {nome}! Sobre o chamado {protocolo} ({servico}): já estamos verificando. {atendente}';
    const created = await t.app.inject({ method: 'POST', url, headers: admin, payload: { titulo: 'Recebemos o seu chamado', corpo } });
    expect(created.statusCode, created.body).toBe(201);
    const saved = ((await t.app.inject({ url: '/api/agente/respostas-prontas', headers: agent })).json() as CannedReply[]).find((r) => r.id === created.json().id);
    expect(saved?.corpo).toBe(corpo);

    const opened = await openTicket(t.app, student, { assunto: 'Projetor não liga' });
    const id = opened.json().ticketId as number;
    const ticket = (await t.app.inject({ url: `/api/agente/chamados/${id}`, headers: agent })).json();
    const eu = (await t.app.inject({ url: '/api/agente', headers: agent })).json().eu;
    const text = fillCannedReply(saved!.corpo, cannedReplyValues(ticket, eu.nome));
    expect(text).toBe(`Olá, Ana! Sobre o chamado ${opened.json().ticketNumber} (${TEST_TREE}): já estamos verificando. ${eu.nome}`);

    const sent = await t.app.inject({ method: 'POST', url: `/api/agente/chamados/${id}/artigos`, headers: agent, payload: { corpo: text, anexos: [] } });
    expect(sent.statusCode, sent.body).toBe(201);
    const seen = (await t.app.inject({ url: `/api/ticket/${id}`, headers: student })).json();
    expect(seen.artigos.at(-1).corpo).toContain('Olá, Ana!');
    expect(seen.artigos.at(-1).corpo).not.toContain('{');
  });

  it('refuses a variable the desk cannot fill, naming it and the four it can, and saves nothing', async () => {
    const admin = bearer(await token(claims.admin));
    const before = (await t.app.inject({ url, headers: admin })).json();
    const refused = await t.app.inject({ method: 'POST', url, headers: admin, payload: { titulo: 'Com erro', corpo: 'Olá, {nomee}! Protocolo {protocolo}, {setor}.' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().mensagem).toBe('Variáveis desconhecidas no texto: {nomee}, {setor}. Use {nome}, {protocolo}, {servico}, {atendente}.');
    expect((await t.app.inject({ url, headers: admin })).json()).toEqual(before);

    // A change is checked the same way; braces around other text stay plain text.
    const ok = await t.app.inject({ method: 'POST', url, headers: admin, payload: { titulo: 'Chaves', corpo: 'Use { e } à vontade, {nome}.' } });
    expect(ok.statusCode, ok.body).toBe(201);
    const id = ok.json().id as number;
    const changed = await t.app.inject({ method: 'PUT', url: `${url}/${id}`, headers: await ifMatch(t.app, admin, id, 'respostas-prontas'), payload: { titulo: 'Chaves', corpo: 'Oi, {Nome}.' } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().mensagem).toBe('Variável desconhecida no texto: {Nome}. Use {nome}, {protocolo}, {servico}, {atendente}.');
  });
});
