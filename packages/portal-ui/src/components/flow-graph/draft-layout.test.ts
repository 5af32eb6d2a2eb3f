import ELK from 'elkjs/lib/elk.bundled.js';
import { describe, expect, it } from 'vitest';
import { draftFlow, packRow } from './draft-layout';
import { intersects } from './drawn-area';
import { textMeasurer, type FlowLayout } from './flow-layout';
import { graphTitle } from './graph-title';
import { BIG_DRAFT_BOXES, layoutText, type LayoutAnswer } from './layout-text';
import { graphLabels, nodeDetail } from './node-detail';
import { realTree } from './sample-tree';
import { treeGraph } from './tree-graph';

const draftOf = (text: string): FlowLayout => draftFlow(treeGraph(text, graphLabels, graphTitle)!, textMeasurer('sans-serif'), nodeDetail);

type Box = { x: number; y: number; width: number; height: number };
const inside = (box: Box, picture: FlowLayout) => box.x >= 0 && box.y >= 0 && box.x + box.width <= picture.width && box.y + box.height <= picture.height;

/** Every pair of boxes and labels that cover each other, named for the failure message. */
function collisions(picture: FlowLayout): string[] {
  const shapes = [...picture.nodes.map((node) => ({ name: node.id, box: node })), ...picture.edges.map((edge) => ({ name: `'${edge.label}' (${edge.id})`, box: edge.labelBox }))];
  const found: string[] = [];
  for (let i = 0; i < shapes.length; i++) for (let j = i + 1; j < shapes.length; j++) if (intersects(shapes[i]!.box, shapes[j]!.box)) found.push(`${shapes[i]!.name} × ${shapes[j]!.name}`);
  return found;
}

describe('packRow', () => {
  it('keeps the order, never overlaps, and leaves a box that fits where it wants to be', () => {
    expect(packRow([{ width: 100, wanted: 50 }, { width: 100, wanted: 60 }])).toEqual([-7, 117]);
    expect(packRow([{ width: 40, wanted: 0 }, { width: 40, wanted: 500 }])).toEqual([0, 500]);
    const row = packRow(Array.from({ length: 9 }, (_, i) => ({ width: 80, wanted: 100 - i })));
    for (let i = 1; i < row.length; i++) expect(row[i]! - row[i - 1]!).toBeGreaterThanOrEqual(80 + 24);
  });
});

describe('the quick first picture (draftFlow)', () => {
  it('draws a 150-screen tree with no box or label over another, all inside the picture', () => {
    const picture = draftOf(realTree(150));
    expect(picture.nodes.filter((node) => node.kind !== 'final')).toHaveLength(150);
    expect(collisions(picture)).toEqual([]);
    expect([...picture.nodes, ...picture.edges.map((edge) => edge.labelBox)].filter((box) => !inside(box, picture))).toEqual([]);
  });

  it('puts the first screen on top, each screen under the one that leads to it, its options left to right as written', () => {
    const picture = draftOf(realTree(40));
    const byId = new Map(picture.nodes.map((node) => [node.id, node]));
    const first = byId.get('tela0')!;
    expect(Math.min(...picture.nodes.map((node) => node.y))).toBe(first.y);
    // tela0's options: Rede da sala → tela1, Impressora → tela2, Outro assunto → tela3.
    const options = ['tela1', 'tela2', 'tela3'].map((id) => byId.get(id)!);
    expect(options.map((node) => node.x)).toEqual(options.map((node) => node.x).sort((x, y) => x - y));
    for (const child of options) expect(child.y).toBeGreaterThan(first.y + first.height);
    // Each arrow leaves its screen's bottom and ends at the top of the screen it leads to.
    for (const edge of picture.edges) {
      const from = byId.get(edge.from)!;
      const to = byId.get(edge.target)!;
      expect(edge.points[0]!.y).toBe(from.y + from.height);
      expect(edge.points.at(-1)!.y).toBe(to.y);
    }
  });

  it('draws a screen reached twice, a loop and an unreachable screen without covering anything', () => {
    const text = [
      'inicial: a',
      'telas:',
      '  a:',
      '    tipo: opcoes',
      '    pergunta: Qual é o problema?',
      '    opcoes: { Sem sinal: b, Senha: c, De novo: a }',
      '  b:',
      '    tipo: tutorial',
      '    titulo: Reinicie o roteador',
      "    telaSim: '#final'",
      '    telaNao: c',
      '  c:',
      '    tipo: formulario',
      '    titulo: Descreva o problema',
      '    campos: {}',
      '  solta:',
      '    tipo: tutorial',
      '    titulo: Tela que ninguém alcança',
      "    telaSim: '#final'",
      '    telaNao: c',
    ].join('\n');
    const picture = draftOf(text);
    const byId = new Map(picture.nodes.map((node) => [node.id, node]));
    expect(collisions(picture)).toEqual([]);
    // Reached from a and from b: one box, under a (reached first).
    expect(picture.nodes.filter((node) => node.id === 'c')).toHaveLength(1);
    expect(byId.get('c')!.y).toBe(byId.get('b')!.y);
    // The screen nobody reaches starts a tree of its own, in the first row, right of 'inicial'.
    const [a, solta] = [byId.get('a')!, byId.get('solta')!];
    expect(solta.y).toBe(a.y);
    expect(solta.x).toBeGreaterThan(a.x + a.width);
    // The loop leaves and comes back to a's right side.
    const loop = picture.edges.find((edge) => edge.from === 'a' && edge.target === 'a')!;
    expect([loop.points[0]!.x, loop.points.at(-1)!.x]).toEqual([a.x + a.width, a.x + a.width]);
    expect(picture.edges.every((edge) => edge.points.length >= 2)).toBe(true);
  });
});

describe("layoutText's quick first picture", { timeout: 60_000 }, () => {
  it('answers a big tree first with a draft of the same boxes, then with ELK’s picture; a small tree only with ELK’s', async () => {
    const drafts: LayoutAnswer[] = [];
    const request = { text: realTree(150), fontFamily: 'sans-serif' };
    const final = await layoutText(new ELK(), request, { titleOf: graphTitle, remember: false, draft: (answer) => drafts.push(answer) });
    expect(drafts).toHaveLength(1);
    const [draft] = drafts;
    if (draft?.kind !== 'layout' || final.kind !== 'layout') throw new Error('sem desenho');
    expect(draft.draft).toBe(true);
    expect(final.draft).toBeUndefined();
    expect(draft.signature).toBe(final.signature);
    const boxes = (answer: typeof final) => answer.layout.nodes.map(({ id, width, height, shownName }) => ({ id, width, height, shownName }));
    expect(boxes(draft)).toEqual(boxes(final));
    expect(draft.layout.edges.map((edge) => edge.id)).toEqual(final.layout.edges.map((edge) => edge.id));

    await layoutText(new ELK(), { text: realTree(10), fontFamily: 'sans-serif' }, { remember: false, draft: (answer) => drafts.push(answer) });
    expect(drafts).toHaveLength(1);
    // A warm worker drafts only trees of hundreds of screens (BIG_DRAFT_BOXES): not these 204 boxes.
    await layoutText(new ELK(), request, { remember: false, draft: (answer) => drafts.push(answer), draftFrom: BIG_DRAFT_BOXES });
    expect(drafts).toHaveLength(1);
  });
});
