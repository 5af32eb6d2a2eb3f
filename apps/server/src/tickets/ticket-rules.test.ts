import { describe, expect, it } from 'vitest';
import { REOPENED_STATE, replyEffect, ticketOpening, ticketTitle, TITLE_MAX_CHARS } from './ticket-rules';

describe('replyEffect: what a user reply does to a ticket', () => {
  it('reopens a closed or pending ticket, to aberto', () => {
    for (const estado of ['fechado', 'pendente', 'pendente-cliente']) expect(replyEffect({ estado }), estado).toBe('reopen');
    expect(REOPENED_STATE).toBe('aberto');
  });
  it('keeps a new or open ticket as it is', () => {
    for (const estado of ['novo', 'aberto']) expect(replyEffect({ estado }), estado).toBe('keep');
  });
  it('refuses a merged ticket, whatever state it shows (it is answered in the ticket it went into)', () => {
    expect(replyEffect({ estado: 'fechado', merged: true })).toBe('refuse');
    expect(replyEffect({ estado: 'aberto', merged: true })).toBe('refuse');
  });
});

describe('ticketOpening: what a creation request opens', () => {
  const base = { propriedades: { assunto: '  Wi-Fi no prédio 3  ' }, log: ['Rede sem fio', 'qual-rede'] };

  it('is novo, with the tree’s name as the service when the tree sets none', () => {
    expect(ticketOpening(base)).toEqual({ titulo: 'Wi-Fi no prédio 3', assunto: 'Wi-Fi no prédio 3', servico: 'Rede sem fio', closed: false, estado: 'novo' });
  });
  it('takes the tree’s servico, trimmed, over the log', () => {
    expect(ticketOpening({ ...base, propriedades: { ...base.propriedades, servico: ' Eduroam ' } }).servico).toBe('Eduroam');
  });
  it('is fechado when the walk ended on a tutorial that solved it', () => {
    const o = ticketOpening({ ...base, propriedades: { ...base.propriedades, state: 'closed successful' } });
    expect([o.closed, o.estado]).toEqual([true, 'fechado']);
  });
  it('has no service without a log or a servico', () => {
    expect(ticketOpening({ propriedades: { assunto: 'x' }, log: [] }).servico).toBe('');
  });
});

describe('ticketTitle', () => {
  it('keeps a subject of up to 255 characters whole', () => {
    const s = 'a'.repeat(TITLE_MAX_CHARS);
    expect(ticketTitle(s)).toBe(s);
  });
  it('cuts a longer one to 255 characters ending in a visible …', () => {
    expect(ticketTitle('a'.repeat(300))).toBe(`${'a'.repeat(TITLE_MAX_CHARS - 1)}…`);
  });
  it('leaves no blank before the …', () => {
    const t = ticketTitle('palavra '.repeat(40));
    expect(t).toMatch(/palavr?a?…$/);
    expect(t).not.toMatch(/\s…$/);
  });
  it('counts characters, not UTF-16 units: no emoji is split', () => {
    const t = ticketTitle('🖨️'.repeat(200));
    expect(t.endsWith('…')).toBe(true);
    expect(Array.from(t).length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(t).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
