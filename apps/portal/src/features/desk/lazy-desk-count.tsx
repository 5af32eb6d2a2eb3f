import { lazy, Suspense } from 'react';

// The desk's endpoints and the count's polling: a chunk of its own, fetched only for agents.
const DeskCount = lazy(async () => ({ default: (await import('./desk-count')).DeskCount }));

/**
 * The 'Atendimento' tab's count of new tickets, for agents only (nothing for anyone else: a
 * student's browser never asks the desk). `onCount` hears the count, undefined until known.
 */
export function LazyDeskCount({ isAgent, onCount }: { isAgent: boolean; onCount: (count: number | undefined) => void }) {
  if (!isAgent) return null;
  return (
    <Suspense fallback={null}>
      <DeskCount onCount={onCount} />
    </Suspense>
  );
}
