import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module';
import { describe, expect, it } from 'vitest';
import { messages, type MessageKey } from './pt-BR';
import { adminMessages, type AdminMessageKey } from './pt-BR-admin';
import { deskMessages, type DeskMessageKey } from './pt-BR-desk';
import { ticketsMessages, type TicketsMessageKey } from './pt-BR-tickets';
import { LOCALE, t } from './t';
import { tAdmin } from './t-admin';
import { tDesk } from './t-desk';
import { tTickets } from './t-tickets';

describe('t', () => {
  it('pluralises the unseen badge in Portuguese', () => {
    expect(t('nav.unseenBadge', { n: 1 })).toBe('1 novo');
    expect(t('nav.unseenBadge', { n: 3 })).toBe('3 novos');
  });

  it('interpolates named arguments', () => {
    expect(t('version.label', { version: '1.15.3' })).toBe('Versão 1.15.3');
  });

  it('formats every message of the catalog without throwing', () => {
    const sample = {
      n: 2, name: 'Maria', version: '1.15.3', code: 404, page: 'Home',
      min: 'mínimo de 1 item', max: 'máximo de 2 itens', list: 'pdf', size: '5 MB', reason: 'Falha',
      number: '2025030410000012', date: '04/03/2025 9:05', column: 'Sala', message: 'Preenchimento obrigatório',
      filtro: 'eduroam', tn: '2025061010000031', from: 1, to: 10, total: 23, de: 'ana.souza@ufv.br', limit: '18 MB',
      mascara: '(##) ####-####', minimo: 1, maximo: 3,
      errors: 1, warnings: 2, line: 3, severity: 'Erro', insert: 'rotulo', left: 'Versão 1', right: 'Rascunho', author: 'Ana', kind: 'opções',
      text: 'Rede sem fio', rate: '32,1%', cancelled: '187', abandoned: '122',
    };
    for (const key of Object.keys(messages) as MessageKey[]) expect(t(key, sample)).not.toBe('');
    for (const key of Object.keys(adminMessages) as AdminMessageKey[]) expect(tAdmin(key, sample)).not.toBe('');
    for (const key of Object.keys(deskMessages) as DeskMessageKey[]) expect(tDesk(key, sample)).not.toBe('');
    for (const key of Object.keys(ticketsMessages) as TicketsMessageKey[]) expect(tTickets(key, sample)).not.toBe('');
  });

  it('keeps the admin, desk and tickets catalogs apart from the portal catalog, and reads the portal keys through each', () => {
    expect(Object.keys(adminMessages).filter((key) => Object.hasOwn(messages, key))).toEqual([]);
    expect(Object.keys(deskMessages).filter((key) => Object.hasOwn(messages, key) || Object.hasOwn(ticketsMessages, key))).toEqual([]);
    expect(Object.keys(ticketsMessages).filter((key) => Object.hasOwn(messages, key))).toEqual([]);
    expect(tTickets('tickets.open.title')).toBe('Chamados abertos');
    expect(tTickets('common.cancel')).toBe(t('common.cancel'));
    expect(tDesk('tickets.open.title')).toBe('Chamados abertos');
    expect(tAdmin('admin.list.new')).toBe('Nova Árvore');
    expect(tAdmin('common.cancel')).toBe(t('common.cancel'));
    expect(tDesk('desk.title')).toBe('Central de Atendimento');
    expect(tDesk('common.cancel')).toBe(t('common.cancel'));
  });

  it('formats the count with pt-BR digit grouping', () => {
    expect(tTickets('tickets.search.count', { n: 1234 })).toBe('1.234 chamados encontrados');
  });

  // After editing a catalog, run `pnpm --filter @chamados/portal-ui exec vitest run src/messages -u` to regenerate.
  it.each([
    ['pt-BR.ts', messages, './pt-BR.generated.js'],
    ['pt-BR-admin.ts', adminMessages, './pt-BR-admin.generated.js'],
    ['pt-BR-desk.ts', deskMessages, './pt-BR-desk.generated.js'],
    ['pt-BR-tickets.ts', ticketsMessages, './pt-BR-tickets.generated.js'],
  ])('ships %s compiled, identical to its source', async (source, catalog, generated) => {
    // `#` formats through catalog-number.ts instead of the runtime's Intl.NumberFormat (see there).
    const compiled = compileModule(new MessageFormat(LOCALE), catalog).replace(
      'import { number, plural } from "@messageformat/runtime";',
      'import { plural } from "@messageformat/runtime";\nimport { number } from "./catalog-number";',
    );
    await expect(`// Generated from ${source} by t.test.ts: do not edit.\n${compiled}\n`).toMatchFileSnapshot(generated);
  });
});
