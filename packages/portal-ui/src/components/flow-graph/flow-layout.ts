import type { ElkExtendedEdge, ElkNode, ELK } from 'elkjs/lib/elk-api';
import { END_SCREEN } from '@chamados/tree-engine';
import type { GraphEdge, GraphNode, TreeGraph } from './tree-graph';

/** A node placed by the layout: its top-left corner and size; `id` is unique in the picture. */
export interface PlacedNode extends GraphNode {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The title as drawn, its lines joined by spaces (the accessible name starts with it, WCAG 2.5.3). */
  shownName: string;
  /** The title's lines: wrapped at {@link NAME_MAX} characters, at most {@link NAME_LINES}, the last cut with '…'. */
  titleLines?: string[];
  /** With the traffic shown, its third line: '3 visitas · 1 parou aqui'. */
  trafficLine?: string;
}

/** An edge routed by the layout: its points, and its label's box (inside which the label is drawn). */
export interface PlacedEdge extends GraphEdge {
  points: { x: number; y: number }[];
  label: string;
  labelBox: { x: number; y: number; width: number; height: number };
  /** The node the edge ends at (a '#final' is drawn once per screen that ends there). */
  target: string;
  /** With the traffic shown, the edge's accessible name: its whole label, its screens and its count. */
  trafficName?: string;
}

/** A laid-out picture. */
export interface FlowLayout {
  /** The tree's `inicial`: the first view starts there when the whole picture is too small to read. */
  initial: string;
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

/** Fonts of the node names, their second line and the edge labels (the stylesheet uses the same sizes). */
// The type scale's sm (14 px) and xs (12 px): the stylesheet sets the same sizes through its tokens.
export const GRAPH_FONTS = { name: '600 14px', detail: '400 12px', label: '400 12px', traffic: '600 12px' } as const;
/** Names and labels are cut past these lengths, so one long name does not stretch the picture. */
export const NAME_MAX = 30;
/** A title longer than this many lines is cut: the box's tooltip and 'Ir para a tela' say it whole. */
export const NAME_LINES = 3;
/** The height of one more line of a title. */
export const LINE_HEIGHT = 17;
export const LABEL_MAX = 28;

const NODE_HEIGHT = 48;
/** A node with its traffic line. */
const TRAFFIC_NODE_HEIGHT = 66;
const NODE_PADDING = 14;
const LABEL_PADDING = 4;

/** Measures a text in a font: the canvas where there is one (a page or a worker), else an estimate. */
export type TextWidth = (text: string, font: string) => number;

/**
 * A measurer for `fontFamily`: OffscreenCanvas in browsers (also inside a worker), a generous
 * estimate elsewhere (Node, a test DOM), so a label is never wider than its box.
 */
export function textMeasurer(fontFamily: string): TextWidth {
  const context = typeof OffscreenCanvas === 'undefined' ? undefined : new OffscreenCanvas(1, 1).getContext('2d');
  return (text, font) => {
    const size = Number(/(\d+)px/.exec(font)?.[1] ?? 12);
    if (!context) return text.length * size * 0.62;
    context.font = `${font} ${fontFamily}`;
    return context.measureText(text).width;
  };
}

export const cut = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A title in lines of at most `max` characters, broken between words (a word longer than a line
 * is cut), at most `lines` lines, the last one cut with '…' when words are left.
 * @example wrap('Qual rede sem fio você está tentando usar?', 30, 3) // ['Qual rede sem fio você está', 'tentando usar?']
 */
export function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter(Boolean);
  for (const [i, word] of words.entries()) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= max) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = cut(word, max);
    if (out.length === lines) return [...out.slice(0, -1), cut(`${out.at(-1)!} ${words.slice(i).join(' ')}`, max)];
  }
  if (line) out.push(line);
  return out.length > lines ? [...out.slice(0, lines - 1), cut(out.slice(lines - 1).join(' '), max)] : out;
}

/** The second line of a node: its kind and marks, as the component words them (passed in from the catalog). */
export type NodeDetail = (node: GraphNode) => string;

