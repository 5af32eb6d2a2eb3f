import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { drawnArea, isOverview } from './drawn-area';
import type { FlowLayout } from './flow-layout';
import { FlowPicture } from './flow-picture';

/** A column of `n` screens, 100 px apart. */
function column(n: number): FlowLayout {
  const nodes = Array.from({ length: n }, (_, i) => ({ id: `t${i}`, name: `t${i}`, title: `t${i}`, shownName: `t${i}`, kind: 'opcoes', unreachable: false, deadEnd: false, x: 0, y: i * 100, width: 80, height: 46 }));
  const edges = nodes.slice(1).map((node, i) => ({ id: `e${i}`, from: `t${i}`, to: node.id, target: node.id, label: 'Seguir', kind: 'option' as const, points: [{ x: 40, y: i * 100 + 46 }, { x: 40, y: node.y }], labelBox: { x: 44, y: i * 100 + 60, width: 40, height: 16 } }));
  return { initial: 't0', width: 80, height: n * 100, nodes, edges };
}

const props = { onSelectScreen: vi.fn(), onFocusNode: vi.fn(), onMove: vi.fn() };

describe('a big picture', () => {
  it('draws only what is near the panel, so a thousand screens cost what a few do', () => {
    const layout = column(1000);
    const area = drawnArea({ scale: 1, x: 0, y: 0 }, { width: 400, height: 400 }, layout)!;
    render(
      <svg>
        <FlowPicture layout={layout} area={area} overview={false} {...props} />
      </svg>,
    );
    const drawn = screen.getAllByRole('button').length;
    expect(drawn).toBeGreaterThan(3);
    expect(drawn).toBeLessThan(30);
    // Exactly one tab stop.
    expect(screen.getAllByRole('button').filter((box) => box.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('keeps the drawn area while the view moves within its cells', () => {
    const layout = column(1000);
    const panel = { width: 400, height: 400 };
    expect(drawnArea({ scale: 1, x: 0, y: -10 }, panel, layout)).toEqual(drawnArea({ scale: 1, x: -20, y: -30 }, panel, layout));
  });

  it('is an overview of shapes from afar, and small pictures are always whole', () => {
    expect(isOverview(column(1000), 0.05)).toBe(true);
    expect(isOverview(column(1000), 0.5)).toBe(false);
    expect(isOverview(column(20), 0.05)).toBe(false);
    expect(drawnArea({ scale: 1, x: 0, y: 0 }, { width: 400, height: 400 }, column(20))).toBeUndefined();
    render(
      <svg>
        <FlowPicture layout={column(1000)} overview {...props} />
      </svg>,
    );
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
