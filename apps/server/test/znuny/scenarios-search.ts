import assert from 'node:assert/strict';
import { bearer, token } from '../tokens';
import { create, creation, get, govbrUser, type ScenarioContext } from './scenario-kit';
import { ZNUNY_TREE } from './znuny-tree';

/**
 * The ticket search with what Znuny's TicketSearch reads as operators (issue 28): the query is
 * plain words, as in the built-in store. The same cases run on the built-in store
 * (`search-cases.test.ts`), so both stores are held to one table.
 */

/** The subjects the cases search: words no other part of the scenario tree's article holds. */
export const searchTickets = {
  conta: 'Conta do Souza bloqueada no R2025b',
  toner: 'Impressora sem toner na sala 12',
} as const;
type SearchTicket = keyof typeof searchTickets;

/** What each query finds; operators alone find nothing. */
export const searchCases: readonly (readonly [texto: string, found: readonly SearchTicket[]])[] = [
  ['!conta', ['conta']],
  ['Souza!', ['conta']],
  ['R2025b)', ['conta']],
  ['(toner)', ['toner']],
  ['"toner"', ['toner']],
  ['SOUZA conta', ['conta']],
  ['bloqueada R2025b souza', ['conta']],
  ['souza toner', []],
  ['toner||conta', []],
  ['+toner -conta', []],
  ['&&', []],
  ['\\', []],
  ['"', []],
  ['*', []],
  ['(', []],
  [')', []],
  ['||', []],
  ['+-', []],
  ['!', []],
  ['%', []],
  ['_', []],
  ['"()" && ||', []],
];

/**
 * Each case's answer, and a protocol number with the words around it, on the two tickets of a
 * user of their own (the other scenarios' tickets hold other words). Her name and e-mail, in
 * every article she writes, hold 'Souza': Znuny's full text reads senders, the search must not.
 */
export async function search(ctx: ScenarioContext): Promise<void> {
  const headers = bearer(await token(govbrUser('ana.souza.busca@gmail.com', 'Ana Souza')));
  const made = {} as Record<SearchTicket, { id: number; tn: string }>;
  for (const key of Object.keys(searchTickets) as SearchTicket[]) {
    const created = await create(ctx, await creation(ctx, `search-${key}`, { assunto: searchTickets[key] }, headers), headers);
    made[key] = { id: created.ticketId, tn: created.ticketNumber };
  }
  const found = async (texto: string) => {
    const page = await get(ctx, `/api/ticket/fulltext?texto=${encodeURIComponent(texto)}`, headers);
    assert.equal(page.maxSize, page.tickets.length, `maxSize of ${texto}`);
    // Each row shows the service (the tree) beside the subject, as the built-in store's do.
    for (const t of page.tickets as { servico: string }[]) assert.equal(t.servico, ZNUNY_TREE, `service of a row of ${texto}`);
    return (page.tickets as { id: number }[]).map((t) => t.id).sort((x, y) => x - y);
  };
  for (const [texto, expected] of searchCases) {
    assert.deepEqual(await found(texto), expected.map((key) => made[key].id).sort((x, y) => x - y), `search ${JSON.stringify(texto)}`);
  }
  assert.deepEqual(await found(`Ticket#${made.toner.tn}`), [made.toner.id], 'search Ticket#<number>');
  assert.deepEqual(await found(`#${made.conta.tn}`), [made.conta.id], 'search #<number>');
}
