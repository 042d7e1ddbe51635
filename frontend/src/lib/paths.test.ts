import { describe, expect, it } from 'vitest';

import { paths } from './paths';

describe('paths', () => {
  it('builds product list queries and drops empty values', () => {
    expect(paths.products()).toBe('/products');
    expect(paths.products({ searchKeyword: 't-shirt' })).toBe('/products?searchKeyword=t-shirt');
    expect(paths.products({ category: 'Home & Kitchen', searchKeyword: '' })).toBe(
      '/products?category=Home+%26+Kitchen',
    );
  });

  it('marks event products and escapes ids', () => {
    expect(paths.product('abc')).toBe('/product/abc');
    expect(paths.product('abc', { isEvent: true })).toBe('/product/abc?isEvent=true');
    expect(paths.shopOrder('o/1', 's 2')).toBe('/shop/order/o%2F1/s%202');
  });
});
