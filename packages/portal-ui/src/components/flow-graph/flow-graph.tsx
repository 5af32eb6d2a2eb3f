import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { tAdmin } from '../../messages/t-admin';
import { Button, IconButton } from '../button/button';
import { LoadFailure } from '../load-failure/load-failure';
import { StatsPeriodField, type StatsPeriod } from '../tree-stats/stats-period';
import { createFlowLayouter, type FlowLayouter } from './flow-layouter';
import type { FlowLayout, PlacedNode } from './flow-layout';
import type { LayoutAnswer } from './layout-text';
import { drawnArea, isOverview } from './drawn-area';
import { FlowPicture, type EdgeWidth, type MoveKey } from './flow-picture';
import type { FlowTraffic } from './traffic';
import { useFlowViewport } from './use-flow-viewport';
import { GoToScreen } from './go-to-screen';

// The minimap comes with 'Tela cheia' only (a chunk of its own, off the tree form's first load).
const FlowMinimap = lazy(async () => ({ default: (await import('./flow-minimap')).FlowMinimap }));

/** Past this many screens the full-screen view shows a minimap of the whole tree. */
export const MINIMAP_SCREENS = 30;

/** 'Mostrar tráfego': whether it is on, the period, and the period's walks (fetched only while it is on). */
export interface FlowGraphTraffic {
  /** Se o botão 'Mostrar tráfego' está ligado (as setas ganham espessura e números). */
  shown: boolean;
  /** Chamado quando a pessoa liga ou desliga 'Mostrar tráfego'. */
  onShownChange: (shown: boolean) => void;
  /** O período escolhido para o tráfego ('Últimos 7 dias', '30 dias', '90 dias'). */
  period: StatsPeriod;
  /** Chamado quando a pessoa escolhe outro período. */
  onPeriodChange: (period: StatsPeriod) => void;
  /** Os atendimentos do período (visitas por tela e passagens por seta); vazio enquanto carrega. */
  data?: FlowTraffic;
  /** Mostra 'Carregando o tráfego…' no lugar da explicação. */
  loading?: boolean;
  /** Mostra o aviso de que o tráfego não carregou, com 'Tentar novamente'. */
  error?: boolean;
  /** O que 'Tentar novamente' faz quando o tráfego não carregou. */
  onRetry?: () => void;
}

/** Props of {@link FlowGraph}. */
export interface FlowGraphProps {
  /** O texto (YAML) da árvore: o desenho acompanha o que está escrito no editor. */
  text: string;
  /** Chamado com a chave da tela quando a pessoa clica numa caixa: o editor vai até o texto dessa tela. */
  onSelectScreen: (name: string) => void;
  /** A espessura de cada seta (por exemplo, pelo número de atendimentos); 1,25 px se ficar vazio. */
  edgeWidth?: EdgeWidth;
  /** Quem calcula o desenho (testes e histórias podem trocar); por padrão o ELK, fora da página, num worker. */
  layouter?: FlowLayouter;
  /** O botão 'Mostrar tráfego' e os seus números; sem ele o botão não aparece (árvore ainda não salva). */
  traffic?: FlowGraphTraffic;
  /** Abre já em 'Tela cheia' (histórias e testes; a pessoa abre pelo botão). */
  initialFullScreen?: boolean;
}

/** Above this many boxes the picture is laid out again only after {@link BIG_PICTURE_DELAY_MS} of quiet. */
const BIG_PICTURE = 300;
const BIG_PICTURE_DELAY_MS = 1000;

/** A scale as the admin reads it: '80', and '0,4' for a big picture seen whole (not '0'). */
const percent = (scale: number): string => (scale >= 0.1 ? String(Math.round(scale * 100)) : (scale * 100).toFixed(1).replace('.', ','));

/** What the panel shows: `draft` is the worker's quick first picture, until ELK's comes (`draft-layout.ts`). */
type Shown = { status: 'drawing' | 'invalid' } | { status: 'ready'; layout: FlowLayout; signature: number; draft?: boolean };

