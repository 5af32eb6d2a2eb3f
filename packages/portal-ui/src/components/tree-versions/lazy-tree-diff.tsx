import { lazy, Suspense } from 'react';
import type { TreeDiffProps } from './tree-diff';

// @codemirror/merge and the diff's own code (about 20 kB gzip) load when a diff is first shown,
// not with the tree form: the editor's first load stays within its budget (ARCHITECTURE.md §8).
const TreeDiff = lazy(async () => ({ default: (await import('./tree-diff')).TreeDiff }));

/**
 * {@link TreeDiff}, its code fetched on first use; the box keeps its place meanwhile.
 * @example <LazyTreeDiff left={v1.texto} right={draft} leftLabel="Versão 1" rightLabel="Rascunho" />
 */
export function LazyTreeDiff(props: TreeDiffProps) {
  return (
    <Suspense fallback={<div className="ch-tree-diff" aria-busy="true" />}>
      <TreeDiff {...props} />
    </Suspense>
  );
}
