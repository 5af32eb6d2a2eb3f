import type { ELK } from 'elkjs/lib/elk-api';
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
}

/**
 * The answer: not a tree yet, the same picture as `known`, or a new one with its signature
 * (`stored`: read from the browser's store of pictures, not laid out: `createFlowLayouter`).
 */
export type LayoutAnswer = { kind: 'invalid' } | { kind: 'same' } | { kind: 'layout'; signature: number; layout: FlowLayout; millis: number; stored?: true };

/** How {@link layoutText} titles screens, and whether it remembers the picture. */
export interface LayoutTextOptions {
  /** The screens' titles (the worker passes tree-engine's `screenTitle`; keys without it). */
  titleOf?: ScreenTitleOf;
  /** `false` keeps the last picture's answer as it was (the warm-up's layouts are nobody's). */
  remember?: boolean;
}

/** FNV-1a of a string: a cheap signature of a graph, to skip a layout of the same graph. */
function signatureOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

let last: { signature: number; answer: LayoutAnswer } | undefined;

/**
 * Reads a tree's text into its graph, each screen titled by `titleOf`, and lays it out with `elk`.
 * Typing that does not change the graph (a question's wording, a field's label) is answered
 * `same` without a layout: the picture stays as it is. Runs in the layout worker (and in the
 * page's thread where no worker can start).
 * @example await layoutText(new ELK(), { text, fontFamily: 'system-ui' }, { titleOf: graphTitle })
 */
export async function layoutText(elk: ELK, { text, fontFamily, known, traffic }: LayoutRequest, { titleOf, remember = true }: LayoutTextOptions = {}): Promise<LayoutAnswer> {
  const read = treeGraph(text, graphLabels, titleOf);
  if (!read) return { kind: 'invalid' };
  const graph = traffic ? withTraffic(read, traffic) : read;
  const signature = signatureOf(`${fontFamily}\n${JSON.stringify(graph)}`);
  if (signature === known) return { kind: 'same' };
  if (last?.signature === signature) return last.answer;
  const started = performance.now();
  const layout = await layoutFlow(elk, graph, textMeasurer(fontFamily), nodeDetail, trafficWords);
  const answer: LayoutAnswer = { kind: 'layout', signature, layout, millis: performance.now() - started };
  if (remember) last = { signature, answer };
  return answer;
}
