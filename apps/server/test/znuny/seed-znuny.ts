import type { FastifyInstance } from 'fastify';
import { userFromPayload } from '../../src/auth/claims';
import type { ZnunyTicketStore } from '../../src/tickets/znuny/znuny-ticket-store';
import { claims } from '../tokens';

/**
 * The few tickets the route suites (access matrix, bad input) expect a user to have, made in the
 * real Znuny for the test app's fresh customer logins: an open one, and a closed one with a file.
 */
export async function seedZnunyTickets(app: FastifyInstance): Promise<void> {
  const store = app.tickets as ZnunyTicketStore;
  for (const c of [claims.userA, claims.userB]) {
    const user = userFromPayload(c);
    const file = { contentType: 'text/plain', filename: 'mapa-pontos-de-acesso.txt', content: Buffer.from('Sala 215 — AP-PVA-2F-07\n').toString('base64') };
    const closed = await store.create(user, { propriedades: { assunto: 'Wi-Fi eduroam não conecta', sala: '215' }, anexos: [file], tabelas: {}, log: ['Rede sem fio'] });
    await store.client.call('TicketUpdate', { method: 'PATCH', path: `/Ticket/${closed.ticketId}`, write: true, body: { Ticket: { State: 'closed successful' } } });
    await store.create(user, { propriedades: { assunto: 'Instalação do R no laboratório 3' }, anexos: [], tabelas: {}, log: ['Instalação de software'] });
  }
}
