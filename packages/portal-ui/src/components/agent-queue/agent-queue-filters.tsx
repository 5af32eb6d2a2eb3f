import type { QueueState } from '@chamados/api-contract';
import { useId } from 'react';
import { SEARCH_DEBOUNCE_MS, useSearchText } from '../../lib/use-search-text';
import { tDesk } from '../../messages/t-desk';
import { Button } from '../button/button';
import { SearchBox } from '../search-box/search-box';

/** The queue's filters as the desk keeps them (in the URL): every one combines with the others. */
export interface AgentQueueFilterValues {
  estado: QueueState;
  /** A queue's name; '' for every queue. */
  fila: string;
  meus: boolean;
  semAtendente: boolean;
  /** Words or a protocol number; '' for none. */
  texto: string;
}

/** What the desk shows first: what it still owes ('Abertos'), every queue, anyone's. */
export const DEFAULT_QUEUE_FILTERS: AgentQueueFilterValues = { estado: 'abertos', fila: '', meus: false, semAtendente: false, texto: '' };

/** Whether `filters` narrow the queue beyond the default. */
export function isFilteredQueue(filters: AgentQueueFilterValues): boolean {
  return (Object.keys(DEFAULT_QUEUE_FILTERS) as (keyof AgentQueueFilterValues)[]).some((key) => filters[key] !== DEFAULT_QUEUE_FILTERS[key]);
}

const STATE_LABEL = {
  novos: 'desk.filter.state.novos',
  abertos: 'desk.filter.state.abertos',
  pendentes: 'desk.filter.state.pendentes',
  fechados: 'desk.filter.state.fechados',
  todos: 'desk.filter.state.todos',
} as const satisfies Record<QueueState, string>;

// The contract's QUEUE_STATES, in its order, without importing the contract's schemas at run time.
const QUEUE_STATES = Object.keys(STATE_LABEL) as QueueState[];

/** Props of {@link AgentQueueFilters}. */
export interface AgentQueueFiltersProps {
  /** Os filtros escolhidos: estado, fila, 'Meus', 'Sem atendente' e o texto buscado. */
  value: AgentQueueFilterValues;
  /** As filas que se pode escolher. */
  filas: readonly string[];
  /** Um filtro mudou: só os que mudaram. O texto chega meio segundo depois da última tecla, ou na hora com Enter ou 'Buscar'. */
  onChange: (changes: Partial<AgentQueueFilterValues>) => void;
  /** Quantos chamados novos há, mostrado ao lado de 'Novos'; nada quando não se sabe ou é zero. */
  newCount?: number;
}

/**
 * The queue's filters: Estado (Novos, Abertos, Pendentes, Fechados, Todos) as a group of radio
 * buttons, 'Novos' with how many there are, Fila, 'Meus' and 'Sem atendente' (one excludes the other: no ticket is both), and a
 * search box for words and protocol numbers; 'Limpar filtros' when any is set.
 * @example <AgentQueueFilters value={filters} filas={desk.filas} onChange={update} />
 */
export function AgentQueueFilters({ value, filas, onChange, newCount }: AgentQueueFiltersProps) {
  const ids = useId();
  const search = useSearchText(value.texto, (texto) => onChange({ texto }), SEARCH_DEBOUNCE_MS);
  // A queue named in the URL but gone from the desk still shows as chosen.
  const queues = value.fila && !filas.includes(value.fila) ? [...filas, value.fila] : filas;
  return (
    <div className="ch-desk-filters" role="group" aria-label={tDesk('desk.filters')}>
      <fieldset className="ch-desk-filters__states">
        <legend className="ch-field__label">{tDesk('desk.filter.state')}</legend>
        <div className="ch-desk-filters__segments">
          {QUEUE_STATES.map((estado) => (
            <label key={estado} className="ch-desk-filters__segment">
              <input
                type="radio"
                name={`${ids}-estado`}
                value={estado}
                checked={value.estado === estado}
                onChange={() => onChange({ estado })}
                // The count is the radio's description: its name stays 'Novos'.
                aria-describedby={estado === 'novos' && newCount ? `${ids}-novos` : undefined}
              />
              <span>
                {tDesk(STATE_LABEL[estado])}
                {estado === 'novos' && newCount ? (
                  <span className="ch-desk-filters__count" aria-hidden="true">
                    {newCount}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </div>
        {newCount ? (
          <span id={`${ids}-novos`} hidden>
            {tDesk('desk.filter.state.newCount', { n: newCount })}
          </span>
        ) : null}
      </fieldset>
      <div className="ch-desk-filters__row">
        <div className="ch-field ch-desk-filters__queue">
          <label htmlFor={`${ids}-fila`} className="ch-field__label">
            {tDesk('desk.filter.queue')}
          </label>
          <select id={`${ids}-fila`} className="ch-input ch-select" value={value.fila} onChange={(event) => onChange({ fila: event.target.value })}>
            <option value="">{tDesk('desk.filter.queue.all')}</option>
            {queues.map((fila) => (
              <option key={fila} value={fila}>
                {fila}
              </option>
            ))}
          </select>
        </div>
        <div className="ch-desk-filters__owner">
          <label className="ch-desk-filters__check">
            <input type="checkbox" checked={value.meus} onChange={(event) => onChange(event.target.checked ? { meus: true, semAtendente: false } : { meus: false })} />
            {tDesk('desk.filter.mine')}
          </label>
          <label className="ch-desk-filters__check">
            <input type="checkbox" checked={value.semAtendente} onChange={(event) => onChange(event.target.checked ? { semAtendente: true, meus: false } : { semAtendente: false })} />
            {tDesk('desk.filter.unassigned')}
          </label>
        </div>
        <form
          role="search"
          className="ch-field ch-desk-filters__search"
          onSubmit={(event) => {
            event.preventDefault();
            search.submit();
          }}
        >
          <label htmlFor={`${ids}-busca`} className="ch-field__label">
            {tDesk('desk.filter.search')}
          </label>
          <div className="ch-ticket-search__row">
            <SearchBox
              id={`${ids}-busca`}
              value={search.text}
              placeholder={tDesk('desk.filter.search.placeholder')}
              onValueChange={(text) => search.change(text)}
              onClear={() => search.clear()}
            />
            <Button type="submit">{tDesk('desk.filter.search.submit')}</Button>
          </div>
        </form>
      </div>
      {isFilteredQueue(value) ? (
        <Button variant="ghost" icon="close" className="ch-desk-filters__clear" onClick={() => onChange(DEFAULT_QUEUE_FILTERS)}>
          {tDesk('desk.filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}
