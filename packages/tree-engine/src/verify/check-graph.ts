/**
 * Checks about screens and moves: names exist, '#final' is not defined, every screen is reachable
 * from `inicial` and can reach '#final'. Linear: one forward and one reverse breadth-first search.
 */
import { END_SCREEN } from '../constants';
import { verifyMessages } from '../messages/diagnostics';
import type { Tree } from '../types';
import type { Reporter } from './reporter';
import type { ScreenGraph } from './screen-graph';

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

/**
 * Reports missing screens, a defined '#final', unreachable screens and dead ends.
 * @example checkGraph(tree, buildScreenGraph(tree), report)
 */
export function checkGraph(tree: Tree, graph: ScreenGraph, report: Reporter): void {
  if (Object.hasOwn(tree.telas, END_SCREEN)) report.error(['telas', END_SCREEN], verifyMessages.finalDefined());
  for (const { path, target } of graph.references) {
    if (target !== END_SCREEN && !graph.index.has(target)) report.error(path, verifyMessages.missingScreen(target));
  }
  for (const { path, unconditional } of graph.deadFlows) report.warning(path, verifyMessages.deadFlow(unconditional));

  const size = graph.end + 1;
  const initial = tree.inicial === END_SCREEN ? graph.end : graph.index.get(tree.inicial);
  if (initial === undefined) {
    report.error(['inicial'], verifyMessages.missingScreen(tree.inicial));
  } else {
    const reached = breadthFirst([initial], graph.successors, size);
    graph.names.forEach((name, id) => {
      if (!reached[id]) report.warning(['telas', name], verifyMessages.unreachable(tree.inicial));
    });
  }
  const finishing = breadthFirst([graph.end], predecessorsOf(graph), size);
  graph.names.forEach((name, id) => {
    if (!finishing[id]) report.error(['telas', name], verifyMessages.cannotFinish());
  });
}
