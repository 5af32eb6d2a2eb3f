import { intersects } from './drawn-area';
import { flowParts, LABEL_HEIGHT, type FlowLayout, type NodeDetail, type PlacedEdge, type PlacedNode, type TextWidth, type TrafficWords } from './flow-layout';
import type { TreeGraph } from './tree-graph';

/** Space between two boxes side by side, as ELK's `spacing.nodeNode`. */
const GAP = 24;
/**
 * Between two rows: each edge leaves its box straight down for 12 px, slants across to the label
 * over the box it leads to, and goes straight down through it.
 */
const ROW_GAP = 56;
const BUS = 12;
const LABEL_ABOVE = 6;
const MARGIN = 12;
const LOOP = 20;
/** Between two labels side by side. */
const LABEL_GAP = 4;
/** Where along a straight edge its label may stand, tried in turn until it covers nothing. */
const ALONG = [0.5, 0.35, 0.65, 0.2, 0.8];

/**
 * A quick first picture of a tree: the same boxes and labels as ELK's (`flowParts`), placed in a
 * few milliseconds while a fresh layout worker's ELK still loads and runs on cold code (about a
 * second at 150 screens, ten at 1,000). Each screen stands in the row of its shortest walk from
 * `inicial`, hanging from the screen that reaches it first in the written order; each row is
 * packed as near under the parents as it can be ({@link packRow}), siblings in their written
 * order, each in a slot as wide as its box or the labels over it (two options to the same screen:
 * side by side), so no two boxes or labels overlap and the first screen's neighbours stand near it.
 * Screens not reached from `inicial` start trees of their own, right of it. The edges to the
 * screens hung from go down into them through their labels; the others (to a screen placed
 * elsewhere, back up) are drawn straight, their label where along the line it covers nothing
 * (else left out until ELK's picture), a loop beside its box.
 * ELK's picture replaces it when it comes (`FlowGraph`).
 * @example const draft = draftFlow(graph, textMeasurer('sans-serif'), detail)
 */
