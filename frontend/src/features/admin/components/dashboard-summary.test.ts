import { describe, expect, it } from 'vitest';

import { ordersSummary, revenueSummary, summarise } from './dashboard-summary';

const DAYS = [
  { date: '2026-10-23', orders: 0, revenue: 0, commission: 0 },
  { date: '2026-10-24', orders: 4, revenue: 8999.1, commission: 512.3 },
  { date: '2026-10-25', orders: 6, revenue: 0.2, commission: -10.1 },
];

describe('the dashboard’s chart summaries', () => {
  it('sums the window to the paisa and finds its best days', () => {
    const sums = summarise(DAYS);
    expect(sums.revenue).toBe(8999.3);
    expect(sums.commission).toBe(502.2);
    expect(sums.orders).toBe(10);
    expect(sums.bestRevenue?.date).toBe('2026-10-24');
    expect(sums.busiest?.date).toBe('2026-10-25');
  });

  it('says each chart in a sentence', () => {
    expect(revenueSummary(DAYS)).toBe(
      '₹8,999.30 revenue and ₹502.20 commission over 3 days. Best day: Sat, 24 Oct, 2026, ₹8,999.10.',
    );
    expect(ordersSummary(DAYS)).toBe('10 orders over 3 days. Busiest day: Sun, 25 Oct, 2026, 6 orders.');
    expect(ordersSummary(DAYS.slice(0, 1))).toBe('No orders over 1 day.');
  });
});
