import { startTransition, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button, IconButton } from '../button/button';
import { LoadFailure } from '../load-failure/load-failure';
import { StatsPeriodField, type StatsPeriod } from '../tree-stats/stats-period';
import { createFlowLayouter, type FlowLayouter } from './flow-layouter';
import type { FlowLayout, PlacedNode } from './flow-layout';
import { drawnArea, isOverview } from './drawn-area';
import { FlowPicture, type EdgeWidth, type MoveKey } from './flow-picture';
import type { FlowTraffic } from './traffic';
import { useFlowViewport } from './use-flow-viewport';

/** 'Mostrar tráfego': whether it is on, the period, and the period's walks (fetched only while it is on). */
export interface FlowGraphTraffic {
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  period: StatsPeriod;
  onPeriodChange: (period: StatsPeriod) => void;
  /** The period's walks (`telas` and `arestas` of the statistics); undefined while loading. */
  data?: FlowTraffic;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
}

/** Props of {@link FlowGraph}. */
export interface FlowGraphProps {
  /** The tree's YAML; the picture follows it (pass a debounced text while typing). */
  text: string;
  /** A screen's box was chosen: the form moves the editor to it. */
  onSelectScreen: (name: string) => void;
  /** Each edge's stroke width (e.g. by how many walks took it); 1.25 by default. */
  edgeWidth?: EdgeWidth;
  /** Lays the text out (tests and stories may pass their own); by default a Web Worker running ELK. */
  layouter?: FlowLayouter;
  /** The toggle 'Mostrar tráfego' and its data; no toggle without it (a tree not saved yet). */
  traffic?: FlowGraphTraffic;
}

/** Above this many boxes the picture is laid out again only after {@link BIG_PICTURE_DELAY_MS} of quiet. */
const BIG_PICTURE = 300;
const BIG_PICTURE_DELAY_MS = 1000;

/** A scale as the admin reads it: '80', and '0,4' for a big picture seen whole (not '0'). */
const percent = (scale: number): string => (scale >= 0.1 ? String(Math.round(scale * 100)) : (scale * 100).toFixed(1).replace('.', ','));

type Shown = { status: 'drawing' | 'invalid' } | { status: 'ready'; layout: FlowLayout; signature: number };

/**
 * The tree as a picture: screens as boxes, options, tutorial answers and flows as labelled arrows,
 * each '#final' as an end, a screen that leads to itself as a loop, a name no screen has as a
 * marked 'tela inexistente' box; unreachable screens and dead ends marked in colour and words.
 * Laid out by ELK (layered) in a worker, any size; fit, zoom and pan with buttons, the keyboard
 * and the pointer. Each screen is a button that moves the editor to it. With `traffic`, the
 * toggle 'Mostrar tráfego' draws a period's walks: each edge as wide as its count, with the count
 * on it; each screen with its visits and stops (in the boxes' and edges' accessible names too).
 * @example <FlowGraph text={debouncedText} onSelectScreen={(name) => goTo(screenLine(text, name) ?? 1)} />
 */
