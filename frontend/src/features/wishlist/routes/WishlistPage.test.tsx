import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { CART_KEY, WISHLIST_KEY } from '@/lib/local-list';
import { type ShoppableProduct, toCartItem, toWishlistItem } from '@/lib/shopping';
import { renderRoutes } from '@/test/harness';

import { WishlistPage } from './WishlistPage';

function aSaved(overrides: Partial<ShoppableProduct> = {}): ShoppableProduct {
  return {
    _id: 'kurta',
    name: 'Block-printed cotton kurta',
    sellingPrice: 999,
    originalPrice: 1499,
    images: ['/media/kurta/display.jpg'],
    thumbnails: ['/media/kurta/thumb.jpg'],
    shopId: 'shop-1',
    shop: { _id: 'shop-1', shopName: 'Jaipur Looms' },
    stock: 4,
    isEvent: false,
    end_date: null,
    color: { name: 'Indigo', hex: '#3f51b5' },
    sizes: [],
    ...overrides,
  };
}

function renderPage(saved: unknown[]) {
  window.localStorage.setItem(WISHLIST_KEY, JSON.stringify(saved));
  return renderRoutes([{ path: '*', element: <WishlistPage /> }], { path: '/pages/wishlist' }).router;
}

const storedIds = (key: string) =>
  (JSON.parse(window.localStorage.getItem(key) ?? '[]') as { _id: string }[]).map((item) => item._id);

describe('the wishlist page', () => {
  it('invites the shopper to browse when nothing is saved', () => {
    renderPage([]);

    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('lists the saved products with their picture, price and a link to each', () => {
    renderPage([
      toWishlistItem(aSaved()),
      toWishlistItem(aSaved({ _id: 'deal', name: 'Diwali deal', isEvent: true })),
    ]);

    expect(screen.getByRole('heading', { name: 'Your wishlist' })).toBeInTheDocument();
    expect(screen.getByText('2 saved products')).toBeInTheDocument();
    const [kurta, deal] = screen.getAllByRole('listitem');
    expect(within(kurta!).getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/kurta',
    );
    expect(within(kurta!).getByText('₹999.00')).toBeInTheDocument();
    expect(within(kurta!).getByText('₹1,499.00')).toBeInTheDocument();
    expect(within(kurta!).getByText('Indigo')).toBeInTheDocument();
    expect(kurta!.querySelector('img')).toHaveAttribute('src', '/media/kurta/thumb.jpg');
    expect(within(deal!).getByRole('link', { name: 'Diwali deal' })).toHaveAttribute(
      'href',
      '/product/deal?isEvent=true',
    );
  });

  it('removes a product with a toast', async () => {
    renderPage([toWishlistItem(aSaved())]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Block-printed cotton kurta from wishlist' }),
    );

    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(storedIds(WISHLIST_KEY)).toEqual([]);
  });

  it('moves a product to the cart by the cart rules', async () => {
    renderPage([toWishlistItem(aSaved())]);

    await userEvent.click(screen.getByRole('button', { name: 'Move to cart: Block-printed cotton kurta' }));

    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(storedIds(CART_KEY)).toEqual(['kurta']);
    expect(storedIds(WISHLIST_KEY)).toEqual([]);
  });

  it('keeps a product saved when the cart refuses it', async () => {
    window.localStorage.setItem(CART_KEY, JSON.stringify([toCartItem(aSaved())]));
    renderPage([
      toWishlistItem(aSaved()),
      toWishlistItem(aSaved({ _id: 'sold', name: 'Sold out', stock: 0 })),
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Move to cart: Block-printed cotton kurta' }));
    expect(await screen.findByText('Item already in cart!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Move to cart: Sold out' }));
    expect(await screen.findByText('Product stock limited!')).toBeInTheDocument();

    expect(storedIds(WISHLIST_KEY)).toEqual(['kurta', 'sold']);
    expect(storedIds(CART_KEY)).toEqual(['kurta']);
  });

  it('sends products that need a size, or a current price, to their page', () => {
    renderPage([toWishlistItem(aSaved({ sizes: ['S', 'M'] })), { _id: 'old', name: 'Saved long ago' }]);

    expect(screen.getByRole('link', { name: 'Choose a size: Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/kurta',
    );
    expect(screen.getByRole('link', { name: 'View product: Saved long ago' })).toHaveAttribute(
      'href',
      '/product/old',
    );
    expect(screen.queryByRole('button', { name: /Move to cart/ })).not.toBeInTheDocument();
  });

  it('speaks the page’s language: Hindi when empty, French with saved products', async () => {
    await act(() => changeLanguage('hi'));
    renderPage([]);
    expect(screen.getByRole('heading', { name: 'आपकी विशलिस्ट खाली है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रोडक्ट देखें' })).toHaveAttribute('href', '/products');
  });

  it('counts and labels saved products in French', async () => {
    await act(() => changeLanguage('fr'));
    renderPage([toWishlistItem(aSaved()), toWishlistItem(aSaved({ _id: 'deal', name: 'Diwali deal' }))]);

    expect(screen.getByRole('heading', { name: 'Votre liste de souhaits' })).toBeInTheDocument();
    expect(screen.getByText('2 produits enregistrés')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Déplacer dans le panier: Block-printed cotton kurta' }),
    ).toBeInTheDocument();
  });
});
