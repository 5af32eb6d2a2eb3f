import type { FastifyInstance } from 'fastify';
import { userFromPayload } from '../../src/auth/claims';
import { bufferedFile } from '../../src/tickets/incoming-file';
import type { ZnunyTicketStore } from '../../src/tickets/znuny/znuny-ticket-store';
import { claims } from '../tokens';

/**
 * The few tickets the route suites (access matrix, bad input) expect a user to have, made in the
 * real Znuny for the test app's fresh customer logins: an open one, and a closed one with a file.
 * They go to the store as the server hands it a ticket (`NewTicket`), each with an `origem` of
 * its own: no walk made them, and two seeded tickets must not share a creation key.
 */
export async function seedZnunyTickets(app: FastifyInstance): Promise<void> {
  const store = app.tickets as ZnunyTicketStore;
  for (const c of [claims.userA, claims.userB]) {
    const user = userFromPayload(c);
    const file = bufferedFile('mapa-pontos-de-acesso.txt', 'text/plain', Buffer.from('Sala 215 — AP-PVA-2F-07\n'));
    const closed = await store.create(user, { propriedades: { assunto: 'Wi-Fi eduroam não conecta', sala: '215' }, tabelas: {}, log: ['Rede sem fio'], origem: 'seed-znuny:wifi' }, [file]);
    await store.client.call('TicketUpdate', { method: 'PATCH', path: `/Ticket/${closed.ticketId}`, write: true, body: { Ticket: { State: 'closed successful' } } });
    await store.create(user, { propriedades: { assunto: 'Instalação do R no laboratório 3' }, tabelas: {}, log: ['Instalação de software'], origem: 'seed-znuny:r' });
  }
}
