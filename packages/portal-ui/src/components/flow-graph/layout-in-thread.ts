import ELK from 'elkjs/lib/elk.bundled.js';
import { layoutText, type LayoutAnswer, type LayoutRequest } from './layout-text';
import type { ScreenTitleOf } from './tree-graph';

const elk = new ELK();

/**
 * The layout in the page's own thread, loaded only where no worker can run (Vitest's DOM): ELK is
 * large, and the page never downloads it twice.
 * @example await layoutInThread({ text, fontFamily: 'sans-serif' })
 */
export function layoutInThread(request: LayoutRequest, titleOf?: ScreenTitleOf): Promise<LayoutAnswer> {
  return layoutText(elk, request, titleOf ? { titleOf } : {});
}
