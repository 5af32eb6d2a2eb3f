/**
 * The screens as a directed graph, built in one pass: nodes are screens plus '#final', edges are
 * the moves an attendance can make (options, tutorial yes/no, flows up to the first one without a
 * condition, and a form's implicit move to '#final' when no flow is unconditional). A flow with
 * the same condition as an earlier one is never taken either, and gives no edge.
 */
import { END_SCREEN } from '../constants';
import type { Tree } from '../types';
import { conditionKey } from './condition-key';
import type { Path } from './reporter';

/** A flow an attendance never takes, and the earlier flow (1-based) that always wins over it. @example { path: ['telas', 'a', 'fluxos', 1], earlier: 1, reason: 'unconditional' } */
export interface DeadFlow {
  path: Path;
  earlier: number;
  /** The earlier flow has no condition, or the same condition. */
  reason: 'unconditional' | 'sameCondition';
}

/** A place that names a screen. @example { path: ['telas', 'a', 'telaSim'], target: 'descrevaa' } */
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
  /** The places that name a screen the tree does not define. */
  missing: ScreenReference[];
  /** Flows after an unconditional one, or repeating an earlier flow's condition: never taken. */
  deadFlows: DeadFlow[];
}

/**
 * Builds the screen graph of a schema-valid tree.
 * @example buildScreenGraph(tree).successors[0] // node ids reachable in one step from the first screen
 */
export function buildScreenGraph(tree: Tree): ScreenGraph {
  const names = Object.keys(tree.telas).filter((name) => name !== END_SCREEN);
  const index = new Map(names.map((name, i) => [name, i]));
  const end = names.length;
  const graph: ScreenGraph = { names, index, end, successors: [], missing: [], deadFlows: [] };

  const target = (name: string): number | undefined => (name === END_SCREEN ? end : index.get(name));
  // Paths are built only for what is reported: a valid tree allocates none.
  const exists = (to: string, path: () => Path): number | undefined => {
    const node = target(to);
    if (node === undefined) graph.missing.push({ path: path(), target: to });
    return node;
  };
  names.forEach((name, id) => {
    const screen = tree.telas[name];
    const out: number[] = [];
    const link = (to: string, path: () => Path): void => {
      const node = exists(to, path);
      if (node !== undefined) out.push(node);
    };
    if (screen?.tipo === 'opcoes') {
      for (const [option, to] of Object.entries(screen.opcoes ?? {})) link(to, () => ['telas', name, 'opcoes', option]);
    } else if (screen?.tipo === 'tutorial') {
      link(screen.telaSim, () => ['telas', name, 'telaSim']);
      link(screen.telaNao, () => ['telas', name, 'telaNao']);
    } else if (screen?.tipo === 'formulario') {
      const flows = screen.fluxos ?? [];
      const unconditional = flows.findIndex((flow) => !flow.condicao);
      // Conditions are compared only when two or more of them come before any unconditional flow.
      const compared = unconditional < 0 ? flows.length : unconditional;
      const conditions = compared > 1 ? new Map<string, number>() : undefined;
      flows.forEach((flow, i) => {
        const path = (): Path => ['telas', name, 'fluxos', i];
        const key = conditions && flow.condicao && i < compared ? conditionKey(flow.condicao) : undefined;
        const same = key === undefined ? undefined : conditions?.get(key);
        if ((unconditional >= 0 && i > unconditional) || same !== undefined) {
          exists(flow.tela, () => [...path(), 'tela']);
          graph.deadFlows.push(same === undefined ? { path: path(), earlier: unconditional + 1, reason: 'unconditional' } : { path: path(), earlier: same + 1, reason: 'sameCondition' });
          return;
        }
        if (key !== undefined) conditions?.set(key, i);
        link(flow.tela, () => [...path(), 'tela']);
      });
      if (unconditional < 0) out.push(end);
    }
    graph.successors[id] = out;
  });
  graph.successors[end] = [];
  return graph;
}
