import { describe, expect, it, vi } from 'vitest';

import { render } from './prerender';

// scripts/prerender.mjs builds the storefront's first screens from `render`; these check what it
// relies on: the page's markup as a first visit sees it, no inline script (the policy would refuse
// it), and the answers the page asks for, named without anything being fetched.

describe('render', () => {
  it('draws the listing as a first visit sees it and names the answers it asks for', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');

    const { html, requests } = await render('/products');

    expect(html).toContain('All products');
    expect(html).toContain('<main id="main"');
    expect(html).not.toContain('<script');
    expect(requests).toEqual([
      '/api/v2/getuser',
      '/api/v2/getseller',
      '/api/v2/products?limit=8&page=1&sellingPrice[gte]=0&sellingPrice[lte]=80000',
    ]);
    // The addresses are recorded by a stand-in; the real fetch is back afterwards, never called.
    expect(fetch).not.toHaveBeenCalled();
    expect(globalThis.fetch).toBe(fetch);
  });

  it('names a product page’s answer by the id in its address', async () => {
    const { html, requests } = await render('/product/some-id');

    expect(html).toContain('Loading the product…');
    expect(html).not.toContain('some-id');
    expect(requests).toContain('/api/v2/get-product-details/some-id');
  });
});
