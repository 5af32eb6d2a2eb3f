import { Fragment, memo, useId, useMemo } from 'react';
import { screenKindLabel } from '../../lib/screen-kind-label';
import { tAdmin } from '../../messages/t-admin';
import { edgeArea, intersects, type Area } from './drawn-area';
import { LINE_HEIGHT, type FlowLayout, type PlacedEdge, type PlacedNode } from './flow-layout';
import { nodeDetail, nodeMarks, nodeName, trafficParts } from './node-detail';
import { trafficWidth } from './traffic';
import type { GraphEdge } from './tree-graph';

/** An edge's stroke width, e.g. from how many walks took it. */
export type EdgeWidth = (edge: GraphEdge) => number;

/** Keys that move among the screens' boxes. */
export type MoveKey = 'next' | 'previous' | 'first' | 'last';

const MOVES: Record<string, MoveKey> = { ArrowDown: 'next', ArrowRight: 'next', ArrowUp: 'previous', ArrowLeft: 'previous', Home: 'first', End: 'last' };

interface FlowPictureProps {
  layout: FlowLayout;
  edgeWidth?: EdgeWidth;
  /** The part worth drawing (what the panel shows, and around it); everything when undefined. */
  area?: Area;
  /** Shapes only: a big picture seen from afar. */
  overview: boolean;
  /** The screen box that is the picture's one tab stop. */
  current?: string;
  onSelectScreen: (name: string) => void;
  /** A screen's box took focus: the panel brings it into sight, and it becomes the tab stop. */
  onFocusNode: (node: PlacedNode) => void;
  /** An arrow key, Home or End on a screen's box. */
  onMove: (from: PlacedNode, move: MoveKey) => void;
}

const path = (points: PlacedEdge['points']): string => points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join('');
const isScreen = (node: PlacedNode): boolean => node.kind !== 'final' && node.kind !== 'missing';

function nodeClasses(node: PlacedNode): string {
  const classes = ['ch-flow-graph__node', `ch-flow-graph__node--${isScreen(node) ? 'screen' : node.kind}`];
  if (node.unreachable && node.kind !== 'final') classes.push('ch-flow-graph__node--unreachable');
  if (node.deadEnd && node.kind !== 'missing') classes.push('ch-flow-graph__node--dead-end');
  return classes.join(' ');
}

function Node({ node, current, onSelectScreen, onFocusNode, onMove }: { node: PlacedNode; current: boolean } & Pick<FlowPictureProps, 'onSelectScreen' | 'onFocusNode' | 'onMove'>) {
  const detail = nodeDetail(node);
  const lines = node.titleLines ?? [node.shownName];
  const below = (lines.length - 1) * LINE_HEIGHT;
  const box = (
    <>
      <rect width={node.width} height={node.height} rx={node.kind === 'final' ? node.height / 2 : 6} />
      {/* One text per line, a space between them: the box reads 'usar? qual-rede', not 'usar?qual-rede' (its name repeats it). */}
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <text x={node.width / 2} y={detail ? 20 + i * LINE_HEIGHT : node.height / 2 + 5} textAnchor="middle" className="ch-flow-graph__name">
            {line}
          </text>
        </Fragment>
      ))}
      {detail ? ' ' : null}
      {detail ? (
        <text x={node.width / 2} y={37 + below} textAnchor="middle" className="ch-flow-graph__detail">
          {detail}
        </text>
      ) : null}
    </>
  );
  const place = `translate(${node.x} ${node.y})`;
  if (node.kind === 'final') {
    return (
      <g className={nodeClasses(node)} transform={place} aria-hidden="true">
        {box}
      </g>
    );
  }
  if (node.kind === 'missing') {
    return (
      <g className={nodeClasses(node)} transform={place} role="img" aria-label={tAdmin('admin.graph.missingNode', { name: node.name })}>
        {box}
      </g>
    );
  }
  // The traffic line is drawn over the box, outside the button: the button's name says the numbers
  // anyway, and a box half out of the panel must not show a voice user words in an order its name
  // does not have (the name and the kind, two lines, are always in order).
  const trafficLine = node.trafficLine ? (
    <g transform={place} aria-hidden="true" className="ch-flow-graph__traffic">
      <text x={node.width / 2} y={56 + (node.titleLines ? node.titleLines.length - 1 : 0) * LINE_HEIGHT} textAnchor="middle">
        {node.trafficLine}
      </text>
    </g>
  ) : null;
  const button = (
    <g
      className={nodeClasses(node)}
      transform={place}
      role="button"
      data-screen={node.id}
      tabIndex={current ? 0 : -1}
      // The name repeats the visible words in their order (WCAG 2.5.3: a voice user says what they see).
      aria-label={nodeName(node, [screenKindLabel(node.kind), ...nodeMarks(node), ...(node.traffic ? trafficParts(node.traffic) : [])])}
      onClick={() => onSelectScreen(node.name)}
      onFocus={() => onFocusNode(node)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSelectScreen(node.name);
        } else if (MOVES[event.key]) {
          event.preventDefault();
          onMove(node, MOVES[event.key]!);
        }
      }}
    >
      {node.shownName !== node.title ? <title>{node.title}</title> : null}
      {box}
    </g>
  );
  return trafficLine ? (
    <>
      {button}
      {trafficLine}
    </>
  ) : (
    button
  );
}

