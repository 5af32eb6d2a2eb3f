import type { InsightStats } from '@chamados/api-contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { tAdmin } from '../../messages/t-admin';
import { formatCount, formatDay } from './stats-format';

/** One point of the chart: its day (a day, or a week's Monday) and its totals. */
export interface ChartPoint {
  dia: string;
  totais: InsightStats['totais'];
}

/** Props of {@link StatsChart}. */
export interface StatsChartProps {
  /** The points, oldest first: each day of a 7- or 30-day period, else each week. */
  points: readonly ChartPoint[];
  /** The canvas's name: what the chart shows, by day or by week. */
  label: string;
}

// The series in the order of the totals, with colours from the palette that keep 3:1 on white.
const SERIES = [
  { key: 'iniciados', label: 'admin.stats.started', stroke: '#682a2c' },
  { key: 'resolvidosTutorial', label: 'admin.stats.solved', stroke: '#1e6b34' },
  { key: 'chamados', label: 'admin.stats.tickets', stroke: '#1d4f91' },
  { key: 'desistencias', label: 'admin.stats.gaveUp', stroke: '#8c5a00' },
] as const;

const HEIGHT = 240;

/**
 * The totals by day or by week as lines (uPlot, a small canvas chart library): loaded only with the
 * statistics page, never in the portal's first load. The numbers are also in a table beside it
 * (TreeStats), which is what screen readers read: the canvas is one labelled image.
 */
export function StatsChart({ points: weeks, label }: StatsChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = weeks.map((_, i) => i);
    const data: uPlot.AlignedData = [xs, ...SERIES.map((s) => weeks.map((w) => w.totais[s.key]))];
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          {
            // One tick per point, never between two; where they would overlap (30 days, a phone), every few points.
            splits: (u) => {
              const fit = Math.max(2, Math.floor(u.bbox.width / (globalThis.devicePixelRatio || 1) / 56));
              return xs.filter((i) => i % Math.max(1, Math.ceil(xs.length / fit)) === 0);
            },
            values: (_u, splits) => splits.map((i) => (Number.isInteger(i) && weeks[i] ? formatDay(weeks[i].dia).slice(0, 5) : '')),
            font: '12px system-ui, sans-serif',
          },
          { values: (_u, splits) => splits.map((n) => (Number.isInteger(n) ? formatCount(n) : '')), font: '12px system-ui, sans-serif', size: 56 },
        ],
        series: [{}, ...SERIES.map((s) => ({ label: tAdmin(s.label), stroke: s.stroke, width: 2, points: { show: true, size: 6 } }))],
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [weeks]);
  return (
    <figure className="ch-tree-stats__chart">
      <div ref={box} role="img" aria-label={label} className="ch-tree-stats__canvas" />
      <figcaption className="ch-tree-stats__legend">
        {SERIES.map((s) => (
          <span key={s.key}>
            <span className="ch-tree-stats__swatch" style={{ background: s.stroke }} aria-hidden="true" />
            {tAdmin(s.label)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
