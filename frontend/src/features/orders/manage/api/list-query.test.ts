import { describe, expect, it } from 'vitest';

import { listSearch } from './list-query';

describe('listSearch', () => {
  it('asks for a page, its size and every status given', () => {
    expect(listSearch({ page: 2, limit: 20, status: ['Processing Refund', 'Refund Success'] })).toBe(
      'page=2&limit=20&status=Processing+Refund&status=Refund+Success',
    );
  });

  it('sends the search trimmed, and leaves a blank one out', () => {
    expect(listSearch({ page: 1, limit: 20, status: ['Shipping'], q: '  Priya S ' })).toBe(
      'page=1&limit=20&status=Shipping&q=Priya+S',
    );
    expect(listSearch({ page: 1, limit: 20, status: [], q: '   ' })).toBe('page=1&limit=20');
    expect(listSearch({ page: 1, limit: 20, status: [], q: '' })).toBe('page=1&limit=20');
    expect(listSearch({ page: 1, limit: 20, status: [] })).toBe('page=1&limit=20');
  });

  it('sends at most the 100 characters the server reads', () => {
    const q = new URLSearchParams(listSearch({ page: 1, limit: 20, status: [], q: 'x'.repeat(150) })).get(
      'q',
    );
    expect(q).toBe('x'.repeat(100));
  });
});
