import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderShopperPage } from '@/test/shopper';

import { aCartItem, aQuote, aQuoteLine, mockQuote, putInCart, storedCart } from '../fixtures';

describe('/cart', () => {
  it('shows the cart as the server prices it, by shop, with quantities to choose and the way to checkout', async () => {
    putInCart([
      aCartItem({ _id: 'kurta', name: 'Kurta', size: 'M', qty: 1 }),
      aCartItem({ _id: 'kurta', name: 'Kurta', size: 'L', qty: 1 }),
      aCartItem({ _id: 'lamp', name: 'Brass lamp', size: null, qty: 1 }),
    ]);
    const quotes = mockQuote(({ cart }) => {
      const lines = cart.map((line) =>
        line.productId === 'lamp'
          ? aQuoteLine({
              productId: 'lamp',
              name: 'Brass lamp',
              size: null,
              sizes: [],
              shopId: 'shop-2',
              shopName: 'Moradabad Brass',
              qty: line.qty,
            })
          : aQuoteLine({
              productId: 'kurta',
              name: 'Kurta',
              size: line.size,
              qty: line.qty,
              lineTotal: 999 * line.qty,
            }),
      );
      return aQuote({
        lines,
        shops: [
          {
            shopId: 'shop-1',
            shopName: 'Jaipur Looms',
            subTotalPrice: 1998,
            shippingPrice: 0,
            discountPrice: 0,
            totalPrice: 1998,
          },
          {
            shopId: 'shop-2',
            shopName: 'Moradabad Brass',
            subTotalPrice: 999,
            shippingPrice: 49.95,
            discountPrice: 0,
            totalPrice: 1048.95,
          },
        ],
      });
    });
    renderShopperPage('/cart', { user: null });

    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Your cart · Haat'));
    const looms = await screen.findByRole('region', { name: 'Jaipur Looms' });
    expect(within(looms).getByText('Ships free')).toBeInTheDocument();
    expect(
      within(within(looms).getByRole('list', { name: 'Items from Jaipur Looms' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    const brass = screen.getByRole('region', { name: 'Moradabad Brass' });
    expect(within(brass).getByText('Shipping ₹49.95')).toBeInTheDocument();

    // Two sizes, two lines: choosing 3 of size L changes that line only.
    const sizes = within(looms).getAllByLabelText('Quantity of Kurta');
    await userEvent.selectOptions(sizes[1]!, '3');
    expect(storedCart().map((item) => [item.size, item.qty])).toEqual([
      ['M', 1],
      ['L', 3],
      [null, 1],
    ]);
    await waitFor(() => expect(quotes.at(-1)?.cart.map((line) => line.qty)).toEqual([1, 3, 1]));

    await userEvent.click(within(brass).getByRole('button', { name: 'Remove Brass lamp' }));
    expect(storedCart().map((item) => item._id)).toEqual(['kurta', 'kurta']);
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('quotes for the PIN code the shopper gives, with each shop day and the lines a shop cannot deliver', async () => {
    putInCart([
      aCartItem({ _id: 'kurta', name: 'Kurta', size: 'M', qty: 1 }),
      aCartItem({ _id: 'lamp', name: 'Brass lamp', size: null, qty: 1 }),
    ]);
    const quotes = mockQuote(({ cart, pincode }) => {
      const lines = cart.map((line) =>
        line.productId === 'lamp'
          ? aQuoteLine({
              productId: 'lamp',
              name: 'Brass lamp',
              size: null,
              sizes: [],
              shopId: 'shop-2',
              shopName: 'Moradabad Brass',
              problem: pincode === '686001' ? 'not_deliverable' : null,
              estimatedDate: pincode === null || pincode === '686001' ? null : '2026-12-08',
            })
          : aQuoteLine({
              productId: 'kurta',
              name: 'Kurta',
              size: 'M',
              estimatedDate: pincode && '2026-12-03',
            }),
      );
      return aQuote({ lines, canCheckout: lines.every((line) => line.problem === null) });
    });
    renderShopperPage('/cart', { user: null });

    const looms = await screen.findByRole('region', { name: 'Jaipur Looms' });
    expect(quotes.at(-1)?.pincode).toBeNull();
    expect(within(looms).queryByText(/Delivery by/)).not.toBeInTheDocument();

    const box = screen.getByLabelText('Check delivery to your PIN code');
    await userEvent.type(box, '01234');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(quotes.at(-1)?.pincode).toBeNull();

    await userEvent.clear(box);
    await userEvent.type(box, '686 001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(quotes.at(-1)?.pincode).toBe('686001'));
    expect(window.localStorage.getItem('deliveryPincode')).toBe('686001');
    expect(screen.getByText('Delivering to 686001')).toBeInTheDocument();
    expect(await within(looms).findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
    const brass = screen.getByRole('region', { name: 'Moradabad Brass' });
    expect(within(brass).getByText('The shop does not deliver to this PIN code')).toBeInTheDocument();
    expect(within(brass).queryByText(/Delivery by/)).not.toBeInTheDocument();
    expect(within(brass).getByRole('button', { name: 'Remove Brass lamp' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const again = screen.getByLabelText('Check delivery to your PIN code');
    await userEvent.clear(again);
    await userEvent.type(again, '560001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await within(brass).findByText('Delivery by Tue, 8 Dec')).toBeInTheDocument();
  });

  it('says the cart is empty, with the way to shop', async () => {
    renderShopperPage('/cart', { user: null });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });
});
