import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';

import { aProduct, many, mockAdminApi, renderAdminPage, rowNames, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-all-products';
const LIST = '/api/v2/admin-all-products';

const PRODUCTS = [
  aProduct(),
  aProduct({
    _id: 'product-2',
    name: 'Banarasi silk saree',
    originalPrice: 8999,
    sellingPrice: 8999,
    stock: 0,
    sold_out: 3,
    shopId: 'shop-2',
    shop: { _id: 'shop-2', shopName: 'Varanasi Weaves', avatar: null, ratings: 0 },
    createdAt: '2026-11-21T10:00:00Z',
  }),
  aProduct({
    _id: 'product-3',
    name: 'Brass diya set',
    sellingPrice: 450,
    originalPrice: 600,
    stock: 40,
    sold_out: 120,
    images: [],
    thumbnails: [],
    createdAt: '2026-11-20T10:00:00Z',
  }),
];

describe('/admin-all-products', () => {
  it('lists every shop’s products with picture, links, price, stock and sales', async () => {
    const api = mockAdminApi({ products: PRODUCTS });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    expect(await screen.findByText('Every shop on Haat · 3 products')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'All products' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Product', 'Shop', 'Price', 'Stock', 'Sold', 'Added', 'Actions']);

    const kurta = rowOf(/Block-printed cotton kurta/);
    expect(kurta.getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/product-1',
    );
    expect(kurta.getByRole('link', { name: 'Jaipur Looms' })).toHaveAttribute('href', '/shop/preview/shop-1');
    expect(kurta.getByText('₹999.00')).toBeInTheDocument();
    expect(kurta.getByText('₹1,499.00')).toBeInTheDocument();
    expect(kurta.getByText('12')).toBeInTheDocument();
    expect(kurta.getByText('25')).toBeInTheDocument();
    expect(kurta.getByText('22 Nov 2026')).toBeInTheDocument();
    expect(document.querySelector('img[src="/media/products/p1/thumb.jpg"]')).toBeInTheDocument();

    expect(rowOf(/Banarasi silk saree/).getByText('Out of stock')).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('searches every page by product or shop name once typing pauses', async () => {
    const api = mockAdminApi({ products: PRODUCTS });
    const user = setupUser();
    const { router } = renderAdminPage(PATH);

    const search = await screen.findByRole('searchbox', { name: 'Search products' });
    await screen.findByRole('rowheader', { name: /Brass diya set/ });
    await user.type(search, 'varanasi{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['Banarasi silk saree Women']));
    expect(router.state.location.search).toBe('?q=varanasi');
    await user.clear(search);
    await user.type(search, 'teapot{Enter}');
    expect(await screen.findByRole('heading', { name: 'No product matches' })).toBeInTheDocument();
    expect(screen.getByText('No product’s name or shop name contains “teapot”.')).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&q=varanasi',
      'page=1&limit=20&q=teapot',
    ]);
  });

  it('asks the server for the list sorted by price and by sales', async () => {
    const api = mockAdminApi({ products: PRODUCTS });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: /Brass diya set/ });
    const names = () => rowNames().map((name) => name.replace(/ Women$/, ''));
    await user.click(within(screen.getByRole('columnheader', { name: 'Price' })).getByRole('button'));
    await waitFor(() =>
      expect(names()).toEqual(['Brass diya set', 'Block-printed cotton kurta', 'Banarasi silk saree']),
    );
    const sold = () => within(screen.getByRole('columnheader', { name: 'Sold' })).getByRole('button');
    await user.click(sold());
    await user.click(sold());
    expect(screen.getByRole('columnheader', { name: 'Sold' })).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() =>
      expect(names()).toEqual(['Brass diya set', 'Block-printed cotton kurta', 'Banarasi silk saree']),
    );
    await user.click(sold());
    await waitFor(() =>
      expect(names()).toEqual(['Block-printed cotton kurta', 'Banarasi silk saree', 'Brass diya set']),
    );
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&sort=sellingPrice',
      'page=1&limit=20&sort=sold_out',
      'page=1&limit=20&sort=-sold_out',
      // Back to newest first: the first answer is still fresh in the cache.
    ]);
  });

  it('pages through the server’s list', async () => {
    const api = mockAdminApi({
      products: many(21, (n) => aProduct({ _id: `product-${n}`, name: `Product ${n}` })),
    });
    const user = setupUser();
    renderAdminPage(PATH);

    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(rowNames()).toEqual(['Product 021 Women']);
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=2&limit=20']);
  });

  it('deletes a product through the Admin’s endpoint only after confirmation', async () => {
    const api = mockAdminApi({ products: PRODUCTS });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete Banarasi silk saree' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this product?' });
    expect(dialog).toHaveTextContent(
      '“Banarasi silk saree” of Varanasi Weaves and its pictures will be deleted',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Banarasi silk saree' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'DELETE', path: '/api/v2/delete-product-admin/product-2', body: undefined },
    ]);
    expect(screen.queryByRole('rowheader', { name: /Banarasi silk saree/ })).not.toBeInTheDocument();
    expect(await screen.findByText('Every shop on Haat · 2 products')).toBeInTheDocument();
  });
});
