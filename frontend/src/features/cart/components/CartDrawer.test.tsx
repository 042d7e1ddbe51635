import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { CART_KEY } from '@/lib/local-list';
import { type CartItem, toCartItem } from '@/lib/shopping';
import { renderRoutes } from '@/test/harness';

import { CartDrawer } from './CartDrawer';

function aLine(overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...toCartItem({
      _id: 'kurta',
      name: 'Block-printed cotton kurta',
      sellingPrice: 300,
      originalPrice: 499,
      images: ['/media/kurta/display.jpg'],
      thumbnails: ['/media/kurta/thumb.jpg'],
      shopId: 'shop-1',
      shop: { _id: 'shop-1', shopName: 'Jaipur Looms' },
      stock: 2,
      isEvent: false,
      end_date: null,
      color: { name: 'Indigo', hex: '#3f51b5' },
      sizes: ['M'],
    }),
    size: 'M',
    ...overrides,
  };
}

function renderDrawer(lines: CartItem[]) {
  window.localStorage.setItem(CART_KEY, JSON.stringify(lines));
  const onClose = vi.fn();
  const { router } = renderRoutes([{ path: '*', element: <CartDrawer open onClose={onClose} /> }], {
    path: '/',
  });
  return { onClose, router, drawer: screen.getByRole('dialog', { name: 'Shopping cart' }) };
}

const storedQty = () => (JSON.parse(window.localStorage.getItem(CART_KEY)!) as CartItem[]).map((i) => i.qty);

describe('the cart drawer', () => {
  it('shows each line with its picture, choices, unit price and line total, and the subtotal', () => {
    const { drawer } = renderDrawer([
      aLine({ qty: 2 }),
      aLine({
        _id: 'deal',
        name: 'Diwali deal',
        sellingPrice: 0.1,
        qty: 3,
        isEvent: true,
        color: null,
        size: null,
      }),
    ]);

    const lines = within(drawer)
      .getAllByRole('listitem')
      .filter((li) => li.closest('ul[aria-label]'));
    expect(lines).toHaveLength(2);
    const kurta = lines[0]!;
    expect(within(kurta).getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/kurta',
    );
    expect(kurta.querySelector('img')).toHaveAttribute('src', '/media/kurta/thumb.jpg');
    expect(within(kurta).getByText('Colour: Indigo · Size: M')).toBeInTheDocument();
    expect(within(kurta).getByText('₹300.00 each')).toBeInTheDocument();
    expect(within(kurta).getByText('₹600.00')).toBeInTheDocument();

    expect(within(lines[1]!).getByRole('link', { name: 'Diwali deal' })).toHaveAttribute(
      'href',
      '/product/deal?isEvent=true',
    );
    expect(within(lines[1]!).getByText('₹0.30')).toBeInTheDocument();

    expect(within(drawer).getByText('₹600.30')).toBeInTheDocument();
    expect(within(drawer).getByText('Add ₹399.70 more for free shipping.')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Currently not available')).toHaveLength(3);
  });

  it('says the order ships free from ₹1,000', () => {
    const { drawer } = renderDrawer([aLine({ sellingPrice: 500, qty: 2 })]);
    expect(within(drawer).getByText('Your order ships free.')).toBeInTheDocument();
  });

  it('steps the quantity within 1 and the stock, with the original’s toast at the limit', async () => {
    const user = userEvent.setup();
    const { drawer } = renderDrawer([aLine({ qty: 1, stock: 2 })]);
    const fewer = within(drawer).getByRole('button', { name: 'One fewer Block-printed cotton kurta' });
    const more = within(drawer).getByRole('button', { name: 'One more Block-printed cotton kurta' });

    expect(fewer).toBeDisabled();
    await user.click(more);
    expect(storedQty()).toEqual([2]);
    expect(within(drawer).getByText('Add ₹400.00 more for free shipping.')).toBeInTheDocument();

    await user.click(more);
    expect(await screen.findByText('Product stock limited')).toBeInTheDocument();
    expect(storedQty()).toEqual([2]);

    await user.click(fewer);
    expect(storedQty()).toEqual([1]);
    expect(fewer).toBeDisabled();
  });

  it('removes a line and shows the empty cart', async () => {
    const user = userEvent.setup();
    const { drawer } = renderDrawer([aLine()]);

    await user.click(
      within(drawer).getByRole('button', { name: 'Remove Block-printed cotton kurta from cart' }),
    );

    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(within(drawer).queryByRole('link', { name: 'PROCESS TO CHECKOUT' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CART_KEY)!)).toEqual([]);
  });

  it('goes to checkout, or to the unrouted /cart, closing itself', async () => {
    const user = userEvent.setup();
    const { drawer, onClose, router } = renderDrawer([aLine()]);

    expect(within(drawer).getByRole('link', { name: 'VIEW CART' })).toHaveAttribute('href', '/cart');
    await user.click(within(drawer).getByRole('link', { name: 'PROCESS TO CHECKOUT' }));

    expect(router.state.location.pathname).toBe('/checkout');
    expect(onClose).toHaveBeenCalled();
  });

  it('closes when the shopper follows a product link', async () => {
    const user = userEvent.setup();
    const { drawer, onClose, router } = renderDrawer([aLine()]);

    await user.click(within(drawer).getByRole('link', { name: 'Block-printed cotton kurta' }));

    expect(router.state.location.pathname).toBe('/product/kurta');
    expect(onClose).toHaveBeenCalled();
  });

  it('speaks the page’s language: Hindi', async () => {
    await act(() => changeLanguage('hi'));
    window.localStorage.setItem(CART_KEY, JSON.stringify([aLine({ qty: 2 })]));
    renderRoutes([{ path: '*', element: <CartDrawer open onClose={vi.fn()} /> }], { path: '/' });

    const drawer = screen.getByRole('dialog', { name: 'शॉपिंग कार्ट' });
    expect(within(drawer).getByText('1 आइटम')).toBeInTheDocument();
    expect(within(drawer).getByText('रंग: Indigo · साइज़: M')).toBeInTheDocument();
    expect(within(drawer).getByText('₹300.00 प्रति पीस')).toBeInTheDocument();
    expect(within(drawer).getByText('फ़्री डिलीवरी के लिए ₹400.00 का सामान और जोड़ें।')).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Block-printed cotton kurta को कार्ट से हटाएँ' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'चेकआउट करें' })).toHaveAttribute('href', '/checkout');
  });

  it('keeps the focus inside while open and gives it back to the cart button on close', async () => {
    window.localStorage.setItem(CART_KEY, JSON.stringify([aLine()]));
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Cart
          </button>
          <a href="/behind">Behind</a>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </>
      );
    }
    renderRoutes([{ path: '*', element: <Page /> }], { path: '/' });
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Cart' });

    await user.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Shopping cart' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    // Round the drawer twice, each way: Tab never reaches the page behind.
    for (const shift of [false, true]) {
      for (let i = 0; i < 16; i += 1) {
        await user.tab({ shift });
        expect(drawer).toContainElement(document.activeElement as HTMLElement);
      }
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close shopping cart' }));
    expect(opener).toHaveFocus();
  });
});