export function draftFlow(graph: TreeGraph, width: TextWidth, detail: NodeDetail, traffic?: TrafficWords): FlowLayout {
  const { nodes, edges } = flowParts(graph, width, detail, traffic);
  const leaving = new Map<string, number[]>();
  for (const [i, { edge }] of edges.entries()) (leaving.get(edge.from) ?? leaving.set(edge.from, []).get(edge.from)!).push(i);

  // The spanning forest, breadth first: the edge each box hangs from, and its children.
  const seen = new Set<string>();
  const via = new Map<string, number>();
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  const grow = (root: string) => {
    seen.add(root);
    roots.push(root);
    const queue = [root];
    for (let head = 0; head < queue.length; head++) {
      const from = queue[head]!;
      for (const i of leaving.get(from) ?? []) {
        const to = edges[i]!.target;
        if (seen.has(to) || !nodes.has(to)) continue;
        seen.add(to);
        via.set(to, i);
        (children.get(from) ?? children.set(from, []).get(from)!).push(to);
        queue.push(to);
      }
    }
  };
  if (nodes.has(graph.initial)) grow(graph.initial);
  for (const id of nodes.keys()) if (!seen.has(id)) grow(id);

  // The edges from a parent to a child of its: the one it hangs from and any other option that goes there too.
  const between = new Map<string, number[]>();
  for (const [i, { edge, target }] of edges.entries()) (between.get(`${edge.from}\n${target}`) ?? between.set(`${edge.from}\n${target}`, []).get(`${edge.from}\n${target}`)!).push(i);
  const hanging = (id: string): number[] => (via.has(id) ? between.get(`${edges[via.get(id)!]!.edge.from}\n${id}`)! : []);
  const labelsWidth = (id: string) => hanging(id).reduce((sum, i) => sum + edges[i]!.labelWidth, 0) + LABEL_GAP * Math.max(0, hanging(id).length - 1);
  // Each box's slot in its row: its box or the labels over it, whichever is wider, and room on
  // both sides for a loop and its label.
  const loops = new Map<string, number>();
  for (const { edge, target, labelWidth } of edges) if (edge.from === target) loops.set(target, Math.max(loops.get(target) ?? 0, LOOP + 4 + labelWidth));
  const slot = (id: string) => Math.max(nodes.get(id)!.width, labelsWidth(id)) + 2 * (loops.get(id) ?? 0);

  // Rows top to bottom, each as tall as its tallest box, its boxes in their parents' order.
  const rows: string[][] = [roots];
  while (rows.at(-1)!.length > 0) rows.push(rows.at(-1)!.flatMap((id) => children.get(id) ?? []));
  rows.pop();
  let y = MARGIN;
  const heights: number[] = [];
  for (const ids of rows) {
    const height = Math.max(...ids.map((id) => nodes.get(id)!.height));
    heights.push(height);
    for (const id of ids) nodes.get(id)!.y = y;
    y += height + ROW_GAP;
  }

  // Row by row: each box wants to stand under its parent, its siblings side by side around it;
  // the boxes of a row are then placed in that order as near as they can stand to where they want
  // to be without overlapping (the closest placement in the least-squares sense, pool-adjacent-violators).
  const centre = new Map<string, number>();
  for (const ids of rows) {
    const wanted = new Map<string, number>();
    let rootAt = 0;
    for (const id of ids) {
      if (!via.has(id)) {
        wanted.set(id, rootAt + slot(id) / 2);
        rootAt += slot(id) + GAP;
      }
    }
    const parents = [...new Set(ids.filter((id) => via.has(id)).map((id) => edges[via.get(id)!]!.edge.from))];
    for (const parent of parents) {
      const kids = children.get(parent)!;
      const together = kids.reduce((sum, kid) => sum + slot(kid), 0) + GAP * (kids.length - 1);
      let at = centre.get(parent)! - together / 2;
      for (const kid of kids) {
        wanted.set(kid, at + slot(kid) / 2);
        at += slot(kid) + GAP;
      }
    }
    const placed = packRow(ids.map((id) => ({ width: slot(id), wanted: wanted.get(id)! })));
    for (const [i, id] of ids.entries()) centre.set(id, placed[i]!);
  }
  // The picture starts at its margin.
  const leftmost = Math.min(...[...centre].map(([id, middle]) => middle - slot(id) / 2));
  for (const [id, middle] of centre) {
    const box = nodes.get(id)!;
    box.x = Math.round(middle - leftmost + MARGIN - box.width / 2);
  }
  const routes = new Map<number, Route>();
  // The labels of the edges a box hangs from, side by side over it, each edge into its label's middle.
  for (const [r, ids] of rows.entries()) for (const id of ids) {
    const group = hanging(id);
    if (group.length === 0) continue;
    const to = nodes.get(id)!;
    const from = nodes.get(edges[group[0]!]!.edge.from)!;
    let x = to.x + to.width / 2 - labelsWidth(id) / 2;
    for (const i of group) {
      routes.set(i, treeEdge(from, to, heights[r - 1]!, x, edges[i]!.labelWidth));
      x += edges[i]!.labelWidth + LABEL_GAP;
    }
  }
  const taken: Box[] = [...nodes.values(), ...[...routes.values()].map((route) => route.labelBox)];
  const placedEdges = edges.map(({ edge, target, label, labelWidth, trafficName }, i): PlacedEdge => {
    const from = nodes.get(edge.from)!;
    const to = nodes.get(target)!;
    const route = routes.get(i) ?? (from === to ? loop(from, labelWidth) : straight(from, to, labelWidth, taken));
    if (!routes.has(i) && route.labelBox.width > 0) taken.push(route.labelBox);
    const shown = route.labelBox.width > 0 ? label : '';
    return { ...edge, target, label: shown, ...(trafficName ? { trafficName } : {}), ...route };
  });
  const placed = [...nodes.values()];
  const right = Math.max(...placed.map((node) => node.x + node.width), ...placedEdges.map((edge) => edge.labelBox.x + edge.labelBox.width));
  const bottom = Math.max(...placed.map((node) => node.y + node.height));
  return { initial: graph.initial, width: Math.ceil(right + MARGIN), height: Math.ceil(bottom + MARGIN), nodes: placed, edges: placedEdges };
}

