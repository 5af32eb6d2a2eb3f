import { useState } from 'react';
import { useDebouncedCallback } from './use-debounced-callback';

/** The service search and 'Buscar Chamados' wait this long after the last key (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** A search box's state: what is typed and the search it settled into. */
export interface SearchText {
  /** What the box shows. */
  text: string;
  /** The search in force: the text trimmed, `delay` ms after the last key (or at once on `submit`). */
  filter: string;
  /** The box changed. */
  change(text: string): void;
  /** Search now (Enter, a search button). */
  submit(): void;
  /** Empty the box and the search at once. */
  clear(): void;
}

/**
 * The state of a debounced search box kept in the URL (the service panel's `?filtro`, 'Buscar
 * Chamados'): typing settles into `filter` after `delay` ms, and `onFilterChange` hears each new
 * filter (so the app can write the URL). When `initialFilter` changes from outside (the back
 * button, a link), the box follows it; an echo of the box's own filter changes nothing.
 * @example const search = useSearchText(filtro, setFiltro, 500); <input value={search.text} onChange={(e) => search.change(e.target.value)} />
 */
export function useSearchText(initialFilter: string, onFilterChange: ((filter: string) => void) | undefined, delay: number): SearchText {
  const [text, setText] = useState(initialFilter);
  const [filter, setFilter] = useState(initialFilter.trim());
  const [outside, setOutside] = useState(initialFilter);

  const settle = useDebouncedCallback((value: string) => {
    const next = value.trim();
    setFilter(next);
    if (next !== filter) onFilterChange?.(next);
  }, delay);

  // Adjusting state to a changed prop during render, as React recommends over an effect.
  if (initialFilter !== outside) {
    setOutside(initialFilter);
    if (initialFilter.trim() !== filter) {
      settle.cancel();
      setText(initialFilter);
      setFilter(initialFilter.trim());
    }
  }

  return {
    text,
    filter,
    change(value) {
      setText(value);
      settle.run(value);
    },
    submit() {
      settle.run(text);
      settle.flush();
    },
    clear() {
      settle.cancel();
      setText('');
      setFilter('');
      if (filter !== '') onFilterChange?.('');
    },
  };
}
