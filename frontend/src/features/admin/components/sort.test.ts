import { describe, expect, it } from 'vitest';

import { directionWords, nextSort, sortRows } from './sort';

const rows = [
  { name: 'b', amount: 20, at: '2026-11-02T00:00:00Z' },
  { name: 'A', amount: 5, at: null },
  { name: 'c', amount: 100, at: '2026-10-01T00:00:00Z' },
  { name: 'a', amount: 20, at: '2026-12-01T00:00:00Z' },
];

describe('sorting a loaded page', () => {
  it('orders text without regard to case, keeping the server’s order among equals', () => {
    expect(sortRows(rows, (row) => row.name, 'text', 'ascending').map((row) => row.name)).toEqual([
      'A',
      'a',
      'b',
      'c',
    ]);
    expect(sortRows(rows, (row) => row.name, 'text', 'descending').map((row) => row.name)).toEqual([
      'c',
      'b',
      'A',
      'a',
    ]);
  });

  it('orders numbers as numbers, not as text', () => {
    expect(sortRows(rows, (row) => row.amount, 'number', 'descending').map((row) => row.amount)).toEqual([
      100, 20, 20, 5,
    ]);
  });

  it('orders dates by instant and puts missing values last either way', () => {
    const names = (direction: 'ascending' | 'descending') =>
      sortRows(rows, (row) => row.at, 'date', direction).map((row) => row.name);
    expect(names('ascending')).toEqual(['c', 'b', 'a', 'A']);
    expect(names('descending')).toEqual(['a', 'b', 'c', 'A']);
  });

  it('cycles a header from ascending to descending to the server’s order', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
  });

  it('says a direction in words that fit the values', () => {
    expect(directionWords('text', 'ascending')).toBe('A to Z');
    expect(directionWords('number', 'descending')).toBe('highest first');
    expect(directionWords('date', 'descending')).toBe('newest first');
  });
});
