/**
 * Which fields are certainly filled when an attendance reaches each screen: a forward "must"
 * dataflow over the screen graph (a field counts only if every path from `inicial` passes a form
 * that asks it). Only the fields some `variavel` reads are tracked, as bit sets, so one step
 * costs a few machine words; sets only shrink, so the worklist reaches its fixpoint quickly and
 * on the mostly acyclic graphs of real trees each screen is processed about once.
 */
import { END_SCREEN } from '../constants';
import type { Tree } from '../types';
import type { ScreenGraph } from './screen-graph';
import type { TreeFacts } from './tree-facts';

/** Answers "is this field filled on every path to this screen?"; false for unreachable screens. */
export type DefinedOnArrival = (node: number, field: string) => boolean | undefined;

/**
 * Computes, for the tracked fields, which are filled on every path that reaches each screen.
 * The answer is undefined for an unreachable screen or an untracked field. Screens in
 * `unknownFieldScreens` count as filling every field.
 * @example definedOnArrival(tree, graph, facts, ['predio'])(graph.index.get('descreva') ?? -1, 'predio') // true
 */
export function definedOnArrival(tree: Tree, graph: ScreenGraph, facts: TreeFacts, tracked: readonly string[], unknownFieldScreens?: ReadonlySet<string>): DefinedOnArrival {
  const bit = new Map(tracked.map((name, i) => [name, i]));
  const words = Math.max(1, Math.ceil(bit.size / 32));
  const size = graph.end + 1;
  const arrival: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(size).fill(undefined);
  const initial = tree.inicial === END_SCREEN ? graph.end : graph.index.get(tree.inicial);
  const answer: DefinedOnArrival = (node, field) => {
    const set = arrival[node];
    const i = bit.get(field);
    if (set === undefined || i === undefined) return undefined;
    return ((set[i >>> 5] ?? 0) & (1 << (i & 31))) !== 0;
  };
  if (initial === undefined || bit.size === 0) return answer;

  const own = (node: number): Uint32Array => {
    // A screen whose fields are unknown (salvage.ts) may fill any of them.
    if (unknownFieldScreens?.has(graph.names[node] ?? '')) return new Uint32Array(words).fill(0xffffffff);
    const set = new Uint32Array(words);
    for (const name of facts.fieldsByScreen.get(graph.names[node] ?? '') ?? []) {
      const i = bit.get(name);
      if (i !== undefined) set[i >>> 5] = (set[i >>> 5] ?? 0) | (1 << (i & 31));
    }
    return set;
  };
  const queue: number[] = [initial];
  const queued = new Uint8Array(size);
  queued[initial] = 1;
  arrival[initial] = new Uint32Array(words);
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head] as number;
    queued[node] = 0;
    const out = own(node);
    const incoming = arrival[node] as Uint32Array;
    for (let w = 0; w < words; w++) out[w] = (out[w] ?? 0) | (incoming[w] ?? 0);
    for (const next of graph.successors[node] ?? []) {
      if (next === initial) continue;
      const before = arrival[next];
      let changed = before === undefined;
      const after = before ?? new Uint32Array(words);
      for (let w = 0; w < words; w++) {
        // `>>> 0`: `&` gives a signed number, the array holds unsigned ones; with bit 31 set they
        // would never compare equal and the worklist would never settle.
        const value = (before === undefined ? (out[w] ?? 0) : (before[w] ?? 0) & (out[w] ?? 0)) >>> 0;
        if (value !== after[w]) changed = true;
        after[w] = value;
      }
      arrival[next] = after;
      if (changed && !queued[next]) {
        queued[next] = 1;
        queue.push(next);
      }
    }
  }
  return answer;
}
