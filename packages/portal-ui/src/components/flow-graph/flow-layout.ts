import { Graph, layout } from '@dagrejs/dagre';
import type { GraphEdge, GraphNode, TreeGraph } from './tree-graph';

/** A node placed by dagre: centre, size. */
export interface PlacedNode extends GraphNode {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An edge routed by dagre: its points and where its label sits. */
export interface PlacedEdge extends GraphEdge {
  points: { x: number; y: number }[];
  labelX: number;
  labelY: number;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR = 7.5;
const NODE_HEIGHT = 44;
const shorten = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Edge labels are cut so a long option text does not push the picture apart. */
export const EDGE_LABEL_MAX = 28;

/**
 * Lays the tree out top to bottom with dagre (network-simplex ranking): screens as boxes sized by
 * their names, edges routed between ranks with their labels placed by dagre too.
 */
export function layoutFlow(graph: TreeGraph): FlowLayout {
  const g = new Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 48, edgesep: 12, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const node of graph.nodes) g.setNode(node.name, { width: Math.max(80, node.name.length * CHAR + 24), height: NODE_HEIGHT });
  graph.edges.forEach((edge, i) => {
    const label = shorten(edge.label, EDGE_LABEL_MAX);
    g.setEdge(edge.from, edge.to, { width: label.length * 6.5, height: 16, labelpos: 'c' }, String(i));
  });
  layout(g);
  const nodes = graph.nodes.map((node) => {
    const placed = g.node(node.name);
    return { ...node, x: placed.x, y: placed.y, width: placed.width, height: placed.height };
  });
  const edges = graph.edges.map((edge, i) => {
    const placed = g.edge(edge.from, edge.to, String(i)) as { points: { x: number; y: number }[]; x: number; y: number };
    return { ...edge, label: shorten(edge.label, EDGE_LABEL_MAX), points: placed.points, labelX: placed.x, labelY: placed.y };
  });
  const { width = 0, height = 0 } = g.graph();
  return { width, height, nodes, edges };
}
