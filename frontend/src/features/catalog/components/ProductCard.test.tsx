import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { ErrorCode, type Product } from '@/api';
import { CART_KEY, WISHLIST_KEY } from '@/lib/local-list';
import { aSeller, aUser, anAdmin, mockSession } from '@/test/auth';
import { aProduct, anEvent } from '@/test/catalog';
import { renderRoutes } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { catalogKeys } from '../api/keys';
import { ProductCard, TOP_SELLER_MIN_SOLD } from './ProductCard';

function renderCard(product: Product) {
  const { router, queryClient } = renderRoutes([{ path: '*', element: <ProductCard product={product} /> }], {
    path: '/products',
  });
  return { router, queryClient };
}

const storedIds = (key: string) =>
  (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { _id: string }[]).map((item) => item._id);

describe('the product card', () => {
  it('links its name and picture to the product, and its shop to the shop page', () => {
    const { router } = renderCard(aProduct());

    expect(screen.getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
    expect(screen.getByRole('link', { name: 'Jaipur Looms' })).toHaveAttribute(
      'href',
      '/shop/preview/shop-1',
    );
    const pictureLink = document.querySelector('a[aria-hidden="true"]');
    expect(pictureLink).toHaveAttribute('href', '/product/prod-1');
    expect(router.state.location.pathname).toBe('/products');
  });

  it('opens an event with ?isEvent=true', () => {
    renderCard(anEvent());
    expect(screen.getByRole('link', { name: 'Diwali deal: Banarasi silk saree' })).toHaveAttribute(
      'href',
      '/product/event-1?isEvent=true',
    );
  });

  it('shows up to two square, lazily loaded pictures of fixed size', () => {
    renderCard(
      aProduct({ images: ['/a.jpg', '/b.jpg', '/c.jpg'], thumbnails: ['/a-t.jpg', '/b-t.jpg', '/c-t.jpg'] }),
    );

    const pictures = [...document.querySelectorAll('img')];
    expect(pictures.map((img) => img.getAttribute('src'))).toEqual(['/a-t.jpg', '/b-t.jpg']);
    for (const img of pictures) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '400');
      expect(img.getAttribute('srcset')).toMatch(/400w, \/[ab]\.jpg 800w$/);
    }
  });

  it("cuts the shop name at 25 characters and the name at 75 with '...'", () => {
    renderCard(
      aProduct({
        name: 'x'.repeat(75),
        shop: {
          _id: 'shop-1',
          shopName: 'Kala Handlooms and Weaves of Kanchipuram',
          avatar: null,
          ratings: 4,
        },
      }),
    );
    expect(screen.getByRole('link', { name: 'Kala Handlooms and Weaves' })).toBeInTheDocument();
    const name = screen.getByRole('link', { name: `${'x'.repeat(75)}...` });
    expect(name).toHaveAttribute('title', 'x'.repeat(75));
  });

  it('keeps a 74-character name whole', () => {
    renderCard(aProduct({ name: 'y'.repeat(74) }));
    expect(screen.getByRole('link', { name: 'y'.repeat(74) })).toBeInTheDocument();
  });

  it('wears no Top Seller badge at 19 sold', () => {
    renderCard(aProduct({ sold_out: 19 }));
    expect(screen.queryByText('Top Seller')).not.toBeInTheDocument();
  });

  it('wears the Top Seller badge from 20 sold (docs/product.md §8)', () => {
    expect(TOP_SELLER_MIN_SOLD).toBe(20);
    renderCard(aProduct({ sold_out: 20 }));
    expect(screen.getByText('Top Seller')).toBeInTheDocument();
  });

  it('shows the stars, the selling price and the struck-through original price', () => {
    renderCard(aProduct({ ratings: 4.5, sellingPrice: 99999, originalPrice: 149999 }));

    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('₹99,999.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,49,999.00').closest('s')).not.toBeNull();
  });
});