/** The traffic in words (from the catalog): a node's third line, and an edge's label with its count. */
export interface TrafficWords {
  line: (traffic: NonNullable<GraphNode['traffic']>) => string;
  edgeLabel: (label: string, count: number) => string;
  /** The edge and its count for a screen reader (the label is drawn cut), its screens by `titles` (key → title). */
  edgeName: (edge: GraphEdge, titles: ReadonlyMap<string, string>) => string;
  /** A screen whose title another screen has too, with its key: 'Vídeo do YouTube (tutorial-ios)'. */
  sameTitle: (node: GraphNode) => string;
}

/** An edge before it is routed: its move, the box it ends at, its label as drawn and that label's box size. */
export interface FlowPart {
  edge: GraphEdge;
  target: string;
  label: string;
  labelWidth: number;
  trafficName?: string;
}

/** The height of an edge's label box. */
export const LABEL_HEIGHT = 16;

/**
 * A graph's boxes sized and its edges labelled, not yet placed: what ELK's layout and the quick
 * first picture (`draft-layout.ts`) both place. '#final' is a box per screen that ends there
 * (`#final@screen`): one shared end node would pull an edge from every level of a big tree down
 * to the bottom.
 * @example const { nodes, edges } = flowParts(graph, textMeasurer('sans-serif'), detail)
 */
export function flowParts(graph: TreeGraph, width: TextWidth, detail: NodeDetail, traffic?: TrafficWords): { nodes: Map<string, PlacedNode>; edges: FlowPart[] } {
  const nodes = new Map<string, PlacedNode>();
  const place = (node: GraphNode, id: string) => {
    const titleLines = node.kind === 'final' || node.kind === 'missing' ? [node.title] : wrap(node.title, NAME_MAX, NAME_LINES);
    const trafficLine = node.traffic && traffic ? traffic.line(node.traffic) : undefined;
    const w = Math.max(...titleLines.map((line) => width(line, GRAPH_FONTS.name)), width(detail(node), GRAPH_FONTS.detail), trafficLine ? width(trafficLine, GRAPH_FONTS.traffic) : 0);
    const extra = (titleLines.length - 1) * LINE_HEIGHT;
    const size = { width: Math.ceil(Math.max(72, w + 2 * NODE_PADDING)), height: (trafficLine ? TRAFFIC_NODE_HEIGHT : NODE_HEIGHT) + extra };
    nodes.set(id, { ...node, id, shownName: titleLines.join(' '), titleLines, ...(trafficLine ? { trafficLine } : {}), x: 0, y: 0, ...size });
  };
  const end = graph.nodes.find((node) => node.kind === 'final');
  for (const node of graph.nodes) if (node.kind !== 'final') place(node, node.name);
  const targetOf = (edge: GraphEdge) => {
    if (edge.to !== END_SCREEN) return edge.to;
    const id = `${END_SCREEN}@${edge.from}`;
    if (!nodes.has(id) && end) place(end, id);
    return id;
  };
  // Screens by their titles; two screens with the same title (two tutorials titled by their site)
  // also by their keys, as 'Ir para a tela' lists them.
  const seen = new Map<string, number>();
  for (const node of graph.nodes) seen.set(node.title, (seen.get(node.title) ?? 0) + 1);
  const titles = new Map(graph.nodes.map((node) => [node.name, seen.get(node.title)! > 1 ? traffic?.sameTitle(node) ?? node.title : node.title]));
  const edges = graph.edges.map((edge): FlowPart => {
    const cutLabel = cut(edge.label, LABEL_MAX);
    const label = edge.count === undefined || !traffic ? cutLabel : traffic.edgeLabel(cutLabel, edge.count);
    const labelWidth = Math.ceil(width(label, GRAPH_FONTS.label) + 2 * LABEL_PADDING);
    const part = { edge, target: targetOf(edge), label, labelWidth };
    return edge.count === undefined || !traffic ? part : { ...part, trafficName: traffic.edgeName(edge, titles) };
  });
  return { nodes, edges };
}

/**
 * Lays a tree's graph out top to bottom with ELK's layered algorithm (Sugiyama): edge labels are
 * placed by the layout as part of it, so edges go around them, never through; a screen that leads
 * to itself gets a loop. '#final' is drawn once per screen that ends there (`flowParts`).
 * @example const layout = await layoutFlow(new ELK(), graph, textMeasurer('sans-serif'), detail)
 */
