import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServiceSearch } from './use-service-search';

const services = [
  { nome: 'E-mail e senha', descricao: 'Recuperar o acesso' },
  { nome: 'Rede sem fio', descricao: 'Conectar ao eduroam' },
];

// A fresh module (this file runs in its own context): the search has not been fetched yet.
describe('useServiceSearch', () => {
  it('lists every service with no filter, and fetches the fuzzy search only when there is one', async () => {
    const { result, rerender } = renderHook(({ filter }) => useServiceSearch(services, filter), { initialProps: { filter: '' } });
    expect(result.current?.map((match) => match.item)).toEqual(services);
    rerender({ filter: 'eduroan' });
    // Not an unfiltered list while the search is on its way.
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual([{ item: services[1], palavras: ['eduroam'] }]));
    act(() => rerender({ filter: '' }));
    expect(result.current?.map((match) => match.item)).toEqual(services);
  });

  it('gives nothing until the services arrive', () => {
    const { result } = renderHook(() => useServiceSearch(undefined, 'rede'));
    expect(result.current).toBeUndefined();
  });
});
