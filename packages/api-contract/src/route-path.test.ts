import { describe, expect, it } from 'vitest';
import { routePath } from './route-path';
import { routes } from './routes';

describe('routePath', () => {
  it('fills the parameters, each as one encoded segment', () => {
    expect(routePath(routes.ticketAttachment, { id: 7, anexoId: 9 })).toBe('/ticket/7/anexos/9');
    expect(routePath(routes.tree, { nome: 'Rede/Wi-Fi ção' })).toBe('/arvores/Rede%2FWi-Fi%20%C3%A7%C3%A3o');
    expect(routePath(routes.ticketList)).toBe('/ticket');
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => routePath(routes.ticketDetail)).toThrow(/id/);
  });
});