export async function layoutFlow(elk: ELK, graph: TreeGraph, width: TextWidth, detail: NodeDetail, traffic?: TrafficWords): Promise<FlowLayout> {
  const { nodes, edges } = flowParts(graph, width, detail, traffic);
  const big = nodes.size > 300;
  const sorted = nodes.size <= 100;
  // Up to 100 boxes (the example trees have at most 30), ELK sorts each layer by the written
  // order: screens in the order they are declared, options after them. Past 100 boxes that sort
  // was half of a layout, growing with the square of a layer's width (a wide tree of 1,000
  // screens spent minutes in it), so a screen with two or more ways out leaves through one port
  // per option or flow instead, along its bottom in the written order (FIXED_ORDER): the
  // crossing minimiser keeps the first option leftmost at no cost. The bench's real-sized, chain
  // and branching trees at 150 screens get the same pictures, byte for byte, in 50-85 % of the
  // time; a tree whose screens jump across the others can come out wider
  // (bench/flow-layout.bench.ts). Past 300 boxes no ports either: they stretched a 1,000-screen
  // chain 3× wider; the order is left to the crossings there.
  const ported = !sorted && !big;
  const leaving = new Map<string, number[]>();
  for (const [i, { edge }] of edges.entries()) (leaving.get(edge.from) ?? leaving.set(edge.from, []).get(edge.from)!).push(i);
  const fanned = (id: string) => ported && (leaving.get(id)?.length ?? 0) > 1;
  const portsOf = (id: string): Pick<ElkNode, 'ports' | 'layoutOptions'> => {
    if (!fanned(id)) return {};
    const out = leaving.get(id)!;
    // ELK numbers ports clockwise from the top left: along the bottom, right to left.
    const ports = out.map((i, k) => ({ id: `p:${i}`, width: 0, height: 0, layoutOptions: { 'elk.port.side': 'SOUTH', 'elk.port.index': String(out.length - k) } }));
    return { ports, layoutOptions: { 'elk.portConstraints': 'FIXED_ORDER' } };
  };
  const root: ElkNode = {
    id: 'raiz',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.spacing.nodeNode': '24',
      'elk.spacing.edgeLabel': '4',
      'elk.spacing.edgeNode': '12',
      'elk.layered.spacing.nodeNodeBetweenLayers': '32',
      'elk.layered.spacing.edgeNodeBetweenLayers': '12',
      'elk.layered.considerModelOrder.strategy': sorted ? 'NODES_AND_EDGES' : 'NONE',
      // Brandes-Köpf: a parent above its children, in a fraction of the time of LINEAR_SEGMENTS,
      // which took 60-75 % of a layout (3-5× slower at 150 screens; bench/flow-layout.bench.ts).
      // A long chain of screens, each with its own end beside it, slants a little instead of
      // standing in one column: about 12 px a screen.
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      // A big tree trades a few crossings, and straight angles, for a layout in seconds.
      'elk.layered.thoroughness': big ? '1' : '7',
      'elk.edgeRouting': big ? 'POLYLINE' : 'ORTHOGONAL',
    },
    // Prefixed: a screen may be called anything, 'raiz' or 'e1' included.
    children: [...nodes.values()].map((node) => ({ id: `n:${node.id}`, width: node.width, height: node.height, ...portsOf(node.id) })),
    edges: edges.map(({ edge, target, label, labelWidth }, i): ElkExtendedEdge => ({
      id: `e:${i}`,
      sources: [fanned(edge.from) ? `p:${i}` : `n:${edge.from}`],
      targets: [`n:${target}`],
      labels: [{ text: label, width: labelWidth, height: LABEL_HEIGHT }],
    })),
  };
  const laid = await elk.layout(root);
  for (const child of laid.children ?? []) Object.assign(nodes.get(child.id.slice(2))!, { x: child.x ?? 0, y: child.y ?? 0 });
  const placedEdges = (laid.edges ?? []).map((routed, i): PlacedEdge => {
    const { edge, target, label, trafficName } = edges[i]!;
    const section = routed.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    const box = routed.labels?.[0];
    return { ...edge, target, label, ...(trafficName ? { trafficName } : {}), points, labelBox: { x: box?.x ?? 0, y: box?.y ?? 0, width: box?.width ?? 0, height: box?.height ?? 0 } };
  });
  return { initial: graph.initial, width: Math.ceil(laid.width ?? 0), height: Math.ceil(laid.height ?? 0), nodes: [...nodes.values()], edges: placedEdges };
}
