import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { RevenueChart } from './DashboardCharts';

// The revenue chart's curves pass through each day's figures. A smoothing that overshoots (a
// spline through 0, 0, ₹1,50,000, 0, 0) dips below ₹0 beside a busy day, which revenue and
// commission earned never do: every point of each drawn curve stays on or above the ₹0 line.

/** An observer that reports every element it watches as 640 × 320, as a laid-out page would. */
class SizedObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const rect = { width: 640, height: 320, x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 320 };
    this.callback(
      [{ target, contentRect: { ...rect, toJSON: () => rect } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

afterEach(() => vi.unstubAllGlobals());

/** The y of every point of an SVG path written as absolute x,y pairs (M, C and L, as recharts writes them). */
const ysOf = (path: string) =>
  (path.match(/-?\d+(\.\d+)?(e-?\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 1);

const day = (n: number, revenue: number, commission: number) => ({
  date: `2026-11-${String(n).padStart(2, '0')}`,
  orders: revenue > 0 ? 3 : 0,
  revenue,
  commission,
});

describe('RevenueChart', () => {
  it('draws quiet days on the ₹0 line and never dips below it beside a busy day', async () => {
    vi.stubGlobal('ResizeObserver', SizedObserver);
    const byDay = [
      day(1, 0, 0),
      day(2, 0, 0),
      day(3, 150000, 9000),
      day(4, 0, 0),
      day(5, 0, 0),
      day(6, 8999, 512),
    ];
    const { container } = render(
      <div style={{ width: 640, height: 320 }}>
        <RevenueChart byDay={byDay} />
      </div>,
    );
    const curvesOf = () =>
      [...container.querySelectorAll('path.recharts-area-curve')].map((path) => path.getAttribute('d') ?? '');
    // recharts lays the chart out once it has been measured.
    await waitFor(() => expect(curvesOf()).toHaveLength(2));

    for (const curve of curvesOf()) {
      const ys = ysOf(curve);
      // The first day had nothing: its point is on the ₹0 line. SVG's y grows downwards.
      const zero = ys[0]!;
      expect(ys.length).toBeGreaterThan(10);
      expect(Math.max(...ys)).toBeLessThanOrEqual(zero);
      // The busy day rises above it, so this is not a flat line passing trivially.
      expect(Math.min(...ys)).toBeLessThan(zero - 10);
    }
  });
});
