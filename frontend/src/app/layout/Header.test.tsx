import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { CART_KEY, WISHLIST_KEY } from '@/lib/local-list';
import { aSeller, aUser, anAdmin, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

describe('the storefront shell', () => {
  it('shows the free-shipping promise in rupees and the category menus', async () => {
    renderApp('/');

    expect(await screen.findAllByText('Free shipping on orders of ₹1,000.00 or more')).not.toHaveLength(0);
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: 'Women' })).toHaveAttribute(
      'href',
      '/products?searchKeyword=women',
    );
  });

  it('counts the cart and wishlist kept in local storage', async () => {
    window.localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { _id: 'a', name: 'Kurta', sellingPrice: 999, qty: 1 },
        { _id: 'b', name: 'Dupatta', sellingPrice: 2499, qty: 2 },
      ]),
    );
    window.localStorage.setItem(WISHLIST_KEY, JSON.stringify([{ _id: 'c', name: 'Chappals' }]));

    renderApp('/');

    expect(await screen.findAllByRole('button', { name: 'Cart, 2 items' })).not.toHaveLength(0);
    expect(screen.getAllByRole('link', { name: 'Wishlist, 1 items' })).not.toHaveLength(0);
  });

  it('opens the cart drawer with its total and the free-shipping notice', async () => {
    window.localStorage.setItem(
      CART_KEY,
      JSON.stringify([{ _id: 'a', name: 'Jute tote', sellingPrice: 449, qty: 1 }]),
    );
    renderApp('/');

    const [cartButton] = await screen.findAllByRole('button', { name: 'Cart, 1 items' });
    await userEvent.click(cartButton!);

    const drawer = await screen.findByRole('dialog', { name: 'Shopping cart' });
    expect(within(drawer).getByText('Add ₹551.00 more for free shipping.')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Currently not available')).toHaveLength(3);
    expect(within(drawer).getByRole('link', { name: 'PROCESS TO CHECKOUT' })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(within(drawer).getByRole('link', { name: 'VIEW CART' })).toHaveAttribute('href', '/cart');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Shopping cart' })).not.toBeInTheDocument();
  });

  it('searches for a quick-search tag from the search panel', async () => {
    const { router } = renderApp('/');

    await userEvent.click((await screen.findAllByRole('button', { name: /search/i }))[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 't-shirt' }));

    await waitFor(() => expect(router.location.pathname).toBe('/products'));
    expect(router.location.search).toBe('?searchKeyword=t-shirt');
  });

  it('keeps the newsletter honest until it opens', async () => {
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'SUBSCRIBE' })).toBeInTheDocument();
    expect(screen.getByText(/Copyright © 2023/)).toBeInTheDocument();
  });

  it('sends the account icon to /login for a visitor', async () => {
    renderApp('/');
    const account = await screen.findByRole('link', { name: 'Account' });
    expect(account).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sell on Haat' })).toHaveAttribute('href', '/shop-create');
  });

  it("sends the account icon to /account once signed in, with the shopper's initials", async () => {
    mockSession({ user: aUser() });
    renderApp('/');

    const account = screen.getByRole('link', { name: 'Account' });
    await waitFor(() => expect(account).toHaveAttribute('href', '/account'));
    expect(within(account).getByText('PS')).toBeInTheDocument();
  });

  it("shows the shopper's avatar when they have one", async () => {
    mockSession({ user: aUser({ avatar: '/media/avatars/priya.jpg' }) });
    const { container } = renderApp('/');

    await waitFor(() =>
      expect(container.querySelector('header img[src="/media/avatars/priya.jpg"]')).not.toBeNull(),
    );
  });

  it('points My account in the phone menu at /account once signed in', async () => {
    mockSession({ user: aUser() });
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account'),
    );
  });

  it('shows the Admin the way into the console in the phone menu', async () => {
    mockSession({ user: anAdmin() });
    renderApp('/');

    // The desktop header keeps to the storefront's icons; the Admin finds the console through the
    // account page, and on a phone in the menu.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account'),
    );
    expect(screen.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Admin console' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
  });

  it('shows a shopper no Admin console', async () => {
    mockSession({ user: aUser() });
    renderApp('/');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account'),
    );
    expect(screen.queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('offers a signed-in seller their shop instead of Sell on Haat', async () => {
    mockSession({ seller: aSeller() });
    renderApp('/');

    expect(await screen.findByRole('link', { name: 'Your shop' })).toHaveAttribute('href', '/shop-dashboard');
    expect(screen.queryByRole('link', { name: 'Sell on Haat' })).not.toBeInTheDocument();
  });
});
