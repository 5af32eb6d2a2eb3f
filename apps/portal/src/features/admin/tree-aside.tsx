import { useAdminTreeStatsQuery } from '@chamados/portal-api';
import { FlowGraph, screenLine, useDebouncedCallback, type StatsPeriod } from '@chamados/portal-ui';
import { useState } from 'react';

/** The graph is redrawn this long after the last key, so a layout never delays typing. */
const GRAPH_DELAY_MS = 400;

/** Props of {@link TreeAside}. */
export interface TreeAsideProps {
  text: string;
  goTo: (line: number, column?: number) => void;
  /** The stored tree: its graph offers 'Mostrar tráfego' (a tree not saved yet has no walks). */
  treeId?: number;
}

/**
 * Beside the editor: the flow graph of the draft; a screen's box moves the editor to it. With
 * 'Mostrar tráfego' on, the period's statistics are fetched (only then) and drawn on it.
 */
export function TreeAside({ text, goTo, treeId }: TreeAsideProps) {
  const [drawn, setDrawn] = useState(text);
  const [seen, setSeen] = useState(text);
  const [trafficShown, setTrafficShown] = useState(false);
  const [period, setPeriod] = useState<StatsPeriod>({ dias: 30 });
  const redraw = useDebouncedCallback(setDrawn, GRAPH_DELAY_MS);
  if (seen !== text) {
    setSeen(text);
    // A text arriving in an empty editor (a file loaded into a new tree) is drawn at once;
    // only typing waits for a pause.
    if (seen.trim() === '') {
      redraw.cancel();
      setDrawn(text);
    } else redraw.run(text);
  }
  const stats = useAdminTreeStatsQuery('de' in period ? { id: treeId ?? 0, de: period.de, ate: period.ate } : { id: treeId ?? 0, periodo: period.dias }, {
    skip: treeId === undefined || !trafficShown,
  });
  return (
    <FlowGraph
      text={drawn}
      onSelectScreen={(name) => goTo(screenLine(text, name) ?? 1, 3)}
      traffic={
        treeId === undefined
          ? undefined
          : {
              shown: trafficShown,
              onShownChange: setTrafficShown,
              period,
              onPeriodChange: setPeriod,
              data: stats.data,
              loading: stats.isFetching && !stats.data,
              error: stats.isError,
              onRetry: () => void stats.refetch(),
            }
      }
    />
  );
}
