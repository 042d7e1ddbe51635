import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { orderSuccessState } from '@/lib/payment';
import { aUser } from '@/test/auth';
import { anOrder } from '@/test/orders';
import { renderShopperPage } from '@/test/shopper';

describe('/order/success', () => {
  it('opened directly, says there is nothing new and points to the account’s orders', async () => {
    renderShopperPage('/order/success', { user: aUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No new order to show' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/account?tab=orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  });

  it('lists each order placed, one per shop, with its items, total, status and links', async () => {
    const kurta = anOrder();
    const saree = anOrder({
      _id: 'ord9b1d22f0aa3',
      shopId: 'shop-2',
      shop: { ...kurta.shop, _id: 'shop-2', shopName: 'Varanasi Weaves' },
      cart: [
        {
          ...kurta.cart[0]!,
          _id: 'saree',
          productId: 'saree',
          name: 'Banarasi silk saree',
          qty: 1,
          lineTotal: 2450,
        },
      ],
      totalPrice: 2450,
    });
    const { router } = renderShopperPage('/checkout', { user: aUser() });
    await router.navigate('/order/success', { state: orderSuccessState([kurta, saree], 4448) });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your cart has become 2 orders, one for each shop/)).toHaveTextContent(
      'Pay ₹4,448.00 when your order arrives.',
    );
    const orders = within(screen.getByRole('list', { name: 'Your new orders' })).getAllByRole('article');
    expect(orders).toHaveLength(2);
    const first = within(orders[0]!);
    expect(first.getByRole('heading', { name: 'Jaipur Looms' })).toBeInTheDocument();
    expect(first.getByText('Order #ord7f3a9 · 2 items')).toBeInTheDocument();
    expect(first.getByText('Processing')).toBeInTheDocument();
    expect(first.getByText('Block-printed cotton kurta')).toHaveTextContent('Block-printed cotton kurta × 2');
    expect(first.getByText('Total').nextElementSibling).toHaveTextContent('₹1,998.00');
    expect(first.getByRole('link', { name: 'View order #ord7f3a9' })).toHaveAttribute(
      'href',
      '/user/order/ord7f3a9c2e41b8',
    );
    expect(first.getByRole('link', { name: 'Track order #ord7f3a9' })).toHaveAttribute(
      'href',
      '/user/track-order/ord7f3a9c2e41b8',
    );
    expect(within(orders[1]!).getByRole('heading', { name: 'Varanasi Weaves' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All your orders' })).toHaveAttribute(
      'href',
      '/account?tab=orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  });
});
