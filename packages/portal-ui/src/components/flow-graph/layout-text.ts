import type { ELK } from 'elkjs/lib/elk-api';
import { END_SCREEN } from '@chamados/tree-engine';
import { draftFlow } from './draft-layout';
import { layoutFlow, textMeasurer, type FlowLayout } from './flow-layout';
import { graphLabels, nodeDetail, trafficWords } from './node-detail';
import { withTraffic, type FlowTraffic } from './traffic';
import { treeGraph, type ScreenTitleOf } from './tree-graph';

/** What the layout is asked: the tree's text, the page's font, and the picture the page already has. */
export interface LayoutRequest {
  text: string;
  fontFamily: string;
  /** The signature of the picture on screen: the same graph comes back as `same`, not laid out again. */
  known?: number;
  /** A period's walks, to draw on the graph ('Mostrar tráfego'). */
  traffic?: FlowTraffic;
  /** No picture is on screen yet: a quick first one (`draftFlow`) is welcome while ELK runs cold. */
  firstPicture?: boolean;
}

/**
 * The answer: not a tree yet, the same picture as `known`, or a new one with its signature
 * (`stored`: read from the browser's store of pictures, not laid out: `createFlowLayouter`).
 */
export type LayoutAnswer = { kind: 'invalid' } | { kind: 'same' } | { kind: 'layout'; signature: number; layout: FlowLayout; millis: number; stored?: true; draft?: true };

/** How {@link layoutText} titles screens, and whether it remembers the picture. */
export interface LayoutTextOptions {
  /** The screens' titles (the worker passes tree-engine's `screenTitle`; keys without it). */
  titleOf?: ScreenTitleOf;
  /** `false` keeps the last picture's answer as it was (the warm-up's layouts are nobody's). */
  remember?: boolean;
  /**
   * Given, a tree of more than `draftFrom` boxes is first answered here with a quick picture
   * (`draft: true`), then ELK lays it out (the layout worker passes it for a graph's first picture).
   */
  draft?: (answer: LayoutAnswer) => void;
  /** How many boxes a tree needs for a draft: {@link DRAFT_BOXES} by default (a cold ELK). */
  draftFrom?: number;
}

/**
 * Past this many boxes a cold ELK takes longer than the eye waits: a fresh worker laid the 40-screen
 * real-sized tree (65 boxes) out in about 0.3 s, the 150-screen one (241 boxes) in 0.55 s; the draft
 * of either takes a few milliseconds (15 ms at 150 screens, 90 at 1,000, Node).
 */
export const DRAFT_BOXES = 60;

/** Past this many boxes even a warm ELK takes seconds (2 s at 1,000 screens from the tree list): a draft first. */
export const BIG_DRAFT_BOXES = 300;

/** FNV-1a of a string: a cheap signature of a graph, to skip a layout of the same graph. */
function signatureOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

let last: { signature: number; answer: LayoutAnswer } | undefined;

/**
 * Reads a tree's text into its graph, each screen titled by `titleOf`, and lays it out with `elk`
 * (or the ELK it loads).
 * Typing that does not change the graph (a question's wording, a field's label) is answered
 * `same` without a layout: the picture stays as it is. Runs in the layout worker (and in the
 * page's thread where no worker can start).
 * @example await layoutText(new ELK(), { text, fontFamily: 'system-ui' }, { titleOf: graphTitle })
 */
export async function layoutText(elk: ELK | (() => Promise<ELK>), { text, fontFamily, known, traffic }: LayoutRequest, { titleOf, remember = true, draft, draftFrom = DRAFT_BOXES }: LayoutTextOptions = {}): Promise<LayoutAnswer> {
  const read = treeGraph(text, graphLabels, titleOf);
  if (!read) return { kind: 'invalid' };
  const graph = traffic ? withTraffic(read, traffic) : read;
  const signature = signatureOf(`${fontFamily}\n${JSON.stringify(graph)}`);
  if (signature === known) return { kind: 'same' };
  if (last?.signature === signature) return last.answer;
  const started = performance.now();
  const measure = textMeasurer(fontFamily);
  // The screens, and an end for each screen that ends (flow-layout.ts's boxes).
  const boxes = graph.nodes.length - 1 + new Set(graph.edges.filter((edge) => edge.to === END_SCREEN).map((edge) => edge.from)).size;
  if (draft && boxes > draftFrom) draft({ kind: 'layout', signature, layout: draftFlow(graph, measure, nodeDetail, trafficWords), millis: performance.now() - started, draft: true });
  // A worker's ELK may still be loading (`flow-layout.worker.ts`): the draft above went out first.
  const layout = await layoutFlow(typeof elk === 'function' ? await elk() : elk, graph, measure, nodeDetail, trafficWords);
  const answer: LayoutAnswer = { kind: 'layout', signature, layout, millis: performance.now() - started };
  if (remember) last = { signature, answer };
  return answer;
}