describe('the shopper icons', () => {
  it('add to cart by the rules, with the original’s toasts', async () => {
    const user = userEvent.setup();
    renderCard(aProduct());

    await user.click(screen.getByRole('button', { name: 'Add Block-printed cotton kurta to cart' }));
    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(storedIds(CART_KEY)).toEqual(['prod-1']);

    await user.click(screen.getByRole('button', { name: 'Add Block-printed cotton kurta to cart' }));
    expect(await screen.findByText('Item already in cart!')).toBeInTheDocument();
  });

  it('refuse an event with a stock of 1', async () => {
    const user = userEvent.setup();
    renderCard(anEvent({ stock: 1 }));

    await user.click(screen.getByRole('button', { name: /to cart$/ }));
    expect(await screen.findByText('Product stock limited!')).toBeInTheDocument();
    expect(storedIds(CART_KEY)).toEqual([]);
  });

  it('ask for a size before adding a product that has sizes', async () => {
    const user = userEvent.setup();
    renderCard(aProduct({ sizes: ['S', 'M'] }));

    await user.click(screen.getByRole('button', { name: 'Add Block-printed cotton kurta to cart' }));
    const quickView = await screen.findByRole('dialog', { name: 'Quick view' });
    expect(within(quickView).getByText('Choose a size to add this to your cart.')).toBeInTheDocument();

    await user.click(within(quickView).getByRole('button', { name: 'Add to cart' }));
    expect(within(quickView).getByRole('alert')).toHaveTextContent('Please choose a size.');
    expect(storedIds(CART_KEY)).toEqual([]);

    await user.click(within(quickView).getByRole('radio', { name: 'M' }));
    await user.click(within(quickView).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_KEY)!)).toEqual([
      expect.objectContaining({ _id: 'prod-1', size: 'M', color: 'Indigo', qty: 1 }),
    ]);
    expect(screen.queryByRole('dialog', { name: 'Quick view' })).not.toBeInTheDocument();
  });

  it('toggle the wishlist, with a filled heart while saved', async () => {
    const user = userEvent.setup();
    renderCard(aProduct());

    await user.click(screen.getByRole('button', { name: 'Add Block-printed cotton kurta to wishlist' }));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(storedIds(WISHLIST_KEY)).toEqual(['prod-1']);
    const saved = screen.getByRole('button', { name: 'Remove Block-printed cotton kurta from wishlist' });
    expect(saved.querySelector('svg')).toHaveAttribute('fill', 'currentColor');

    await user.click(saved);
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(storedIds(WISHLIST_KEY)).toEqual([]);
  });

  it('open a quick view with the picture, price, description and a link to the page', async () => {
    const user = userEvent.setup();
    const { router } = renderCard(aProduct({ description: `${'Soft cotton. '.repeat(30)}` }));

    await user.click(screen.getByRole('button', { name: 'Quick view of Block-printed cotton kurta' }));
    const quickView = screen.getByRole('dialog', { name: 'Quick view' });
    expect(
      within(quickView).getByRole('heading', { name: 'Block-printed cotton kurta' }),
    ).toBeInTheDocument();
    expect(quickView.querySelector('img')).toHaveAttribute('src', '/media/products/prod-1/0/display.jpg');
    expect(within(quickView).getByText('₹999.00')).toBeInTheDocument();
    expect(within(quickView).getByText(/^Soft cotton\..*\.\.\.$/)).toBeInTheDocument();

    await user.click(within(quickView).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quick view of Block-printed cotton kurta' }));
    await user.click(screen.getByRole('link', { name: 'View full details' }));
    expect(router.state.location.pathname).toBe('/product/prod-1');
  });

  it('are offered to shoppers and to other shops, who get no delete icon', async () => {
    mockSession({ user: aUser(), seller: aSeller({ _id: 'another-shop' }) });
    renderCard(aProduct());

    expect(await screen.findByRole('button', { name: /to wishlist$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });
});

describe('deleting from the card', () => {
  function deleteHandlers() {
    const calls: string[] = [];
    const answer = (message: string) => () => HttpResponse.json({ success: true, message });
    server.use(
      http.delete('/api/v2/delete-shop-product/:id', ({ params }) => {
        calls.push(`shop-product ${String(params.id)}`);
        return answer('Product deleted successfully!')();
      }),
      http.delete('/api/v2/delete-shop-event/:id', ({ params }) => {
        calls.push(`shop-event ${String(params.id)}`);
        return answer('Event deleted successfully!')();
      }),
      http.delete('/api/v2/delete-product-admin/:id', ({ params }) => {
        calls.push(`admin ${String(params.id)}`);
        return answer('Product deleted successfully!')();
      }),
    );
    return calls;
  }

  it('asks first, and deletes nothing on Cancel', async () => {
    const user = userEvent.setup();
    const calls = deleteHandlers();
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    renderCard(aProduct());

    await user.click(await screen.findByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    expect(within(confirm).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(screen.queryByRole('button', { name: /to cart$/ })).not.toBeInTheDocument();
  });

  it("deletes the owner's product through the shop endpoint, toasts the server's message and refreshes the catalogue", async () => {
    const user = userEvent.setup();
    const calls = deleteHandlers();
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    const { queryClient } = renderCard(aProduct());
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    await user.click(await screen.findByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(calls).toEqual(['shop-product prod-1']);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: catalogKeys.all });
  });

  it("deletes the owner's event through the shop's event endpoint", async () => {
    const user = userEvent.setup();
    const calls = deleteHandlers();
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    renderCard(anEvent());

    await user.click(await screen.findByRole('button', { name: /^Delete/ }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Event deleted successfully!')).toBeInTheDocument();
    expect(calls).toEqual(['shop-event event-1']);
  });

  it("lets the Admin delete any shop's product through the admin endpoint", async () => {
    const user = userEvent.setup();
    const calls = deleteHandlers();
    mockSession({ user: anAdmin() });
    renderCard(aProduct({ shopId: 'someone-else' }));

    await user.click(await screen.findByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Product deleted successfully!')).toBeInTheDocument();
    expect(calls).toEqual(['admin prod-1']);
  });

  it("shows a failure in the browser's alert", async () => {
    const user = userEvent.setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    server.use(
      http.delete('/api/v2/delete-shop-product/:id', () =>
        apiError(404, ErrorCode.NOT_FOUND, 'That product was not found.'),
      ),
    );
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    renderCard(aProduct());

    await user.click(await screen.findByRole('button', { name: 'Delete Block-printed cotton kurta' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('That product was not found.'));
  });
});