/** The middle of a box, in the picture's coordinates. */
const middleOf = (node: PlacedNode) => ({ x: node.x + node.width / 2, y: node.y + node.height / 2 });

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
export function FlowGraph({ text, onSelectScreen, edgeWidth, layouter, traffic, initialFullScreen = false }: FlowGraphProps) {
  const titleId = useId();
  const [full, setFull] = useState(initialFullScreen);
  const fullButton = useRef<HTMLButtonElement>(null);
  const helpId = useId();
  const [shown, setShown] = useState<Shown>({ status: 'drawing' });
  // A page shows an empty editor until its tree arrives; the empty text's 'Corrija os erros'
  // must not stay up while the tree is laid out: leaving an empty text, the graph is drawing.
  const empty = text.trim() === '';
  const [wasEmpty, setWasEmpty] = useState(empty);
  if (wasEmpty !== empty) {
    setWasEmpty(empty);
    if (!empty) setShown({ status: 'drawing' });
  }
  const own = useRef<FlowLayouter | undefined>(undefined);
  const known = useRef<number | undefined>(undefined);
  const layout = shown.status === 'ready' ? shown.layout : undefined;
  // The picture is memoized: a new callback from each render of the app must not redraw it.
  const select = useRef(onSelectScreen);
  useEffect(() => {
    select.current = onSelectScreen;
  });
  const onSelect = useCallback((name: string) => select.current(name), []);
  const { panel, panelSize, view, setView, fit, zoomIn, zoomOut, reveal, centre, keepInPlace, handlers } = useFlowViewport(useMemo(() => layout && { width: layout.width, height: layout.height, start: layout.nodes.find((node) => node.id === layout.initial) ?? layout.nodes[0] }, [layout]));

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
  // 'Ir para a tela': the screen in the middle of the panel, readable, focused.
  const goTo = useCallback(
    (id: string) => {
      const target = screens.find((node) => node.id === id);
      if (!target) return;
      setCurrent(target.id);
      centre(target);
      setPendingFocus(target.id);
    },
    [screens, centre],
  );
  const toggleFull = () => {
    setFull(!full);
    // The button stays where it was (renamed); focus stays on it, out and back.
    fullButton.current?.focus();
  };
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

  // What the swap from a draft to ELK's picture reads: the draft, the view and the focused box now.
  const onScreen = useRef({ shown, view, panelSize, current });
  useEffect(() => {
    onScreen.current = { shown, view, panelSize, current };
  });
  /**
   * ELK's picture in place of the quick draft: the box the admin is on (focused, or nearest the
   * panel's middle) stays where it is on screen, the others settle around it.
   */
  const replaceDraft = useCallback(
    (next: FlowLayout) => {
      const { shown: now, view: at, panelSize: size, current: focused } = onScreen.current;
      if (now.status !== 'ready' || !now.draft) return;
      const middle = { x: (size.width / 2 - at.x) / at.scale, y: (size.height / 2 - at.y) / at.scale };
      const distance = (node: PlacedNode) => Math.hypot(middleOf(node).x - middle.x, middleOf(node).y - middle.y);
      const anchor = now.layout.nodes.find((node) => node.id === focused) ?? now.layout.nodes.reduce((a, b) => (distance(b) < distance(a) ? b : a));
      const after = next.nodes.find((node) => node.id === anchor.id);
      if (after) keepInPlace(middleOf(anchor), middleOf(after));
    },
    [keepInPlace],
  );

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
      const request = { text, fontFamily, known: known.current, ...(drawnTraffic ? { traffic: drawnTraffic } : {}), firstPicture: known.current === undefined };
      // A cold worker's quick first picture, shown until ELK's (which `known` waits for).
      const onDraft = (draft: LayoutAnswer) => {
        if (stale || draft.kind !== 'layout') return;
        startTransition(() => setShown({ status: 'ready', layout: draft.layout, signature: draft.signature, draft: true }));
      };
      void run.layout(request, onDraft).then((answer) => {
        if (stale || !answer || answer.kind === 'same') return;
        known.current = answer.kind === 'layout' ? answer.signature : undefined;
        // Drawn as a transition: thousands of boxes give way to a key pressed meanwhile.
        startTransition(() => {
          if (answer.kind === 'layout') replaceDraft(answer.layout);
          setShown(answer.kind === 'invalid' ? { status: 'invalid' } : { status: 'ready', layout: answer.layout, signature: answer.signature });
        });
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
    <section
      className={`ch-flow-graph${full ? ' ch-flow-graph--full' : ''}`}
      aria-labelledby={titleId}
      {...(full ? { role: 'dialog', 'aria-modal': true } : {})}
      onKeyDown={(event) => {
        if (full && event.key === 'Escape') {
          event.preventDefault();
          setFull(false);
          fullButton.current?.focus();
        }
      }}
    >
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
          <Button ref={fullButton} variant="secondary" onClick={toggleFull}>
            {full ? tAdmin('admin.graph.fullScreenExit') : tAdmin('admin.graph.fullScreen')}
          </Button>
        </div>
        {screens.length > 1 ? <GoToScreen screens={screens} onGoTo={goTo} /> : null}
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
      {shown.status === 'drawing' || (shown.status === 'ready' && shown.draft) ? (
        <p className="ch-flow-graph__note" role="status">
          {tAdmin(shown.status === 'drawing' ? 'admin.graph.drawing' : 'admin.graph.arranging')}
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
        {full && layout && screens.length > MINIMAP_SCREENS ? (
          <Suspense fallback={null}>
            <FlowMinimap layout={layout} view={view} panel={panelSize} onView={setView} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
