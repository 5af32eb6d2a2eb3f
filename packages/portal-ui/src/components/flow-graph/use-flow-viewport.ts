import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

/** How the picture sits in its panel: panel point = picture point × scale + (x, y). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

interface Size {
  width: number;
  height: number;
}

const MAX_SCALE = 2;
const STEP = 1.25;
const PAN = 48;
const MARGIN = 8;

/** The view that shows the whole picture in the panel, centred, never enlarged past 100 %. */
export function fitView(content: Size, panel: Size): View {
  if (content.width === 0 || panel.width === 0) return { scale: 1, x: 0, y: 0 };
  const scale = Math.min(1, (panel.width - 2 * MARGIN) / content.width, (panel.height - 2 * MARGIN) / content.height);
  return { scale, x: (panel.width - content.width * scale) / 2, y: (panel.height - content.height * scale) / 2 };
}

/**
 * The scale a picture opens at when it does not fit whole at 100 %: its smallest words (12 px,
 * the labels and the key under each title) are 12 px on screen, as the admin reads them.
 */
export const READABLE_SCALE = 1;

/**
 * The first view of a picture: the whole picture when it fits at 100 %; otherwise the first
 * screen (`start`) at {@link READABLE_SCALE}, centred across the panel, near its top (the
 * screens that follow below it), never a whole tree shrunk to unreadable shapes.
 */
export function firstView(content: Size & { start?: { x: number; y: number; width: number } }, panel: Size): View {
  const fitted = fitView(content, panel);
  if (fitted.scale >= READABLE_SCALE || !content.start) return fitted;
  const { start } = content;
  return { scale: READABLE_SCALE, x: panel.width / 2 - (start.x + start.width / 2) * READABLE_SCALE, y: 2 * MARGIN - start.y * READABLE_SCALE };
}

/**
 * Fit, zoom and pan of the flow graph in its panel: buttons call `fit` and `zoomBy`; the panel
 * pans by dragging and with the arrow keys, zooms with + and − (and Ctrl + wheel), fits with 0.
 * Until the admin moves the picture it is placed again ({@link firstView}) whenever it or the
 * panel changes size.
 * @example const viewport = useFlowViewport(layout); <div ref={viewport.panel} {...viewport.handlers}>
 */
export function useFlowViewport(content: (Size & { start?: { x: number; y: number; width: number } }) | undefined) {
  const panel = useRef<HTMLDivElement>(null);
  const [panelSize, setPanelSize] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const moved = useRef(false);
  const drag = useRef<{ id: number; x: number; y: number } | undefined>(undefined);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const measure = () => setPanelSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const minScale = content ? Math.min(fitView(content, panelSize).scale, 0.25) : 0.25;
  const fit = useCallback(() => {
    moved.current = false;
    if (content) setView(fitView(content, panelSize));
  }, [content, panelSize]);

  // Placed again while the admin has not moved it (a new picture, a resized window).
  useEffect(() => {
    if (!moved.current && content) setView(firstView(content, panelSize));
  }, [content, panelSize]);

  const zoomBy = useCallback(
    (factor: number, at?: { x: number; y: number }) => {
      moved.current = true;
      setView((current) => {
        const scale = Math.min(MAX_SCALE, Math.max(minScale, current.scale * factor));
        const { x: cx, y: cy } = at ?? { x: panelSize.width / 2, y: panelSize.height / 2 };
        return { scale, x: cx - ((cx - current.x) * scale) / current.scale, y: cy - ((cy - current.y) * scale) / current.scale };
      });
    },
    [minScale, panelSize],
  );

  const panBy = useCallback((dx: number, dy: number) => {
    moved.current = true;
    setView((current) => ({ ...current, x: current.x + dx, y: current.y + dy }));
  }, []);

  /** Centres a picture area (a screen found with 'Ir para a tela'), at a readable scale at least. */
  const centre = useCallback(
    (area: { x: number; y: number; width: number; height: number }) => {
      moved.current = true;
      setView((current) => {
        const scale = Math.max(current.scale, READABLE_SCALE);
        return { scale, x: panelSize.width / 2 - (area.x + area.width / 2) * scale, y: panelSize.height / 2 - (area.y + area.height / 2) * scale };
      });
    },
    [panelSize],
  );

  /** Brings a picture area (a focused screen) into sight when it is out of the panel. */
  const reveal = useCallback(
    (area: { x: number; y: number; width: number; height: number }) => {
      setView((current) => {
        const left = area.x * current.scale + current.x;
        const top = area.y * current.scale + current.y;
        const inside = left >= 0 && top >= 0 && left + area.width * current.scale <= panelSize.width && top + area.height * current.scale <= panelSize.height;
        if (inside) return current;
        moved.current = true;
        return { ...current, x: panelSize.width / 2 - (area.x + area.width / 2) * current.scale, y: panelSize.height / 2 - (area.y + area.height / 2) * current.scale };
      });
    },
    [panelSize],
  );

  /**
   * The picture laid out anew (ELK's in place of its quick draft): a point the admin was looking at
   * (`before`, now at `after`) stays where it was on screen. Until the admin moves the view, the
   * new picture opens as a first picture does instead ({@link firstView}).
   */
  const keepInPlace = useCallback((before: { x: number; y: number }, after: { x: number; y: number }) => {
    if (!moved.current) return;
    setView((current) => ({ ...current, x: current.x + (before.x - after.x) * current.scale, y: current.y + (before.y - after.y) * current.scale }));
  }, []);

  // Ctrl + wheel zooms around the pointer; a plain wheel still scrolls the page.
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomBy(event.deltaY < 0 ? STEP : 1 / STEP, { x: event.clientX - box.left, y: event.clientY - box.top });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const handlers = {
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, () => void> = {
        ArrowLeft: () => panBy(PAN, 0),
        ArrowRight: () => panBy(-PAN, 0),
        ArrowUp: () => panBy(0, PAN),
        ArrowDown: () => panBy(0, -PAN),
        '+': () => zoomBy(STEP),
        '=': () => zoomBy(STEP),
        '-': () => zoomBy(1 / STEP),
        '0': fit,
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    },
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      // A screen's box is a button: pressing it chooses the screen, not a drag.
      if (event.button !== 0 || (event.target as Element).closest('[role="button"]')) return;
      drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const from = drag.current;
      if (!from || from.id !== event.pointerId) return;
      drag.current = { id: from.id, x: event.clientX, y: event.clientY };
      panBy(event.clientX - from.x, event.clientY - from.y);
    },
    onPointerUp: () => {
      drag.current = undefined;
    },
  };

  return { panel, panelSize, view, setView: (next: View) => { moved.current = true; setView(next); }, fit, zoomBy, panBy, reveal, centre, keepInPlace, handlers, zoomIn: () => zoomBy(STEP), zoomOut: () => zoomBy(1 / STEP) };
}
