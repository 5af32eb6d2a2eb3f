/**
 * Checks about screens and moves: names exist, '#final' is not defined, every screen is reachable
 * from `inicial` and can reach '#final'. Linear: one forward and one reverse breadth-first search.
 */
import { END_SCREEN } from '../constants';
import { verifyMessages } from '../messages/diagnostics';
import type { Tree } from '../types';
import type { Holes } from './holes';
import type { Reporter } from './reporter';
import type { ScreenGraph } from './screen-graph';
import type { Suggester } from './suggest';

function breadthFirst(starts: number[], next: number[][], size: number): Uint8Array {
  const seen = new Uint8Array(size);
  const queue = [...starts];
  for (const start of starts) seen[start] = 1;
  for (let head = 0; head < queue.length; head++) {
    for (const node of next[queue[head] ?? 0] ?? []) {
      if (seen[node]) continue;
      seen[node] = 1;
      queue.push(node);
    }
  }
  return seen;
}

/** Reverses the edges, so "can reach '#final'" becomes one search from '#final'. */
function predecessorsOf(graph: ScreenGraph): number[][] {
  const predecessors: number[][] = Array.from({ length: graph.end + 1 }, () => []);
  graph.successors.forEach((out, from) => {
    for (const to of out) predecessors[to]?.push(from);
  });
  return predecessors;
}

const openNodes = (graph: ScreenGraph, holes: Holes | undefined): number[] =>
  holes ? [...holes.openScreens].flatMap((name) => graph.index.get(name) ?? []) : [];

/**
 * Reports missing screens (proposing the nearest name), a defined '#final', flows never taken,
 * unreachable screens and dead ends. With `holes`, a screen whose moves are unknown may go anywhere.
 * @example checkGraph(tree, buildScreenGraph(tree), report, createSuggester())
 */
export function checkGraph(tree: Tree, graph: ScreenGraph, report: Reporter, suggest: Suggester, holes?: Holes): void {
  if (Object.hasOwn(tree.telas, END_SCREEN)) report.error(['telas', END_SCREEN], verifyMessages.finalDefined());
  let targets: string[] | undefined;
  for (const { path, target } of graph.missing) {
    targets ??= [...graph.names, END_SCREEN];
    const suggestion = suggest.nearest(target, targets);
    report.error(path, verifyMessages.missingScreen(target, suggestion), suggestion === undefined ? undefined : { path, part: 'value', insert: suggestion });
  }
  for (const { path, earlier, reason } of graph.deadFlows) {
    report.warning(path, reason === 'unconditional' ? verifyMessages.deadFlow(earlier) : verifyMessages.sameFlowCondition(earlier));
  }

  const size = graph.end + 1;
  const initial = tree.inicial === END_SCREEN ? graph.end : graph.index.get(tree.inicial);
  if (initial === undefined) {
    const suggestion = suggest.nearest(tree.inicial, graph.names);
    const edit = suggestion === undefined ? undefined : { path: ['inicial'], part: 'value' as const, insert: suggestion };
    report.error(['inicial'], verifyMessages.missingScreen(tree.inicial, suggestion), edit);
  } else if (!holes?.initialUnknown) {
    const reached = breadthFirst([initial], graph.successors, size);
    // A screen whose moves are not all known (salvage.ts) may lead anywhere.
    const open = openNodes(graph, holes);
    if (!open.some((id) => reached[id])) {
      graph.names.forEach((name, id) => {
        if (!reached[id]) report.warning(['telas', name], verifyMessages.unreachable(tree.inicial));
      });
    }
  }
  const finishing = breadthFirst([graph.end, ...openNodes(graph, holes)], predecessorsOf(graph), size);
  graph.names.forEach((name, id) => {
    if (!finishing[id]) report.error(['telas', name], verifyMessages.cannotFinish());
  });
}
