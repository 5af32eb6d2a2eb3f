import { openPictureStore, type PictureStore } from './picture-store';
import { LAYOUT_CODE_VERSION } from './preload-flow-layout';

let pictures: PictureStore | undefined;

/**
 * The browser's store of flow pictures, opened once per page and shared by the graph's layouter
 * and the tree form's prefetch; `undefined` where the browser has no IndexedDB.
 * @example await flowPictures()?.get(`${fontFamily}\n${text}`)
 */
export function flowPictures(): PictureStore | undefined {
  if (typeof indexedDB === 'undefined') return undefined;
  return (pictures ??= openPictureStore({ version: LAYOUT_CODE_VERSION }));
}

/** What a picture is kept under: the page's font and the tree's text (the store adds the font's widths). */
export const pictureIdentity = (text: string, fontFamily: string): string => `${fontFamily}\n${text}`;
