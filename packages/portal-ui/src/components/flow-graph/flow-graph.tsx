import { useId, useMemo } from 'react';
import { t } from '../../messages/t';
import { layoutFlow } from './flow-layout';
import { countScreens, treeGraph } from './tree-graph';

/** Above this many screens the picture is not drawn: a layout would stall typing. */
export const FLOW_GRAPH_MAX_SCREENS = 150;

const KIND_LABEL = {
  opcoes: 'admin.graph.kind.opcoes',
  formulario: 'admin.graph.kind.formulario',
  tutorial: 'admin.graph.kind.tutorial',
} as const;

const labels = {
  yes: t('common.yes'),
  no: t('common.no'),
  always: t('admin.graph.always'),
  otherwise: t('admin.graph.otherwise'),
  flow: (n: number) => t('admin.graph.flow', { n }),
};

/** Props of {@link FlowGraph}. */
export interface FlowGraphProps {
  /** The tree's YAML; the picture follows it (pass a debounced text while typing). */
  text: string;
  /** A screen's box was chosen: the form moves the editor to it. */
  onSelectScreen: (name: string) => void;
}

/**
 * The tree as a picture (dagre layout, SVG): screens as boxes, options, tutorial answers and flows
 * as labelled arrows, '#final' as the end; unreachable screens and dead ends marked in colour and
 * words. Each screen is a button that moves the editor to it.
 * @example <FlowGraph text={debouncedText} onSelectScreen={(name) => goTo(screenLine(text, name) ?? 1)} />
 */
export function FlowGraph({ text, onSelectScreen }: FlowGraphProps) {
  const titleId = useId();
  const arrowId = `${titleId}-seta`;
  // Counted from the text's shape first: a big tree is neither parsed nor laid out.
  const screens = useMemo(() => countScreens(text), [text]);
  const tooBig = screens > FLOW_GRAPH_MAX_SCREENS;
  const graph = useMemo(() => (tooBig ? undefined : treeGraph(text, labels)), [text, tooBig]);
  const placed = useMemo(() => (graph ? layoutFlow(graph) : undefined), [graph]);

  let body;
  if (tooBig) body = <p className="ch-flow-graph__note">{t('admin.graph.tooBig', { n: screens })}</p>;
  else if (!graph || !placed) body = <p className="ch-flow-graph__note">{t('admin.graph.invalid')}</p>;
  else {
    body = (
      <div className="ch-flow-graph__scroll">
        <svg className="ch-flow-graph__svg" width={placed.width} height={placed.height} viewBox={`0 0 ${placed.width} ${placed.height}`} aria-labelledby={titleId}>
          <defs>
            <marker id={arrowId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M0 0L10 5L0 10z" className="ch-flow-graph__arrow" />
            </marker>
          </defs>
          {placed.edges.map((edge, i) => (
            <g key={`e${i}`} aria-hidden="true">
              <polyline className="ch-flow-graph__edge" points={edge.points.map((p) => `${p.x},${p.y}`).join(' ')} markerEnd={`url(#${arrowId})`} />
              <text className="ch-flow-graph__edge-label" x={edge.labelX} y={edge.labelY + 4} textAnchor="middle">
                {edge.label}
              </text>
            </g>
          ))}
          {placed.nodes.map((node) => {
            const isFinal = node.kind === 'final';
            const marks = [node.unreachable ? t('admin.graph.unreachable') : undefined, node.deadEnd ? t('admin.graph.deadEnd') : undefined].filter(Boolean);
            const kind = node.kind in KIND_LABEL ? t(KIND_LABEL[node.kind as keyof typeof KIND_LABEL]) : node.kind;
            const classes = ['ch-flow-graph__node', isFinal ? 'ch-flow-graph__node--final' : '', node.unreachable ? 'ch-flow-graph__node--unreachable' : '', node.deadEnd ? 'ch-flow-graph__node--dead-end' : ''].filter(Boolean).join(' ');
            const box = (
              <>
                <rect x={node.x - node.width / 2} y={node.y - node.height / 2} width={node.width} height={node.height} rx={isFinal ? node.height / 2 : 6} />
                <text x={node.x} y={node.y - 2} textAnchor="middle" className="ch-flow-graph__name">
                  {node.name}
                </text>{' '}
                <text x={node.x} y={node.y + 13} textAnchor="middle" className="ch-flow-graph__kind">
                  {[isFinal ? undefined : kind, ...marks].filter(Boolean).join(' · ')}
                </text>
              </>
            );
            if (isFinal) return <g key={node.name} className={classes}>{box}</g>;
            return (
              <g
                key={node.name}
                className={classes}
                role="button"
                tabIndex={0}
                // The name repeats the visible words in their order (WCAG 2.5.3: a voice user says what they see).
                aria-label={t('admin.graph.node', { name: node.name, kind: [kind, ...marks].join(', ') })}
                onClick={() => onSelectScreen(node.name)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onSelectScreen(node.name);
                  }
                }}
              >
                {box}
              </g>
            );
          })}
        </svg>
      </div>
    );
  }

  return (
    <section className="ch-flow-graph" aria-labelledby={titleId}>
      <h2 id={titleId} className="ch-flow-graph__title">
        {t('admin.graph.title')}
      </h2>
      {body}
    </section>
  );
}
