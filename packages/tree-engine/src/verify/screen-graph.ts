/**
 * The screens as a directed graph, built in one pass: nodes are screens plus '#final', edges are
 * the moves an attendance can make (options, tutorial yes/no, flows up to the first one without a
 * condition, and a form's implicit move to '#final' when no flow is unconditional).
 */
import { END_SCREEN } from '../constants';
import type { Tree } from '../types';
import type { Path } from './reporter';

/** A place that names a screen. @example { path: ['telas', 'a', 'telaSim'], target: '#final' } */
export interface ScreenReference {
  path: Path;
  target: string;
}

/** The screens as a graph of node ids. @example buildScreenGraph(tree).successors[graph.index.get('a') ?? 0] */
export interface ScreenGraph {
  /** Screen names; a screen's node id is its index. '#final' is never among them. */
  names: string[];
  index: Map<string, number>;
  /** The node id of '#final' (names.length). */
  end: number;
  /** Successor node ids of each node; unknown targets are left out. */
  successors: number[][];
  /** Every place that names a screen, for the existence check. */
  references: ScreenReference[];
  /** Flows after an unconditional one: never taken. `unconditional` is 1-based. */
  deadFlows: { path: Path; unconditional: number }[];
}

/**
 * Builds the screen graph of a schema-valid tree.
 * @example buildScreenGraph(tree).successors[0] // node ids reachable in one step from the first screen
 */
export function buildScreenGraph(tree: Tree): ScreenGraph {
  const names = Object.keys(tree.telas).filter((name) => name !== END_SCREEN);
  const index = new Map(names.map((name, i) => [name, i]));
  const end = names.length;
  const graph: ScreenGraph = { names, index, end, successors: [], references: [], deadFlows: [] };

  const target = (name: string): number | undefined => (name === END_SCREEN ? end : index.get(name));
  names.forEach((name, id) => {
    const screen = tree.telas[name];
    const out: number[] = [];
    const link = (path: Path, to: string): void => {
      graph.references.push({ path, target: to });
      const node = target(to);
      if (node !== undefined) out.push(node);
    };
    const base = ['telas', name];
    if (screen?.tipo === 'opcoes') {
      for (const [option, to] of Object.entries(screen.opcoes ?? {})) link([...base, 'opcoes', option], to);
    } else if (screen?.tipo === 'tutorial') {
      link([...base, 'telaSim'], screen.telaSim);
      link([...base, 'telaNao'], screen.telaNao);
    } else if (screen?.tipo === 'formulario') {
      let unconditional = -1;
      (screen.fluxos ?? []).forEach((flow, i) => {
        const path = [...base, 'fluxos', i];
        if (unconditional >= 0) {
          graph.references.push({ path: [...path, 'tela'], target: flow.tela });
          graph.deadFlows.push({ path, unconditional: unconditional + 1 });
          return;
        }
        link([...path, 'tela'], flow.tela);
        if (!flow.condicao) unconditional = i;
      });
      if (unconditional < 0) out.push(end);
    }
    graph.successors[id] = out;
  });
  graph.successors[end] = [];
  return graph;
}
