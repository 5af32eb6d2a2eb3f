import assert from 'node:assert/strict';
import { userFromPayload } from '../../src/auth/claims';
import { messages } from '../../src/messages';
import { TITLE_MAX_CHARS } from '../../src/tickets/ticket-rules';
import { ZnunyTicketStore } from '../../src/tickets/znuny/znuny-ticket-store';
import { bearer, claims, token } from '../tokens';
import { agentAnswer, agentUpdate, agentView, call, create, creation, get, govbrUser, printerTicket, type ScenarioContext } from './scenario-kit';

/**
 * The scenarios of issue 20 (Znuny hardened), run like the others: live, recorded and replayed.
 */

/**
 * gov.br users whose e-mails hold what Znuny's search reads as operators (`+` is AND, `*` and
 * `%` wildcards, `_` a wildcard beside them, parentheses and quotes): each one finds exactly
 * their own tickets in the list, the unseen count and the search. The second login matches the
 * first one's wildcards, so a search that is not narrowed to the exact login shows it too.
 */
export async function logins(ctx: ScenarioContext): Promise<void> {
  const users = [
    govbrUser('Carlos.Lima+ti@gmail.com', 'Carlos Lima'),
    govbrUser('c.lima+ti%1*(x)"y_z@gmail.com', 'Carla Lima'),
    govbrUser('c.lima+tiZZ1ABC(x)DyQz@gmail.com', 'Caio Lima'),
  ];
  const made: { headers: Record<string, string>; id: number; tn: string }[] = [];
  for (const [i, user] of users.entries()) {
    const headers = bearer(await token(user));
    const created = await create(ctx, await creation(ctx, `logins-${i + 1}`, { assunto: `Acesso ao Moodle número ${i + 1}` }, headers), headers);
    made.push({ headers, id: created.ticketId, tn: created.ticketNumber });
  }
  for (const [i, mine] of made.entries()) {
    const label = users[i]!.email;
    const list = await get(ctx, '/api/ticket?estado=aberto', mine.headers);
    assert.deepEqual(list.tickets.map((t: { id: number }) => t.id), [mine.id], `list of ${label}`);
    assert.equal(list.maxSize, 1, `maxSize of ${label}`);
    for (const texto of ['moodle', mine.tn]) {
      const found = await get(ctx, `/api/ticket/fulltext?texto=${encodeURIComponent(texto)}`, mine.headers);
      assert.deepEqual(found.tickets.map((t: { id: number }) => t.id), [mine.id], `search ${texto} of ${label}`);
    }
    assert.equal((await get(ctx, '/api/visualization/ticket?estado=aberto', mine.headers)).data, 0, `unseen of ${label}`);
    await agentAnswer(ctx, mine.id, `Resposta para ${label}`);
    assert.equal((await get(ctx, '/api/visualization/ticket?estado=aberto', mine.headers)).data, 1, `unseen after an answer, ${label}`);
    assert.equal((await get(ctx, `/api/ticket/${mine.id}`, mine.headers)).artigos.length, 2);
  }
}

/**
 * What a reply and a second submission do to a ticket the help desk changed: a merged ticket
 * takes no reply (and stays merged), the same form sent again after the agent closed the ticket
 * opens a new one, and a subject longer than Znuny's title is cut with a visible '…'.
 */
export async function states(ctx: ScenarioContext): Promise<void> {
  const request = await creation(ctx, 'states', { assunto: 'Projetor da sala 210 sem imagem' });
  const first = await create(ctx, request);
  await agentUpdate(ctx, first.ticketId, { Ticket: { State: 'closed successful' } });
  const again = await create(ctx, request);
  assert.notEqual(again.ticketId, first.ticketId, 'a new attendance after the agent closed the ticket is a new ticket');
  assert.equal(again.estado, 'novo');
  const retried = await create(ctx, request);
  assert.equal(retried.ticketId, again.ticketId, 'a retry still finds the open ticket');
  assert.equal((await agentView(ctx, first.ticketId)).StateType, 'closed');

  // Merged in Znuny: the state type is what the portal reads.
  await agentUpdate(ctx, again.ticketId, { Ticket: { State: 'merged' } });
  const refused = await call(ctx, { method: 'POST', url: `/api/ticket/${again.ticketId}`, headers: ctx.a, payload: { corpo: 'Ainda sem imagem', anexos: [] } }, 409);
  assert.equal(refused.json().mensagem, messages.ticketMerged);
  const merged = await agentView(ctx, again.ticketId);
  assert.equal(merged.StateType, 'merged', 'a reply does not reopen a merged ticket');
  assert.equal(merged.Article.length, 1, 'and adds nothing to it');
  assert.equal((await get(ctx, `/api/ticket/${again.ticketId}`)).estado, 'fechado');

  const assunto = `Sala 305: ${'o ar-condicionado pinga sobre as mesas do laboratório '.repeat(6)}`.slice(0, 300);
  const long = await create(ctx, await creation(ctx, 'states-long', { assunto }));
  const detail = await get(ctx, `/api/ticket/${long.ticketId}`);
  assert.equal(Array.from(detail.titulo as string).length, TITLE_MAX_CHARS);
  assert.ok(detail.titulo.endsWith('…'));
  assert.ok(assunto.startsWith(detail.titulo.slice(0, -1).trimEnd()));
  assert.equal(detail.artigos[0].assunto, assunto, 'the first article keeps the whole subject');
  assert.equal((await agentView(ctx, long.ticketId)).Title, detail.titulo, 'Znuny holds the same title');
}

/**
 * Two connector instances on one portal database (two server processes behind a load balancer):
 * the same creation sent to both at once makes one ticket, and replies through either land on it.
 */
export async function twoInstances(ctx: ScenarioContext): Promise<void> {
  const other = new ZnunyTicketStore(ctx.app.db, ctx.config.znuny!, ctx.app.log.child({}, { level: 'silent' }));
  const user = userFromPayload(claims.userA);
  const request = await creation(ctx, 'twoInstances', { ...printerTicket, assunto: 'Sem acesso à VPN', fila: ctx.config.znuny!.queue });
  // The other instance gets the same request and replays its walk as this one does.
  const { ticket, files } = await ctx.app.walks.replay(user, request, [], '127.0.0.1');
  const [viaApp, viaOther] = await Promise.all([create(ctx, request), other.create(user, ticket, files)]);
  assert.equal(viaOther.ticketId, viaApp.ticketId, 'one ticket for one creation sent to two instances');
  assert.deepEqual((await get(ctx, '/api/ticket/fulltext?texto=VPN')).tickets.map((t: { id: number }) => t.id), [viaApp.ticketId]);

  await call(ctx, { method: 'POST', url: `/api/ticket/${viaApp.ticketId}`, headers: ctx.a, payload: { corpo: 'Pela primeira instância', anexos: [] } }, 200);
  const replied = await other.reply(user, viaApp.ticketId, { corpo: 'Pela segunda instância', anexos: [] });
  assert.deepEqual(replied?.artigos.map((a) => a.corpo).slice(1), ['Pela primeira instância', 'Pela segunda instância']);
  assert.equal((await agentView(ctx, viaApp.ticketId)).Article.filter((a) => Number(a.IsVisibleForCustomer) === 1).length, 3);
}
