import type { InsightStats } from '@chamados/api-contract';
import { END_SCREEN } from '@chamados/tree-engine';
import type { TreeGraph } from './tree-graph';

/** What the graph draws of a period's walks: per screen its visits and stops, per step between screens its count. */
export type FlowTraffic = Pick<InsightStats, 'telas' | 'arestas'>;

/**
 * The graph with a period's traffic: each screen its visits and stops (0 when nobody reached it:
 * a screen new in the draft too), each edge the walks from its screen to the next. The walks
 * count steps between screens, not options: two options to the same screen share one count
 * (`shared`). '#final' and missing screens carry no visits (drawn once per screen that ends there).
 * @example withTraffic(graph, { telas: [{ tela: 'a', visitas: 3, paradas: 1 }], arestas: [{ de: 'a', para: 'b', n: 2 }] })
 */
export function withTraffic(graph: TreeGraph, traffic: FlowTraffic): TreeGraph {
  const screens = new Map(traffic.telas.map((screen) => [screen.tela, screen]));
  const steps = new Map(traffic.arestas.map((step) => [`${step.de}\u0000${step.para}`, step.n]));
  const pairs = new Map<string, number>();
  for (const edge of graph.edges) pairs.set(`${edge.from}\u0000${edge.to}`, (pairs.get(`${edge.from}\u0000${edge.to}`) ?? 0) + 1);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      if (node.kind === 'missing' || node.name === END_SCREEN) return node;
      const screen = screens.get(node.name);
      return { ...node, traffic: { visitas: screen?.visitas ?? 0, paradas: screen?.paradas ?? 0 } };
    }),
    edges: graph.edges.map((edge) => {
      const pair = `${edge.from}\u0000${edge.to}`;
      return { ...edge, count: steps.get(pair) ?? 0, ...(pairs.get(pair)! > 1 ? { shared: true } : {}) };
    }),
  };
}

/** The thinnest and thickest edge: the usual 1.25, up to 7 for the busiest step. */
const THIN = 1.25;
const THICK = 7;

/**
 * An edge's stroke width by its count against the busiest edge's: by the square root, so a step
 * taken by a tenth of the walks is still seen. 1.25 (as without traffic) for none.
 * @example trafficWidth(25, 100) // 4.125
 */
export function trafficWidth(count: number, busiest: number): number {
  if (count <= 0 || busiest <= 0) return THIN;
  return THIN + (THICK - THIN) * Math.sqrt(Math.min(1, count / busiest));
}