/** A big picture from afar: every edge in one path and every box in one path per look, no words. */
export function Overview({ layout }: { layout: FlowLayout }) {
  const boxes = (nodes: PlacedNode[]) => nodes.map((n) => `M${n.x} ${n.y}h${n.width}v${n.height}h${-n.width}z`).join('');
  const looks = new Map<string, PlacedNode[]>();
  for (const node of layout.nodes) looks.set(nodeClasses(node), [...(looks.get(nodeClasses(node)) ?? []), node]);
  return (
    <g aria-hidden="true">
      <path className="ch-flow-graph__overview-edges" d={layout.edges.map((edge) => path(edge.points)).join('')} />
      {[...looks].map(([classes, nodes]) => (
        <g key={classes} className={classes}>
          <path d={boxes(nodes)} />
        </g>
      ))}
    </g>
  );
}

/**
 * The laid-out picture: edges (each with its label in a box the layout kept free), then the
 * screens; for a big picture only what is near the panel's view, or, from afar, an overview of
 * shapes. Memoized: panning within the drawn area and zooming redraw nothing.
 */
export const FlowPicture = memo(function FlowPicture({ layout, edgeWidth, area, overview, current, onSelectScreen, onFocusNode, onMove }: FlowPictureProps) {
  const arrowId = `${useId()}-seta`;
  const edgeAreas = useMemo(() => (layout.nodes.length > 0 ? layout.edges.map(edgeArea) : []), [layout]);
  // With the traffic shown, each edge is as wide as its share of the busiest one, and says its count.
  const busiest = useMemo(() => layout.edges.reduce((most, edge) => Math.max(most, edge.count ?? 0), 0), [layout]);
  const traffic = layout.edges.some((edge) => edge.trafficName !== undefined);
  const widthOf = (edge: PlacedEdge) => (edgeWidth ? edgeWidth(edge) : edge.count !== undefined ? trafficWidth(edge.count, busiest) : undefined);
  if (overview) return <Overview layout={layout} />;
  const edges = area ? layout.edges.filter((_, i) => intersects(edgeAreas[i]!, area)) : layout.edges;
  const nodes = area ? layout.nodes.filter((node) => intersects(node, area)) : layout.nodes;
  // The tab stop: the current screen when it is drawn, else the first screen drawn.
  const stop = nodes.find((node) => node.id === current && isScreen(node))?.id ?? nodes.find(isScreen)?.id;
  return (
    <>
      <defs>
        <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" className="ch-flow-graph__arrow" />
        </marker>
        {/* A wide edge's arrow: sized in the picture's units, not the stroke's (7 × 7 would hide the box). */}
        <marker id={`${arrowId}-larga`} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="16" markerHeight="16" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
          <path d="M0 0L10 5L0 10z" className="ch-flow-graph__arrow" />
        </marker>
      </defs>
      {/* Edges are words for a screen reader only with their counts (the screens' buttons carry the rest). */}
      <g aria-hidden={traffic ? undefined : 'true'}>
        {edges.map((edge) => {
          const width = widthOf(edge);
          return (
            <g
              key={edge.id}
              className={`ch-flow-graph__edge ch-flow-graph__edge--${edge.kind}`}
              {...(edge.trafficName ? { role: 'img', 'aria-label': edge.trafficName } : { 'aria-hidden': traffic ? 'true' : undefined })}
            >
              <path d={path(edge.points)} markerEnd={`url(#${arrowId}${width !== undefined && width > 2.5 ? '-larga' : ''})`} style={width !== undefined ? { strokeWidth: width } : undefined} />
              <rect className="ch-flow-graph__label-box" x={edge.labelBox.x} y={edge.labelBox.y} width={edge.labelBox.width} height={edge.labelBox.height} rx={3} />
              <text className="ch-flow-graph__label" x={edge.labelBox.x + edge.labelBox.width / 2} y={edge.labelBox.y + edge.labelBox.height / 2 + 4} textAnchor="middle">
                {edge.label}
              </text>
            </g>
          );
        })}
      </g>
      {nodes.map((node) => (
        <Node key={node.id} node={node} current={node.id === stop} onSelectScreen={onSelectScreen} onFocusNode={onFocusNode} onMove={onMove} />
      ))}
    </>
  );
});
