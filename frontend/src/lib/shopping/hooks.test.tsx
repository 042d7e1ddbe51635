import { act, render, renderHook, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it } from 'vitest';

import { CART_KEY, WISHLIST_KEY } from '@/lib/local-list';

import {
  useCart,
  useCartActions,
  useCartLineActions,
  useWishlist,
  useWishlistActions,
  useWishlistCount,
} from './hooks';
import { aShoppable } from './test-product';

const stored = (key: string): unknown => JSON.parse(window.localStorage.getItem(key) ?? 'null');

function renderCart() {
  render(<ToastContainer />);
  return renderHook(() => ({ cart: useCart(), actions: { ...useCartActions(), ...useCartLineActions() } }));
}

describe('the cart hooks', () => {
  it('add a product, store it under cartItems and show the success toast', async () => {
    const { result } = renderCart();

    act(() => void result.current.actions.add(aShoppable({ sellingPrice: 449 })));

    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(result.current.cart).toMatchObject({ count: 1, subtotal: 449 });
    expect(stored(CART_KEY)).toEqual([expect.objectContaining({ _id: 'p1', qty: 1 })]);
  });

  it('refuse a second add with the error toast and leave the cart as it was', async () => {
    const { result } = renderCart();
    act(() => void result.current.actions.add(aShoppable()));

    let outcome: ReturnType<typeof result.current.actions.add> | undefined;
    act(() => void (outcome = result.current.actions.add(aShoppable())));

    expect(outcome?.ok).toBe(false);
    expect(await screen.findByText('Item already in cart!')).toBeInTheDocument();
    expect(result.current.cart.count).toBe(1);
  });

  it('refuse an event with a stock of 1', async () => {
    const { result } = renderCart();
    act(() => void result.current.actions.add(aShoppable({ isEvent: true, stock: 1 })));

    expect(await screen.findByText('Product stock limited!')).toBeInTheDocument();
    expect(window.localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('change quantities within the stock, and say when the stock runs out', async () => {
    const { result } = renderCart();
    act(() => void result.current.actions.add(aShoppable({ stock: 2, sellingPrice: 100 })));

    act(() => void result.current.actions.increment('p1||0'));
    expect(result.current.cart).toMatchObject({
      subtotal: 200,
      items: [expect.objectContaining({ qty: 2 })],
    });

    act(() => void result.current.actions.increment('p1||0'));
    expect(await screen.findByText('Product stock limited')).toBeInTheDocument();

    act(() => void result.current.actions.decrement('p1||0'));
    act(() => void result.current.actions.decrement('p1||0'));
    expect(result.current.cart.items[0]?.qty).toBe(1);

    act(() => void result.current.actions.remove('p1||0'));
    expect(result.current.cart.count).toBe(0);
    expect(stored(CART_KEY)).toEqual([]);
  });

  it('apply two actions in one event to the latest list', () => {
    const { result } = renderCart();
    act(() => {
      result.current.actions.add(aShoppable({ _id: 'a' }));
      result.current.actions.add(aShoppable({ _id: 'b' }));
    });
    expect(result.current.cart.items.map((item) => item._id)).toEqual(['a', 'b']);
  });

  it('follow changes made in another tab', () => {
    const { result } = renderCart();
    act(() => {
      window.localStorage.setItem(
        CART_KEY,
        JSON.stringify([{ _id: 'x', name: 'Tote', sellingPrice: 5, qty: 2 }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(result.current.cart).toMatchObject({ count: 1, subtotal: 10 });
  });
});

describe('the wishlist hooks', () => {
  it('toggle a product in and out with short toasts, and count it', async () => {
    render(<ToastContainer />);
    const { result } = renderHook(() => ({
      wishlist: useWishlist(),
      count: useWishlistCount(),
      actions: useWishlistActions(),
    }));

    act(() => void result.current.actions.toggle(aShoppable()));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(result.current.wishlist.has('p1')).toBe(true);
    expect(result.current.count).toBe(1);
    expect(stored(WISHLIST_KEY)).toEqual([expect.objectContaining({ _id: 'p1' })]);

    act(() => void result.current.actions.toggle(aShoppable()));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(result.current.wishlist.has('p1')).toBe(false);
    expect(result.current.count).toBe(0);
  });

  it('add and remove by id', () => {
    const { result } = renderHook(() => ({ wishlist: useWishlist(), actions: useWishlistActions() }));
    act(() => void result.current.actions.add(aShoppable({ _id: 'a' })));
    act(() => void result.current.actions.add(aShoppable({ _id: 'a' })));
    expect(result.current.wishlist.count).toBe(1);
    act(() => void result.current.actions.remove('a'));
    expect(result.current.wishlist.count).toBe(0);
  });

  it('move a product to the cart, unsaving it only when the cart takes it', async () => {
    render(<ToastContainer />);
    const { result } = renderHook(() => ({
      cart: useCart(),
      wishlist: useWishlist(),
      actions: useWishlistActions(),
    }));
    act(() => void result.current.actions.add(aShoppable({ _id: 'a' })));
    act(() => void result.current.actions.add(aShoppable({ _id: 'sold', stock: 0 })));

    act(() => void result.current.actions.moveToCart(aShoppable({ _id: 'a' })));
    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(result.current.cart.items.map((item) => item._id)).toEqual(['a']);
    expect(result.current.wishlist.items.map((item) => item._id)).toEqual(['sold']);

    act(() => void result.current.actions.moveToCart(aShoppable({ _id: 'sold', stock: 0 })));
    expect(await screen.findByText('Product stock limited!')).toBeInTheDocument();
    expect(result.current.wishlist.items.map((item) => item._id)).toEqual(['sold']);
  });
});
