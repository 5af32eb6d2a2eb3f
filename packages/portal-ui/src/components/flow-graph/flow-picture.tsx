import { memo, useId, type KeyboardEvent } from 'react';
import { screenKindLabel } from '../../lib/screen-kind-label';
import { t } from '../../messages/t';
import type { FlowLayout, PlacedEdge, PlacedNode } from './flow-layout';
import { nodeDetail, nodeMarks } from './node-detail';
import type { GraphEdge } from './tree-graph';

/** An edge's stroke width, e.g. from how many walks took it. */
export type EdgeWidth = (edge: GraphEdge) => number;

interface FlowPictureProps {
  layout: FlowLayout;
  edgeWidth?: EdgeWidth;
  onSelectScreen: (name: string) => void;
  /** A screen's box took focus: the panel brings it into sight. */
  onFocusNode: (area: { x: number; y: number; width: number; height: number }) => void;
}

const path = (points: PlacedEdge['points']): string => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('');

/** Moves focus among the screens' boxes: arrows to the next or previous, Home and End to the ends. */
function moveFocus(event: KeyboardEvent<SVGGElement>) {
  const boxes = [...(event.currentTarget.ownerSVGElement?.querySelectorAll<SVGGElement>('[data-screen]') ?? [])];
  const at = boxes.indexOf(event.currentTarget);
  const next = { ArrowDown: at + 1, ArrowRight: at + 1, ArrowUp: at - 1, ArrowLeft: at - 1, Home: 0, End: boxes.length - 1 }[event.key];
  if (next === undefined) return false;
  const target = boxes[Math.max(0, Math.min(boxes.length - 1, next))];
  // One tab stop for the whole picture: the box last visited.
  for (const box of boxes) box.tabIndex = box === target ? 0 : -1;
  target?.focus();
  return true;
}

function Node({ node, first, onSelectScreen, onFocusNode }: { node: PlacedNode; first: boolean } & Pick<FlowPictureProps, 'onSelectScreen' | 'onFocusNode'>) {
  const classes = ['ch-flow-graph__node', `ch-flow-graph__node--${node.kind === 'final' || node.kind === 'missing' ? node.kind : 'screen'}`];
  if (node.unreachable && node.kind !== 'final') classes.push('ch-flow-graph__node--unreachable');
  if (node.deadEnd && node.kind !== 'missing') classes.push('ch-flow-graph__node--dead-end');
  const detail = nodeDetail(node);
  const box = (
    <>
      <rect width={node.width} height={node.height} rx={node.kind === 'final' ? node.height / 2 : 6} />
      <text x={node.width / 2} y={detail ? 19 : node.height / 2 + 4} textAnchor="middle" className="ch-flow-graph__name">
        {node.shownName}
      </text>
      {/* A space between the lines: the box's text reads 'sobra opções', not 'sobraopções' (its name repeats it). */}
      {detail ? ' ' : null}
      {detail ? (
        <text x={node.width / 2} y={35} textAnchor="middle" className="ch-flow-graph__detail">
          {detail}
        </text>
      ) : null}
    </>
  );
  const place = `translate(${node.x} ${node.y})`;
  if (node.kind === 'final') {
    return (
      <g className={classes.join(' ')} transform={place} aria-hidden="true">
        {box}
      </g>
    );
  }
  if (node.kind === 'missing') {
    return (
      <g className={classes.join(' ')} transform={place} role="img" aria-label={t('admin.graph.missingNode', { name: node.name })}>
        {box}
      </g>
    );
  }
  return (
    <g
      className={classes.join(' ')}
      transform={place}
      role="button"
      data-screen=""
      tabIndex={first ? 0 : -1}
      // The name repeats the visible words in their order (WCAG 2.5.3: a voice user says what they see).
      aria-label={t('admin.graph.node', { name: node.name, kind: [screenKindLabel(node.kind), ...nodeMarks(node)].join(', ') })}
      onClick={() => onSelectScreen(node.name)}
      onFocus={() => onFocusNode(node)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelectScreen(node.name);
        } else if (moveFocus(event)) event.preventDefault();
      }}
    >
      {node.shownName !== node.name ? <title>{node.name}</title> : null}
      {box}
    </g>
  );
}

/**
 * The laid-out picture: edges (each with its label in a box the layout kept free), then the
 * screens. Memoized: panning and zooming move the group around it, never redraw it.
 */
export const FlowPicture = memo(function FlowPicture({ layout, edgeWidth, onSelectScreen, onFocusNode }: FlowPictureProps) {
  const arrowId = `${useId()}-seta`;
  const firstScreen = layout.nodes.find((node) => node.kind !== 'final' && node.kind !== 'missing');
  return (
    <>
      <defs>
        <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" className="ch-flow-graph__arrow" />
        </marker>
      </defs>
      <g aria-hidden="true">
        {layout.edges.map((edge) => (
          <g key={edge.id} className={`ch-flow-graph__edge ch-flow-graph__edge--${edge.kind}`}>
            <path d={path(edge.points)} markerEnd={`url(#${arrowId})`} style={edgeWidth ? { strokeWidth: edgeWidth(edge) } : undefined} />
            <rect className="ch-flow-graph__label-box" x={edge.labelBox.x} y={edge.labelBox.y} width={edge.labelBox.width} height={edge.labelBox.height} rx={3} />
            <text className="ch-flow-graph__label" x={edge.labelBox.x + edge.labelBox.width / 2} y={edge.labelBox.y + edge.labelBox.height / 2 + 4} textAnchor="middle">
              {edge.label}
            </text>
          </g>
        ))}
      </g>
      {layout.nodes.map((node) => (
        <Node key={node.id} node={node} first={node === firstScreen} onSelectScreen={onSelectScreen} onFocusNode={onFocusNode} />
      ))}
    </>
  );
});
