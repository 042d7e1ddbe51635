import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aFile, aProduct, mockShopCatalog, renderSellerPage, stubObjectUrls } from './fixtures';

const PATH = '/shop-dashboard/products/product-1/edit';

// A long form typed key by key, and the first test also loads the page: more than the default 5 s
// on a busy machine.
describe('/shop-dashboard/products/:id/edit', { timeout: 15_000 }, () => {
  it('shows the product as it is, its pictures included', async () => {
    mockShopCatalog({ products: [aProduct({ stock: 3, originalPrice: 1499.5, sku: 'KURTA-IND-M' })] });
    renderSellerPage(PATH);

    expect(await screen.findByLabelText('Product name')).toHaveValue('Block-printed cotton kurta');
    expect(screen.getByLabelText('SKU (optional)')).toHaveValue('KURTA-IND-M');
    expect(screen.getByLabelText('Description')).toHaveValue('Hand block-printed in Jaipur.\nPure cotton.');
    expect(screen.getByLabelText('Category')).toHaveValue('Women');
    expect(screen.getByLabelText('Brand')).toHaveValue('Jaipur Looms');
    expect(screen.getByLabelText('Colour name (optional)')).toHaveValue('Indigo');
    expect(screen.getByLabelText('Colour code (optional)')).toHaveValue('#3f51b5');
    expect(screen.getByLabelText('Original price (₹)')).toHaveValue('1499.5');
    expect(screen.getByLabelText('Selling price (₹)')).toHaveValue('999');
    expect(screen.getByLabelText('Stock')).toHaveValue('3');
    expect(screen.getByLabelText('HSN code')).toHaveValue('6204');
    expect(screen.getByLabelText('GST rate')).toHaveValue('5');
    expect(screen.getByLabelText('Country of origin')).toHaveValue('IN');
    const sizes = screen.getByRole('list', { name: 'Chosen sizes' });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['S', 'M', 'L']);
    const images = screen.getByRole('list', { name: 'Chosen images' });
    expect(
      within(images)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/media/products/p1/a-thumb.jpg', '/media/products/p1/b-thumb.jpg']);
    expect(screen.getByText('33% off the original price')).toBeInTheDocument();
  });

  it('keeps the pictures left, by path and in order, and uploads the new ones', async () => {
    stubObjectUrls();
    const shop = mockShopCatalog({ products: [aProduct({ sku: 'KURTA-IND-M' })] });
    let sent: FormData | undefined;
    let url = '';
    server.use(
      http.put('/api/v2/edit-shop-product/:id', async ({ request }) => {
        url = new URL(request.url).pathname;
        sent = await request.formData();
        const product = aProduct({ name: 'Block-printed kurta', stock: 20 });
        shop.products = [product];
        return HttpResponse.json({ success: true, product });
      }),
    );
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    const name = await screen.findByLabelText('Product name');
    await user.clear(name);
    await user.type(name, 'Block-printed kurta');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '20');
    await user.click(screen.getByRole('button', { name: 'Remove size M' }));
    await user.click(screen.getByRole('button', { name: 'Remove saved image 1' }));
    await user.upload(screen.getByLabelText('Add images'), aFile('new.png', 'image/png'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-dashboard/products'));
    expect(url).toBe('/api/v2/edit-shop-product/product-1');
    expect(sent?.get('name')).toBe('Block-printed kurta');
    // Kept as it was: an edit without it would take the SKU away, and a CSV upload would then
    // add the product a second time instead of updating it.
    expect(sent?.get('sku')).toBe('KURTA-IND-M');
    expect(sent?.get('stock')).toBe('20');
    expect(sent?.get('gstRate')).toBe('5');
    expect(sent?.getAll('sizes')).toEqual(['S', 'L']);
    expect(sent?.get('colorName')).toBe('Indigo');
    expect(sent?.get('colorHex')).toBe('#3f51b5');
    expect(sent?.get('originalPrice')).toBe('1499');
    expect(sent?.get('sellingPrice')).toBe('999');
    expect(sent?.getAll('keepImages')).toEqual(['/media/products/p1/b-display.jpg']);
    expect(sent?.getAll('images').map((file) => (file as File).type)).toEqual(['image/png']);
  });

  it('sends no images when only saved ones are kept, and asks for one when none is left', async () => {
    const shop = mockShopCatalog({ products: [aProduct()] });
    let sent: FormData | undefined;
    server.use(
      http.put('/api/v2/edit-shop-product/:id', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ success: true, product: shop.products[0] });
      }),
    );
    const user = setupUser();
    renderSellerPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Remove saved image 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove saved image 1' }));
    expect(await screen.findByText('Add at least one image.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(sent).toBeUndefined();

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Edit Block-printed cotton kurta' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
    expect(sent?.getAll('keepImages')).toEqual([
      '/media/products/p1/a-display.jpg',
      '/media/products/p1/b-display.jpg',
    ]);
    expect(sent?.has('images')).toBe(false);
  });

  it('shows keepImages and field errors of the server by their fields', async () => {
    mockShopCatalog({ products: [aProduct()] });
    server.use(
      http.put('/api/v2/edit-shop-product/:id', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', {
          keepImages: 'an image to keep is not one of this product’s',
          sellingPrice: 'must not exceed originalPrice',
        }),
      ),
    );
    const user = setupUser();
    renderSellerPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Save changes' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Add images')).toHaveAccessibleDescription(
        expect.stringContaining('An image to keep is not one of this product’s'),
      ),
    );
    expect(screen.getByLabelText('Selling price (₹)')).toHaveAccessibleDescription(
      expect.stringContaining('Must not exceed originalPrice'),
    );
  });

  it('opens the product by its id, however many the shop has, without reading the shop’s list', async () => {
    const many = Array.from({ length: 150 }, (_, n) =>
      aProduct({ _id: `product-${n + 2}`, name: `Kurta ${n + 2}` }),
    );
    const shop = mockShopCatalog({ products: [...many, aProduct()] });
    renderSellerPage(PATH);

    expect(await screen.findByLabelText('Product name')).toHaveValue('Block-printed cotton kurta');
    expect(readsOf(shop, '/api/v2/get-shop-product/product-1')).toEqual(['']);
    expect(readsOf(shop, '/api/v2/get-all-product-shop/shop-1')).toEqual([]);
  });

  it('says so when the product is not the seller’s', async () => {
    mockShopCatalog({ products: [aProduct({ _id: 'another' })] });
    renderSellerPage(PATH);

    expect(
      await screen.findByRole('heading', { name: 'This product is not in your shop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your products' })).toHaveAttribute(
      'href',
      '/shop-dashboard/products',
    );
  });
});