/**
 * Places a row's boxes in their order, `GAP` apart at least, each as near its wanted middle as the
 * others let it: each box's left side minus the widths before it must not decrease, and the
 * closest such sequence (least squares) pools neighbours that would overlap at their mean
 * (pool-adjacent-violators, linear). Returns each box's middle.
 * @example packRow([{ width: 100, wanted: 50 }, { width: 100, wanted: 60 }]) // [-7, 117]
 */
export function packRow(boxes: readonly { width: number; wanted: number }[]): number[] {
  const before: number[] = [];
  let offset = 0;
  for (const box of boxes) {
    before.push(offset);
    offset += box.width + GAP;
  }
  // Blocks of pooled boxes: their mean target and how many.
  const blocks: { mean: number; count: number }[] = [];
  for (const [i, box] of boxes.entries()) {
    let block = { mean: box.wanted - box.width / 2 - before[i]!, count: 1 };
    while (blocks.length > 0 && blocks.at(-1)!.mean > block.mean) {
      const last = blocks.pop()!;
      const count = last.count + block.count;
      block = { mean: (last.mean * last.count + block.mean * block.count) / count, count };
    }
    blocks.push(block);
  }
  const middles: number[] = [];
  for (const block of blocks) for (let k = 0; k < block.count; k++) {
    const i = middles.length;
    middles.push(block.mean + before[i]! + boxes[i]!.width / 2);
  }
  return middles;
}

type Route = Pick<PlacedEdge, 'points' | 'labelBox'>;
type Box = PlacedEdge['labelBox'];

/**
 * Down from the parent to under its row, across (slanting) to over the child's label, and down into
 * the child through the label's middle (`left`: the label's left side, over the child).
 */
function treeEdge(from: PlacedNode, to: PlacedNode, rowHeight: number, left: number, labelWidth: number): Route {
  const start = { x: from.x + from.width / 2, y: from.y + from.height };
  const x = Math.min(Math.max(left + labelWidth / 2, to.x + 6), to.x + to.width - 6);
  const end = { x, y: to.y };
  const below = from.y + rowHeight + BUS;
  const labelTop = end.y - LABEL_ABOVE - LABEL_HEIGHT;
  const points = start.x === end.x ? [start, end] : [start, { x: start.x, y: below }, { x: end.x, y: labelTop - 4 }, end];
  return { points, labelBox: { x: left, y: labelTop, width: labelWidth, height: LABEL_HEIGHT } };
}

/** A straight line from the bottom of one box to the top of another, its label where it covers nothing of `taken`. */
function straight(from: PlacedNode, to: PlacedNode, labelWidth: number, taken: readonly Box[]): Route {
  const start = { x: from.x + from.width / 2, y: from.y + from.height };
  const end = { x: to.x + to.width / 2, y: to.y };
  for (const t of ALONG) {
    const at = { x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t };
    const box = { x: at.x - labelWidth / 2, y: at.y - LABEL_HEIGHT / 2, width: labelWidth, height: LABEL_HEIGHT };
    if (!taken.some((other) => intersects(box, other))) return { points: [start, end], labelBox: box };
  }
  return { points: [start, end], labelBox: { x: end.x, y: end.y, width: 0, height: 0 } };
}

/** A screen that leads to itself: a loop on its right side, the label beside it. */
function loop(node: PlacedNode, labelWidth: number): Route {
  const right = node.x + node.width;
  const high = node.y + node.height / 2 - 8;
  const low = node.y + node.height / 2 + 8;
  return {
    points: [{ x: right, y: high }, { x: right + LOOP, y: high }, { x: right + LOOP, y: low }, { x: right, y: low }],
    labelBox: { x: right + LOOP + 4, y: node.y + node.height / 2 - LABEL_HEIGHT / 2, width: labelWidth, height: LABEL_HEIGHT },
  };
}
