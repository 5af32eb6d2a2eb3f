import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import type { FlowLayout, PlacedNode } from './flow-layout';
import { graphTitle } from './graph-title';
import { layoutText } from './layout-text';
import { realTree } from './sample-tree';

async function layoutOf(text: string): Promise<FlowLayout> {
  const answer = await layoutText(
    new ELK(),
    { text, fontFamily: 'sans-serif' },
    { titleOf: graphTitle, remember: false },
  );
  if (answer.kind !== 'layout') throw new Error(`sem desenho: ${answer.kind}`);
  return answer.layout;
}

/** Each screen's ways out whose targets stand side by side in one row, in the order written. */
function siblingRows(layout: FlowLayout): { from: string; targets: PlacedNode[] }[] {
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const leaving = new Map<string, FlowLayout['edges']>();
  for (const edge of layout.edges)
    leaving.set(edge.from, [...(leaving.get(edge.from) ?? []), edge]);
  const middle = (node: PlacedNode) => node.y + node.height / 2;
  return [...leaving].map(([from, edges]) => {
    const targets = [...new Set(edges.map((edge) => byId.get(edge.target)!))];
    return {
      from,
      targets: targets.filter((node) => Math.abs(middle(node) - middle(targets[0]!)) < 40),
    };
  });
}

describe('the layout of the flow graph', { timeout: 60_000 }, () => {
  it("draws each screen's options and flows left to right in the order they are written", async () => {
    // Up to 100 boxes ELK sorts by the written order; past them ports keep it. Left to ELK's
    // crossing minimiser alone, 42 of this tree's 90 pairs of neighbouring options came out swapped.
    for (const screens of [40, 150]) {
      const rows = siblingRows(await layoutOf(realTree(screens))).filter(
        (row) => row.targets.length > 1,
      );
      expect(rows.length).toBeGreaterThan(10);
      const swapped = rows
        .filter(({ targets }) => targets.some((node, i) => i > 0 && node.x < targets[i - 1]!.x))
        .map((row) => row.from);
      expect(swapped, `${screens} telas`).toEqual([]);
    }
  });

  it("starts a big tree's ways out on each screen's bottom edge, apart, in the written order", async () => {
    const layout = await layoutOf(realTree(150));
    const byId = new Map(layout.nodes.map((node) => [node.id, node]));
    let screens = 0;
    for (const node of layout.nodes) {
      const leaving = layout.edges.filter(
        (edge) => edge.from === node.id && edge.target !== node.id,
      );
      if (leaving.length < 2) continue;
      screens++;
      const starts = leaving.map((edge) => edge.points[0]!);
      for (const point of starts)
        expect(point.y).toBeCloseTo(byId.get(node.id)!.y + node.height, 0);
      const xs = starts.map((point) => point.x);
      expect(xs, node.id).toEqual([...new Set(xs)].sort((a, b) => a - b));
    }
    expect(screens).toBeGreaterThan(50);
  });
});
