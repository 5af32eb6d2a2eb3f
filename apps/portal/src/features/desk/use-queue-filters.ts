import type { AgentQueueQuery, QueueState } from '@chamados/portal-api';
import { DEFAULT_QUEUE_FILTERS, type AgentQueueFilterValues } from '@chamados/portal-ui';
import { useSearchParams } from 'react-router';

const STATES: readonly QueueState[] = ['novos', 'abertos', 'pendentes', 'fechados', 'todos'];

/** The URL's names of the filters (Portuguese, as the rest of the portal's query strings). */
const PARAM = { estado: 'estado', fila: 'fila', meus: 'meus', semAtendente: 'sem-atendente', texto: 'busca' } as const;

/**
 * The queue's filters read from the URL: `?estado=novos&fila=…&meus=1&sem-atendente=1&busca=…`.
 * Anything unknown falls back to the default ('Abertos', every queue, anyone's, no search).
 */
export function readQueueFilters(params: URLSearchParams): AgentQueueFilterValues {
  const estado = params.get(PARAM.estado) as QueueState | null;
  const meus = params.get(PARAM.meus) === '1';
  return {
    estado: estado && STATES.includes(estado) ? estado : DEFAULT_QUEUE_FILTERS.estado,
    fila: params.get(PARAM.fila)?.trim() ?? '',
    meus,
    semAtendente: !meus && params.get(PARAM.semAtendente) === '1',
    texto: params.get(PARAM.texto)?.trim() ?? '',
  };
}

/** The API's query of a page of the queue, sorted by the nearest deadline (the server's default). */
export function queueQuery(filters: AgentQueueFilterValues, offset: number, limit: number): AgentQueueQuery {
  return {
    estado: filters.estado,
    ...(filters.fila ? { fila: filters.fila } : {}),
    ...(filters.meus ? { meus: true } : {}),
    ...(filters.semAtendente ? { semAtendente: true } : {}),
    ...(filters.texto ? { texto: filters.texto } : {}),
    ordem: 'prazo',
    offset,
    limit,
  };
}

/**
 * The queue's filters kept in the URL, so Back returns to the previous ones and a filtered queue
 * can be shared. Each change is a history entry and goes back to the first page.
 */
export function useQueueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params);
  const change = (changes: Partial<AgentQueueFilterValues>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('pagina');
      next.delete('offset');
      const merged = { ...readQueueFilters(current), ...changes };
      for (const key of Object.keys(PARAM) as (keyof typeof PARAM)[]) {
        const value = merged[key];
        const isDefault = value === DEFAULT_QUEUE_FILTERS[key];
        if (isDefault) next.delete(PARAM[key]);
        else next.set(PARAM[key], typeof value === 'boolean' ? '1' : value);
      }
      return next;
    });
  return { filters, change };
}
