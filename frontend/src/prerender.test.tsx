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

  it('draws the pictures it is given where the skeletons’ squares are, and no others', async () => {
    const plain = await render('/products');
    const listing = await render('/products', { pictures: ['/media/a-thumb.jpg', '/media/b-thumb.jpg'] });
    const product = await render('/product/some-id', { pictures: ['/media/c.jpg'] });

    expect(plain.html).not.toContain('<img');
    expect(listing.html.match(/<img src="[^"]*"/g)).toEqual([
      '<img src="/media/a-thumb.jpg"',
      '<img src="/media/b-thumb.jpg"',
    ]);
    expect(product.html.match(/<img src="[^"]*"/g)).toEqual(['<img src="/media/c.jpg"']);
    // The rest of the page is the skeleton still: the answer has not arrived.
    expect(product.html).toContain('Loading the product…');
    expect(listing.requests).toEqual(plain.requests);
  });
});
