import type { FlowLayout, PlacedEdge } from './flow-layout';
import type { View } from './use-flow-viewport';

/** A rectangle of the picture, in its own coordinates. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pictures up to this many boxes are always drawn whole, in detail: small trees never change. */
export const SMALL_PICTURE = 150;
/** Below this scale a big picture is drawn as an overview: shapes, no words (unreadable there). */
export const DETAIL_SCALE = 0.3;
const CELL = 512;

/**
 * The part of a big picture worth drawing: what the panel shows, widened to whole cells of a
 * grid, so panning within a cell draws nothing again. Undefined: draw it all.
 * @example drawnArea({ scale: 1, x: 0, y: 0 }, { width: 600, height: 400 }, layout)
 */
export function drawnArea(view: View, panel: { width: number; height: number }, layout: FlowLayout): Area | undefined {
  if (layout.nodes.length <= SMALL_PICTURE || panel.width === 0) return undefined;
  const left = Math.floor(-view.x / view.scale / CELL) * CELL - CELL;
  const top = Math.floor(-view.y / view.scale / CELL) * CELL - CELL;
  const right = Math.ceil((panel.width - view.x) / view.scale / CELL) * CELL + CELL;
  const bottom = Math.ceil((panel.height - view.y) / view.scale / CELL) * CELL + CELL;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Whether a big picture at this scale is an overview. */
export const isOverview = (layout: FlowLayout, scale: number): boolean => layout.nodes.length > SMALL_PICTURE && scale < DETAIL_SCALE;

export const intersects = (a: Area, b: Area): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box around an edge: its points and its label. */
export function edgeArea(edge: PlacedEdge): Area {
  const xs = [...edge.points.map((p) => p.x), edge.labelBox.x, edge.labelBox.x + edge.labelBox.width];
  const ys = [...edge.points.map((p) => p.y), edge.labelBox.y, edge.labelBox.y + edge.labelBox.height];
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
