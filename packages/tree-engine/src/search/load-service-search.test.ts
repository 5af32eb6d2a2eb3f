import { describe, expect, it } from 'vitest';
import { loadServiceSearch } from './load-service-search';
import { createServiceSearch } from './service-search';

describe('loadServiceSearch', () => {
  it('resolves to the same search the static import gives', async () => {
    const create = await loadServiceSearch();
    expect(create).toBe(createServiceSearch);
    const services = [{ nome: 'E-mail e senha' }, { nome: 'Rede sem fio', textoBusca: 'Rede sem fio\neduroam' }];
    expect(create(services)('eduroan').map((match) => match.item.nome)).toEqual(['Rede sem fio']);
  });
});
