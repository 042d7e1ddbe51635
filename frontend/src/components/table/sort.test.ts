import { describe, expect, it } from 'vitest';

import { directionWords, nextSort, readSort, sortParam } from './sort';

describe('the order of a server-paged list', () => {
  it('cycles a header from ascending to descending to the list’s own order', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'amount')).toEqual({ column: 'amount', direction: 'ascending' });
  });

  it('spells an order as the API does, a leading dash for the reverse', () => {
    expect(sortParam({ column: 'amount', direction: 'ascending' })).toBe('amount');
    expect(sortParam({ column: 'amount', direction: 'descending' })).toBe('-amount');
    expect(sortParam(null)).toBe('');
  });

  it('reads an order back from the address, and a column the list lacks as none', () => {
    const columns = ['amount', 'createdAt'];
    expect(readSort('-createdAt', columns)).toEqual({ column: 'createdAt', direction: 'descending' });
    expect(readSort('amount', columns)).toEqual({ column: 'amount', direction: 'ascending' });
    for (const odd of [null, '', '-', '--amount', 'password', 'Amount']) {
      expect(readSort(odd, columns)).toBeNull();
    }
  });

  it('says a direction in words that fit the values', () => {
    expect(directionWords('text', 'ascending')).toBe('A to Z');
    expect(directionWords('number', 'descending')).toBe('highest first');
    expect(directionWords('date', 'descending')).toBe('newest first');
  });
});
