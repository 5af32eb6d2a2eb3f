import { flowPictures, pictureIdentity } from './flow-pictures';
import { graphAlive, layOutAhead } from './preload-flow-layout';

/**
 * Lays a tree out before its graph exists: the tree's editor opened by its address asks for the
 * tree while the form's chunk (CodeMirror, the YAML tooling) still downloads, and passes the text
 * here when it comes. The spare worker (started now if there is none) lays it out cold meanwhile
 * and keeps the picture: the form's graph, created with the page, adopts that worker, and its
 * request for the same text and font is answered with that picture (at once, or when the layout
 * under way ends) instead of starting a cold layout then. A tree this browser drew before is left
 * to the graph, which reads it from the store of pictures. Nothing is done where no worker can
 * run, while a graph has its worker, or for an empty text. `fontFamily` is the page's, as the
 * graph reads it from its panel (the same stylesheet token).
 * @example await prefetchFlowLayout(tree.texto)
 */
export async function prefetchFlowLayout(text: string, fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif'): Promise<void> {
  if (typeof Worker === 'undefined' || text.trim() === '' || graphAlive()) return;
  if (await flowPictures()?.get(pictureIdentity(text, fontFamily))) return;
  // The graph may have come while the store answered.
  if (!graphAlive()) layOutAhead(text, fontFamily);
}
