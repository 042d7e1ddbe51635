import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { shopProducts } from '@/test/catalog';
import { setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aProduct, mockShopCatalog, renderSellerPage } from './fixtures';

const PATH = '/shop-dashboard/products';

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('/shop-dashboard/products', () => {
  it('lists the shop’s products with their price, stock, sales and rating', async () => {
    mockShopCatalog({
      products: [
        aProduct(),
        aProduct({
          _id: 'p-2',
          name: 'Kolhapuri chappals',
          category: 'Shoes',
          stock: 0,
          numOfReviews: 0,
          ratings: 0,
        }),
        aProduct({
          _id: 'p-3',
          name: 'Brass diya',
          category: 'Home & Kitchen',
          stock: 4,
          sellingPrice: 1499,
        }),
      ],
    });
    renderSellerPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 3 products')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Products of Haat Demo Bazaar' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Picture', 'Name', 'Category', 'Price', 'Stock', 'Sold', 'Rating', 'Actions']);

    const kurta = within(rowOf('Block-printed cotton kurta'));
    expect(kurta.getByText('Women')).toBeInTheDocument();
    expect(kurta.getByText('₹999.00')).toBeInTheDocument();
    expect(kurta.getByText('₹1,499.00').tagName).toBe('S');
    expect(kurta.getByText('12')).toBeInTheDocument();
    expect(kurta.getByText('25')).toBeInTheDocument();
    expect(kurta.getByText('4.5')).toBeInTheDocument();
    expect(kurta.getByRole('link', { name: 'View Block-printed cotton kurta in the shop' })).toHaveAttribute(
      'href',
      '/product/product-1',
    );
    expect(kurta.getByRole('link', { name: 'Edit Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/shop-dashboard/products/product-1/edit',
    );

    const chappals = within(rowOf('Kolhapuri chappals'));
    expect(chappals.getByText('0 · Out of stock')).toHaveClass('bg-red-100');
    expect(chappals.getByText('No reviews')).toBeInTheDocument();

    const diya = within(rowOf('Brass diya'));
    expect(diya.getByText('4 · Low stock')).toHaveClass('bg-amber-100');
    // No discount: nothing struck through.
    expect(diya.queryByText('₹1,499.00', { selector: 's' })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add product' })).toHaveAttribute(
      'href',
      '/shop-dashboard-create-product',
    );
  });

  it('offers the CSV export and the bulk upload, and shows a product’s SKU under its name', async () => {
    mockShopCatalog({
      products: [aProduct({ sku: 'KURTA-IND-M' }), aProduct({ _id: 'p-2', name: 'Kolhapuri chappals' })],
    });
    renderSellerPage(PATH);

    const kurta = within(await screen.findByRole('rowheader', { name: /^Block-printed cotton kurta/ }));
    expect(kurta.getByText('SKU: KURTA-IND-M')).toBeInTheDocument();
    // A product without one says nothing of it.
    expect(within(rowOf('Kolhapuri chappals')).queryByText(/SKU/)).not.toBeInTheDocument();

    const exportLink = screen.getByRole('link', { name: 'Export products (CSV)' });
    expect(exportLink).toHaveAttribute('href', '/api/v2/shop-products-export');
    expect(exportLink).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Import products (CSV)' })).toHaveAttribute(
      'href',
      '/shop-dashboard-import-products',
    );
  });

  it('invites the seller to add a first product when there is none', async () => {
    mockShopCatalog();
    renderSellerPage(PATH);

    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/shop-dashboard-create-product',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('deletes a product after the confirmation question, with the server’s message', async () => {
    const shop = mockShopCatalog({
      products: [aProduct(), aProduct({ _id: 'p-2', name: 'Kolhapuri chappals' })],
    });
    const user = setupUser();
    renderSellerPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(shop.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    dialog = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(shop.deleted).toEqual(['product-1']);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Block-printed cotton kurta' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'Kolhapuri chappals' })).toBeInTheDocument();
  });

  it('says a failed delete in an alert and keeps the product', async () => {
    mockShopCatalog({ products: [aProduct()] });
    server.use(
      http.delete('/api/v2/delete-shop-product/:id', () =>
        apiError(404, ErrorCode.NOT_FOUND, 'Product not found.'),
      ),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = setupUser();
    renderSellerPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Product not found.'));
    expect(screen.getByRole('rowheader', { name: 'Block-printed cotton kurta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Block-printed cotton kurta' })).toBeEnabled();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('/api/v2/get-all-product-shop/:shopId', () =>
        fail
          ? apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.')
          : shopProducts([aProduct()]),
      ),
    );
    const user = setupUser();
    renderSellerPage(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Block-printed cotton kurta' })).toBeInTheDocument();
  });
});

describe('/shop-dashboard/products: products held by moderation', () => {
  it('marks a product waiting for review, and one not approved with the reason and how to send it again', async () => {
    mockShopCatalog({
      products: [
        aProduct(),
        aProduct({
          _id: 'p-held',
          name: 'Brass diya',
          moderation: { status: 'pending', reason: null, heldAt: '2026-11-24T06:30:00Z' },
        }),
        aProduct({
          _id: 'p-rejected',
          name: 'Kolhapuri chappals',
          moderation: {
            status: 'rejected',
            reason: 'The photos show another brand’s logo.',
            heldAt: '2026-11-24T06:30:00Z',
          },
        }),
      ],
    });
    renderSellerPage(PATH);

    const held = within(await screen.findByRole('rowheader', { name: /^Brass diya/ }));
    expect(held.getByText('Waiting for review')).toBeInTheDocument();
    expect(held.getByText('Shoppers see it once Haat’s team approves it.')).toBeInTheDocument();
    expect(held.queryByText('Not approved')).not.toBeInTheDocument();

    const rejected = within(screen.getByRole('rowheader', { name: /^Kolhapuri chappals/ }));
    expect(rejected.getByText('Not approved')).toBeInTheDocument();
    expect(rejected.getByText('Reason: The photos show another brand’s logo.')).toBeInTheDocument();
    expect(rejected.getByText('Edit the product to send it again.')).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /^Kolhapuri chappals/ }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Edit Kolhapuri chappals' })).toHaveAttribute(
      'href',
      '/shop-dashboard/products/p-rejected/edit',
    );

    // A public product carries no note.
    const live = within(screen.getByRole('rowheader', { name: 'Block-printed cotton kurta' }));
    expect(live.queryByText('Waiting for review')).not.toBeInTheDocument();
    expect(live.queryByText('Not approved')).not.toBeInTheDocument();
  });

  it('searches, sorts and pages on the server, keeping q, sort and page in the address', async () => {
    const products = Array.from({ length: 23 }, (_, index) =>
      aProduct({
        _id: `p-${index + 1}`,
        name: `${index % 2 ? 'Silk' : 'Cotton'} item ${String(index + 1).padStart(2, '0')}`,
        sellingPrice: 100 + index,
        createdAt: `2026-11-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
      }),
    );
    const shop = mockShopCatalog({ products });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);
    const LIST = '/api/v2/get-all-product-shop/shop-1';
    const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

    // Newest first, 20 a page.
    expect(await screen.findByRole('rowheader', { name: 'Cotton item 23' })).toBeInTheDocument();
    expect(names()).toHaveLength(20);
    expect(screen.getByText('Haat Demo Bazaar · 23 products')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /next/i }));
    await waitFor(() => expect(names()).toEqual(['Cotton item 03', 'Silk item 02', 'Cotton item 01']));
    expect(router.state.location.search).toBe('?page=2');

    const price = screen.getByRole('columnheader', { name: 'Price' });
    await user.click(within(price).getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(names()[0]).toBe('Cotton item 01'));
    expect(router.state.location.search).toBe('?sort=price');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'silk');
    await waitFor(() => expect(names()).toHaveLength(11));
    expect(names()[0]).toBe('Silk item 02');
    expect(router.state.location.search).toBe('?sort=price&q=silk');
    expect(readsOf(shop, LIST)).toEqual([
      'page=1&limit=20',
      'page=2&limit=20',
      'page=1&limit=20&sort=price',
      'page=1&limit=20&q=silk&sort=price',
    ]);
  });
});
