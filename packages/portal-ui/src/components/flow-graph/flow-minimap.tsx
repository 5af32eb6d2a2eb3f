import type { PointerEvent } from 'react';
import { tAdmin } from '../../messages/t-admin';
import type { FlowLayout } from './flow-layout';
import { Overview } from './flow-picture';
import type { View } from './use-flow-viewport';

/** Props of {@link FlowMinimap}. */
export interface FlowMinimapProps {
  layout: FlowLayout;
  /** How the picture sits in the panel now. */
  view: View;
  /** The panel's size, in pixels. */
  panel: { width: number; height: number };
  /** The minimap was pressed or dragged: the panel shows the picture around that point. */
  onView: (view: View) => void;
}

/** The minimap's longer side, in pixels. */
const SIDE = 180;

/**
 * The whole tree in a corner of the full-screen view (past 30 screens): its shapes, and the part
 * the panel shows as a rectangle. Pressing or dragging on it moves the picture there. A pointer's
 * shortcut only: the keyboard has the arrows, 'Ir para a tela' and 'Ajustar ao painel'.
 * @example <FlowMinimap layout={layout} view={view} panel={panelSize} onView={setView} />
 */
export function FlowMinimap({ layout, view, panel, onView }: FlowMinimapProps) {
  const ratio = SIDE / Math.max(layout.width, layout.height, 1);
  const width = Math.max(40, Math.round(layout.width * ratio));
  const height = Math.max(40, Math.round(layout.height * ratio));
  const seen = { x: -view.x / view.scale, y: -view.y / view.scale, width: panel.width / view.scale, height: panel.height / view.scale };
  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * layout.width;
    const y = ((event.clientY - box.top) / box.height) * layout.height;
    onView({ scale: view.scale, x: panel.width / 2 - x * view.scale, y: panel.height / 2 - y * view.scale });
  };
  return (
    <svg
      className="ch-flow-graph__minimap"
      role="img"
      aria-label={tAdmin('admin.graph.minimap')}
      width={width}
      height={height}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      preserveAspectRatio="none"
      // The panel's own drag must not start under the minimap.
      onPointerDown={(event) => {
        event.stopPropagation();
        event.currentTarget.setPointerCapture?.(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.buttons & 1) moveTo(event);
      }}
    >
      <Overview layout={layout} />
      <rect className="ch-flow-graph__minimap-view" x={seen.x} y={seen.y} width={seen.width} height={seen.height} />
    </svg>
  );
}