export function FlowGraph({ text, onSelectScreen, edgeWidth, layouter, traffic }: FlowGraphProps) {
  const titleId = useId();
  const helpId = useId();
  const [shown, setShown] = useState<Shown>({ status: 'drawing' });
  const own = useRef<FlowLayouter | undefined>(undefined);
  const known = useRef<number | undefined>(undefined);
  const layout = shown.status === 'ready' ? shown.layout : undefined;
  // The picture is memoized: a new callback from each render of the app must not redraw it.
  const select = useRef(onSelectScreen);
  useEffect(() => {
    select.current = onSelectScreen;
  });
  const onSelect = useCallback((name: string) => select.current(name), []);
  const { panel, panelSize, view, fit, zoomIn, zoomOut, reveal, handlers } = useFlowViewport(useMemo(() => layout && { width: layout.width, height: layout.height, start: layout.nodes.find((node) => node.id === layout.initial) ?? layout.nodes[0] }, [layout]));

  useEffect(() => {
    const current = (own.current = createFlowLayouter());
    return () => current.dispose();
  }, []);

  // The picture's one tab stop, and a box to focus once it is drawn (arrows may lead off the view).
  const [current, setCurrent] = useState<string>();
  const [pendingFocus, setPendingFocus] = useState<string>();
  const screens = useMemo(() => layout?.nodes.filter((node) => node.kind !== 'final' && node.kind !== 'missing') ?? [], [layout]);
  const onFocusNode = useCallback(
    (node: PlacedNode) => {
      setCurrent(node.id);
      reveal(node);
    },
    [reveal],
  );
  const onMove = useCallback(
    (from: PlacedNode, move: MoveKey) => {
      const at = screens.findIndex((node) => node.id === from.id);
      const index = { next: at + 1, previous: at - 1, first: 0, last: screens.length - 1 }[move];
      const target = screens[Math.max(0, Math.min(screens.length - 1, index))];
      if (!target) return;
      setCurrent(target.id);
      reveal(target);
      setPendingFocus(target.id);
    },
    [screens, reveal],
  );
  const area = layout ? drawnArea(view, panelSize, layout) : undefined;
  // Areas are compared by value: a pan inside the same cells keeps the memoized picture.
  const areaKey = area ? `${area.x},${area.y},${area.width},${area.height}` : '';
  const drawn = useMemo(() => area, [areaKey]); // eslint-disable-line react-hooks/exhaustive-deps
  // Focus follows once the box is drawn (the reveal may have moved the drawn area first).
  useEffect(() => {
    if (!pendingFocus) return;
    const box = [...(panel.current?.querySelectorAll<SVGGElement>('[data-screen]') ?? [])].find((element) => element.dataset.screen === pendingFocus);
    if (!box) return;
    box.focus();
    setPendingFocus(undefined);
  }, [pendingFocus, drawn, layout, panel]);

  // The traffic is drawn once it is here (the picture is laid out again: boxes and labels grow).
  const drawnTraffic = traffic?.shown ? traffic.data : undefined;

  // A big picture waits for a longer pause: reading 1,000 screens again takes the worker a
  // moment the editor's verification, in its own worker, would otherwise share.
  const quiet = (layout?.nodes.length ?? 0) > BIG_PICTURE ? BIG_PICTURE_DELAY_MS : 0;
  useEffect(() => {
    let stale = false;
    const timer = setTimeout(() => {
      const run = layouter ?? own.current ?? (own.current = createFlowLayouter());
      const fontFamily = (panel.current && getComputedStyle(panel.current).fontFamily) || 'sans-serif';
      void run.layout({ text, fontFamily, known: known.current, ...(drawnTraffic ? { traffic: drawnTraffic } : {}) }).then((answer) => {
        if (stale || !answer || answer.kind === 'same') return;
        known.current = answer.kind === 'layout' ? answer.signature : undefined;
        // Drawn as a transition: thousands of boxes give way to a key pressed meanwhile.
        startTransition(() => setShown(answer.kind === 'invalid' ? { status: 'invalid' } : { status: 'ready', layout: answer.layout, signature: answer.signature }));
      });
    }, quiet);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
    // The viewport's panel is read once its element exists; the layout follows the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, layouter, drawnTraffic]);

  return (
    <section className="ch-flow-graph" aria-labelledby={titleId}>
      <div className="ch-flow-graph__head">
        <h2 id={titleId} className="ch-flow-graph__title">
          {tAdmin('admin.graph.title')}
        </h2>
        <div className="ch-flow-graph__tools" role="toolbar" aria-label={tAdmin('admin.graph.tools')}>
          <IconButton icon="zoom-out" label={tAdmin('admin.graph.zoomOut')} onClick={zoomOut} disabled={!layout} />
          <span className="ch-flow-graph__zoom" aria-live="polite">
            {layout ? tAdmin('admin.graph.zoom', { n: percent(view.scale) }) : ''}
          </span>
          <IconButton icon="zoom-in" label={tAdmin('admin.graph.zoomIn')} onClick={zoomIn} disabled={!layout} />
          <IconButton icon="maximize" label={tAdmin('admin.graph.fit')} onClick={fit} disabled={!layout} />
        </div>
      </div>
      {traffic ? (
        <div className="ch-flow-graph__traffic-bar">
          <Button icon="bar-chart" variant={traffic.shown ? 'primary' : 'secondary'} aria-pressed={traffic.shown} onClick={() => traffic.onShownChange(!traffic.shown)}>
            {tAdmin('admin.graph.traffic.show')}
          </Button>
          {traffic.shown ? <StatsPeriodField period={traffic.period} onPeriodChange={traffic.onPeriodChange} dates={false} /> : null}
        </div>
      ) : null}
      {traffic?.shown ? (
        traffic.error ? (
          <LoadFailure message={tAdmin('admin.graph.traffic.loadFailed')} onRetry={traffic.onRetry} />
        ) : (
          <p className="ch-flow-graph__traffic-note" role="status">
            {traffic.loading || !traffic.data ? tAdmin('admin.graph.traffic.loading') : tAdmin('admin.graph.traffic.note')}
          </p>
        )
      ) : null}
      {shown.status === 'invalid' ? <p className="ch-flow-graph__note">{tAdmin('admin.graph.invalid')}</p> : null}
      {shown.status === 'drawing' ? (
        <p className="ch-flow-graph__note" role="status">
          {tAdmin('admin.graph.drawing')}
        </p>
      ) : null}
      <p id={helpId} className="ch-visually-hidden">
        {tAdmin('admin.graph.help')}
      </p>
      <div
        ref={panel}
        className="ch-flow-graph__panel"
        hidden={!layout}
        tabIndex={0}
        role="group"
        aria-label={tAdmin('admin.graph.area')}
        aria-describedby={helpId}
        {...handlers}
      >
        {layout ? (
          <svg className="ch-flow-graph__svg" width="100%" height="100%">
            <g transform={`translate(${view.x} ${view.y}) scale(${view.scale})`}>
              <FlowPicture
                layout={layout}
                edgeWidth={edgeWidth}
                area={drawn}
                overview={isOverview(layout, view.scale)}
                current={current}
                onSelectScreen={onSelect}
                onFocusNode={onFocusNode}
                onMove={onMove}
              />
            </g>
          </svg>
        ) : null}
      </div>
    </section>
  );
}
