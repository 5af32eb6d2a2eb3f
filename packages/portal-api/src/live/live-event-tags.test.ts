import type { LiveEvent, LiveTicketChange } from '@chamados/api-contract';
import { describe, expect, it } from 'vitest';
import { liveEventTags } from './live-event-tags';

const em = '2026-12-02T14:00:00.000Z';

describe('liveEventTags', () => {
  it.each<LiveTicketChange>(['criado', 'resposta-solicitante', 'resposta-atendente', 'nota', 'alterado'])(
    "a ticket's change (%s) stales its two pages and every list, badge and queue count",
    (mudanca) => {
      expect(liveEventTags({ tipo: 'chamado', id: 7, mudanca, em })).toEqual([
        { type: 'Ticket', id: 7 },
        { type: 'AgentTicket', id: 7 },
        'TicketList',
        'UnseenCount',
        'AgentQueue',
      ]);
    },
  );

  it('recarregar stales every ticket page, not only one', () => {
    expect(liveEventTags({ tipo: 'recarregar' })).toEqual(['Ticket', 'AgentTicket', 'TicketList', 'UnseenCount', 'AgentQueue']);
  });

  it.each<LiveEvent>([
    { tipo: 'conectado', conexao: 'c1', expira: em },
    { tipo: 'presenca', id: 7, agentes: [{ id: 'a', nome: 'Ana' }] },
    { tipo: 'fim', motivo: 'token-expirado' },
  ])('$tipo changes no cache', (event) => {
    expect(liveEventTags(event)).toEqual([]);
  });
});
