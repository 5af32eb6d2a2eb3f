import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { ticketsApi, type TicketSearchArgs } from '../endpoints/tickets';

/**
 * The full-text search of 'Buscar Chamados': a new search cancels the pending one (spec §7), so a
 * slow answer to an old query never lands after the answer to the new one, and the server stops
 * working for it. Pass `skipToken` while the filter is empty (spec §5: no search then).
 * @example const { data, isFetching } = useLatestTicketSearch(texto ? { idUsuario, texto, offset, limit } : skipToken);
 */
export function useLatestTicketSearch(args: TicketSearchArgs | typeof skipToken) {
  const [search, result] = ticketsApi.endpoints.ticketSearch.useLazyQuery();
  const key = args === skipToken ? '' : JSON.stringify(args);
  useEffect(() => {
    if (!key) return;
    const request = search(JSON.parse(key) as TicketSearchArgs, true);
    return () => request.abort();
  }, [key, search]);
  return args === skipToken ? { ...result, data: undefined, isFetching: false } : result;
}
