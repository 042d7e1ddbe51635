import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { ErrorCode, type Order } from '@/api';
import { orderKeys } from '@/lib/orders/keys';
import { RAZORPAY_SCRIPT_SRC, type RazorpayOptions } from '@/lib/payment/razorpay';
import type { Address } from '@/lib/session';
import { aUser } from '@/test/auth';
import { anOrder } from '@/test/orders';
import { apiError, server } from '@/test/server';
import { renderShopperPage } from '@/test/shopper';

import {
  aCartItem,
  aQuote,
  aQuoteLine,
  mockAddressBook,
  mockQuote,
  putInCart,
  storedCart,
} from '../fixtures';

const HOME: Address = {
  _id: 'addr-home',
  addressType: 'Home',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560001',
  address1: '12 MG Road',
  address2: 'Near the metro',
};
const OFFICE: Address = {
  ...HOME,
  _id: 'addr-office',
  addressType: 'Default',
  address1: '4 Brigade Road',
  address2: null,
  pincode: '560025',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => window.sessionStorage.clear());

/** What the checkout saved to the address book, in the test that is running. */
let saved: ReturnType<typeof mockAddressBook> = [];
beforeEach(() => {
  saved = mockAddressBook();
});

const placeButton = () => screen.getByRole('button', { name: /^Place order/ });

/** The create-order endpoint: each call's body and key are kept, and `answers` are used in turn. */
function mockCreateOrder(...answers: (() => Response | Promise<Response>)[]) {
  const calls: { body: unknown; key: string | null }[] = [];
  server.use(
    http.post('/api/v2/create-order', async ({ request }) => {
      calls.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      return answer ? answer() : HttpResponse.error();
    }),
  );
  return calls;
}

const placed =
  (orders: Order[], paymentMethod: 'cod' | 'razorpay' = 'cod') =>
  () =>
    HttpResponse.json(
      { success: true, orders, checkoutId: 'chk-1', paymentMethod, totalPrice: 1048.95 },
      { status: 201 },
    );

/** Fills the new-address form with a valid address. */
async function typeNewAddress() {
  await userEvent.type(screen.getByLabelText('Mobile number'), '98765 43210');
  await userEvent.type(screen.getByLabelText('Address line 1'), '7 Residency Road');
  await userEvent.type(screen.getByLabelText('City'), 'Bengaluru');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Karnataka');
  await userEvent.type(screen.getByLabelText('PIN code'), '560 025');
}

describe('/checkout', () => {
  it('asks a visitor to sign in, with a way back to the checkout, and quotes nothing', async () => {
    putInCart([aCartItem()]);
    const quotes = mockQuote(() => aQuote());
    renderShopperPage('/checkout', { user: null });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to check out' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcheckout');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signUp?next=%2Fcheckout',
    );
    expect(screen.getByText(/Your cart \(1 item\) stays as it is\./)).toBeInTheDocument();
    expect(quotes).toEqual([]);
  });

  it('says so when the cart is empty', async () => {
    renderShopperPage('/checkout', { user: aUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
  });

  it("shows the server's quote, never amounts worked out in the browser", async () => {
    putInCart([
      aCartItem({ qty: 2 }),
      aCartItem({
        _id: 'saree',
        name: 'Banarasi silk saree',
        sellingPrice: 2500,
        isEvent: true,
        color: null,
        size: null,
        shopId: 'shop-2',
        shop: { _id: 'shop-2', shopName: 'Varanasi Weaves' },
      }),
    ]);
    const quotes = mockQuote(() =>
      aQuote({
        lines: [
          aQuoteLine({ qty: 2, sellingPrice: 1049, lineTotal: 2098, problem: 'price_changed' }),
          aQuoteLine({
            productId: 'saree',
            isEvent: true,
            name: 'Banarasi silk saree',
            image: '/media/products/saree/thumb.jpg',
            shopId: 'shop-2',
            shopName: 'Varanasi Weaves',
            size: null,
            color: null,
            sizes: [],
            sellingPrice: 2450,
            lineTotal: 2450,
          }),
        ],
        subTotalPrice: 4548,
        shippingPrice: 0,
        discountPrice: 0,
        totalPrice: 4548,
        shops: [
          {
            shopId: 'shop-1',
            shopName: 'Jaipur Looms',
            subTotalPrice: 2098,
            shippingPrice: 0,
            discountPrice: 0,
            totalPrice: 2098,
          },
          {
            shopId: 'shop-2',
            shopName: 'Varanasi Weaves',
            subTotalPrice: 2450,
            shippingPrice: 0,
            discountPrice: 0,
            totalPrice: 2450,
          },
        ],
      }),
    );
    renderShopperPage('/checkout', { user: aUser() });

    const list = await screen.findByRole('list', { name: 'Items in your order' });
    expect(quotes[0]).toEqual({
      cart: [
        { productId: 'kurta', isEvent: false, qty: 2, size: 'M', color: 'Indigo', sellingPrice: 999 },
        { productId: 'saree', isEvent: true, qty: 1, size: null, color: null, sellingPrice: 2500 },
      ],
      couponCode: null,
      // No address yet, so no PIN code to judge delivery by.
      pincode: null,
    });
    const [kurta, saree] = within(list).getAllByRole('listitem');
    expect(within(kurta!).getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/kurta',
    );
    expect(kurta!.querySelector('img')).toHaveAttribute('src', '/media/products/kurta/thumb.jpg');
    expect(within(kurta!).getByText('Sold by Jaipur Looms')).toBeInTheDocument();
    expect(within(kurta!).getByText('Colour: Indigo · Qty: 2')).toBeInTheDocument();
    expect(within(kurta!).getByText('₹2,098.00')).toBeInTheDocument();
    expect(within(kurta!).getByText('₹1,049.00 each')).toBeInTheDocument();
    expect(within(kurta!).getByText('Price changed from ₹999.00 to ₹1,049.00')).toBeInTheDocument();
    expect(within(saree!).getByRole('link', { name: 'Banarasi silk saree' })).toHaveAttribute(
      'href',
      '/product/saree?isEvent=true',
    );

    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    const amount = (term: string) => within(summary).getByText(term).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('₹4,548.00');
    expect(amount('Shipping')).toBe('Free');
    expect(amount('Total')).toBe('₹4,548.00');
    expect(within(summary).getByText(/this becomes 2 orders/)).toBeInTheDocument();
    // What the browser would have made of its own prices appears nowhere.
    expect(screen.queryByText('₹1,998.00')).not.toBeInTheDocument();
    expect(screen.queryByText('₹4,498.00')).not.toBeInTheDocument();
    // A changed price is bought at the new price: it does not block the order.
    expect(placeButton()).toBeEnabled();
  });

  it('says what is wrong with each line and blocks the order until it is put right', async () => {
    putInCart([
      aCartItem({ _id: 'a', name: 'Kurta', qty: 3 }),
      aCartItem({ _id: 'b', name: 'Saree' }),
      aCartItem({ _id: 'c', name: 'Stole' }),
      aCartItem({ _id: 'd', name: 'Dupatta', size: null }),
    ]);
    const quotes = mockQuote(({ cart }) => {
      const lines = cart.map((line) => {
        const base = aQuoteLine({
          productId: line.productId,
          name: { a: 'Kurta', b: 'Saree', c: 'Stole', d: 'Dupatta' }[line.productId],
          qty: line.qty,
          size: line.size,
        });
        if (line.productId === 'a')
          return { ...base, stock: 2, problem: line.qty > 2 ? ('not_enough_stock' as const) : null };
        if (line.productId === 'b') return { ...base, stock: 0, problem: 'out_of_stock' as const };
        if (line.productId === 'c') return { ...base, problem: 'unavailable' as const };
        return { ...base, sizes: ['S', 'M'], problem: line.size ? null : ('size_required' as const) };
      });
      return aQuote({ lines, canCheckout: lines.every((line) => line.problem === null) });
    });
    renderShopperPage('/checkout', { user: aUser() });

    const list = await screen.findByRole('list', { name: 'Items in your order' });
    const line = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryAllByText(name).length > 0)!;
    expect(within(line('Kurta')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(line('Saree')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(line('Stole')).getByText('No longer available')).toBeInTheDocument();
    expect(within(line('Dupatta')).getByText('Choose a size', { selector: 'p' })).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    expect(placeButton()).toHaveAccessibleDescription(
      'Some items need your attention before you can place the order.',
    );

    const size = within(line('Dupatta')).getByLabelText('Size of Dupatta');
    expect(size).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size', 'S', 'M']);
    await userEvent.selectOptions(size, 'S');
    expect(storedCart().find((item) => item._id === 'd')?.size).toBe('S');
    await waitFor(() => expect(quotes.at(-1)?.cart.find((l) => l.productId === 'd')?.size).toBe('S'));
    await waitFor(() =>
      expect(within(line('Dupatta')).queryByText('Choose a size', { selector: 'p' })).not.toBeInTheDocument(),
    );

    await userEvent.click(within(line('Kurta')).getByRole('button', { name: 'Buy 2 instead' }));
    expect(storedCart().find((item) => item._id === 'a')?.qty).toBe(2);
    await userEvent.click(within(line('Saree')).getByRole('button', { name: 'Remove Saree' }));
    await userEvent.click(within(line('Stole')).getByRole('button', { name: 'Remove Stole' }));
    expect(storedCart().map((item) => item._id)).toEqual(['a', 'd']);

    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(screen.queryByText('Only 2 left')).not.toBeInTheDocument();
  });

  it('applies a coupon by asking the quote again, and removes it the same way', async () => {
    putInCart([aCartItem()]);
    const looked: string[] = [];
    server.use(
      http.get('/api/v2/get-coupon-value/:code', ({ params }) => {
        looked.push(String(params.code));
        return params.code === 'SAVE10'
          ? HttpResponse.json({
              success: true,
              couponCode: {
                name: 'SAVE10',
                value: 10,
                shopId: 'shop-1',
                minAmount: null,
                maxAmount: 200,
                selectedProduct: null,
                expiresAt: null,
              },
            })
          : apiError(404, ErrorCode.NOT_FOUND, 'There is no such coupon.');
      }),
    );
    const quotes = mockQuote(({ couponCode }) =>
      couponCode === 'SAVE10'
        ? aQuote({
            discountPrice: 99.9,
            totalPrice: 949.05,
            coupon: { code: 'SAVE10', value: 10, applied: true, message: null },
          })
        : aQuote(),
    );
    renderShopperPage('/checkout', { user: aUser() });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(await within(summary).findByText('₹1,048.95')).toBeInTheDocument();

    await userEvent.type(within(summary).getByLabelText('Coupon code'), 'nope');
    await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
    expect(await within(summary).findByLabelText('Coupon code')).toHaveAccessibleDescription(
      'Nope is not a valid coupon code, or it has expired.',
    );
    expect(quotes.map((quote) => quote.couponCode)).toEqual([null]);

    await userEvent.clear(within(summary).getByLabelText('Coupon code'));
    await userEvent.type(within(summary).getByLabelText('Coupon code'), ' save10 ');
    await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));

    expect(await within(summary).findByText('Coupon applied.')).toBeInTheDocument();
    expect(looked).toEqual(['NOPE', 'SAVE10']);
    expect(quotes.map((quote) => quote.couponCode)).toEqual([null, 'SAVE10']);
    expect(within(summary).getByText('10% off, up to ₹200.00')).toBeInTheDocument();
    expect(within(summary).getByText('Discount (SAVE10)').nextElementSibling).toHaveTextContent('−₹99.90');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('₹949.05');

    await userEvent.click(within(summary).getByRole('button', { name: 'Remove coupon SAVE10' }));
    await waitFor(() => expect(within(summary).queryByText('Discount (SAVE10)')).not.toBeInTheDocument());
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('₹1,048.95');
    expect(within(summary).getByLabelText('Coupon code')).toHaveValue('');
  });

  it("says why a coupon does not apply to this cart, in the quote's words", async () => {
    putInCart([aCartItem()]);
    server.use(
      http.get('/api/v2/get-coupon-value/:code', () =>
        HttpResponse.json({
          success: true,
          couponCode: {
            name: 'BIG500',
            value: 20,
            shopId: 'shop-9',
            minAmount: 5000,
            maxAmount: null,
            selectedProduct: null,
            expiresAt: null,
          },
        }),
      ),
    );
    const quotes = mockQuote(({ couponCode }) =>
      aQuote({
        coupon: couponCode
          ? { code: 'BIG500', value: 20, applied: false, message: 'It is for items of Delhi Crafts only.' }
          : null,
      }),
    );
    renderShopperPage('/checkout', { user: aUser() });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });

    await userEvent.type(within(summary).getByLabelText('Coupon code'), 'BIG500');
    await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));

    expect(
      await within(summary).findByText(
        'This coupon does not apply to your cart: It is for items of Delhi Crafts only.',
      ),
    ).toBeInTheDocument();
    expect(within(summary).getByText('20% off, on ₹5,000.00 or more')).toBeInTheDocument();
    expect(within(summary).queryByText(/^Discount/)).not.toBeInTheDocument();
    expect(quotes.at(-1)?.couponCode).toBe('BIG500');
  });

  it('checks a new address before sending it', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    const calls = mockCreateOrder(placed([anOrder()]));
    renderShopperPage('/checkout', { user: aUser() });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Sharma');
    await userEvent.clear(screen.getByLabelText('Full name'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '12345 67890');
    await userEvent.type(screen.getByLabelText('PIN code'), '012345');
    await userEvent.click(placeButton());

    expect(await screen.findByLabelText('Full name')).toHaveAccessibleDescription(
      /Enter the name of the person receiving the order\./,
    );
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      /Enter a 10-digit Indian mobile number\./,
    );
    expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription(/Enter the address\./);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Enter the city.');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Choose a state or union territory.');
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Enter a 6-digit PIN code.');
    expect(screen.getByLabelText('Country')).toHaveValue('India');
    expect(calls).toEqual([]);
  });

  it('places a cash-on-delivery order: one key, the quoted prices, then the thanks with the cart emptied', async () => {
    putInCart([aCartItem({ qty: 2 })]);
    mockQuote(() =>
      aQuote({
        lines: [aQuoteLine({ qty: 2, sellingPrice: 1049, lineTotal: 2098, problem: 'price_changed' })],
      }),
    );
    const order = anOrder();
    const calls = mockCreateOrder(placed([order]));
    const { router, queryClient } = renderShopperPage('/checkout', { user: aUser() });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    await typeNewAddress();
    await userEvent.type(screen.getByLabelText('Address line 2 (optional)'), 'Opposite the park');
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Razorpay/ })).not.toBeInTheDocument();
    await userEvent.click(placeButton());

    const thanks = await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    // The page focuses its heading in an effect, which can run just after the heading appears.
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(router.state.location.pathname).toBe('/order/success');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.key).toMatch(UUID);
    expect(calls[0]!.body).toEqual({
      // The price sent is the one the quote has just shown (₹1,049), not the cart's old ₹999.
      cart: [{ productId: 'kurta', isEvent: false, qty: 2, size: 'M', color: 'Indigo', sellingPrice: 1049 }],
      shippingAddress: {
        name: 'Priya Sharma',
        phoneNumber: '9876543210',
        address1: '7 Residency Road',
        address2: 'Opposite the park',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipCode: '560025',
      },
      couponCode: null,
      paymentMethod: 'cod',
    });
    expect(storedCart()).toEqual([]);
    expect(queryClient.getQueryData(orderKeys.userOrder(order._id))).toMatchObject({ _id: order._id });
    expect(screen.getByText(/Pay ₹1,048\.95 when your order arrives\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order #ord7f3a9' })).toHaveAttribute(
      'href',
      `/user/order/${order._id}`,
    );
    // Paying in cash never loads the payment provider's code.
    expect(document.querySelector(`script[src="${RAZORPAY_SCRIPT_SRC}"]`)).toBeNull();
    // A first order's address goes into the empty address book, as the ticked box said.
    await waitFor(() =>
      expect(saved).toEqual([
        {
          addressType: 'Default',
          country: 'India',
          state: 'Karnataka',
          city: 'Bengaluru',
          pincode: '560025',
          address1: '7 Residency Road',
          address2: 'Opposite the park',
        },
      ]),
    );
  });

  it('sends a business buyer’s GSTIN, checked and upper-cased, and names a wrong one first', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    const calls = mockCreateOrder(placed([anOrder()]));
    renderShopperPage('/checkout', { user: aUser() });
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await typeNewAddress();

    const gstin = screen.getByLabelText('GSTIN for a business purchase (optional)');
    await userEvent.type(gstin, '29AAPFU0939F1ZX');
    await userEvent.click(placeButton());
    expect(
      await screen.findByText('The GSTIN’s check character does not match; please check it for typos.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(gstin);
    await userEvent.type(gstin, ' 29aapfu0939f1zr ');
    await userEvent.click(placeButton());
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ gstin: '29AAPFU0939F1ZR' });
  });

  it('says so on the next page when the typed address could not be saved, the order being placed', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    mockCreateOrder(placed([anOrder()]));
    server.use(
      http.put('/api/v2/update-user-address', () =>
        apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'),
      ),
    );
    renderShopperPage('/checkout', { user: aUser() });
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await typeNewAddress();
    await userEvent.click(placeButton());

    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(
      await screen.findByText(
        'Your order is placed, but the address could not be saved to your address book.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to save a typed address unticked once the book has one, and not at all when it is full', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    mockCreateOrder(placed([anOrder()]));
    const { unmount } = renderShopperPage('/checkout', { user: aUser({ addresses: [HOME] }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());
    // A saved address is chosen first: nothing to save.
    expect(
      screen.queryByRole('checkbox', { name: 'Save this address to my address book' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /A new address/ }));
    const box = screen.getByRole('checkbox', { name: 'Save this address to my address book' });
    expect(box).not.toBeChecked();
    await typeNewAddress();
    await userEvent.click(placeButton());
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(saved).toEqual([]);
    unmount();

    putInCart([aCartItem()]);
    const full = [HOME, OFFICE, { ...HOME, _id: 'addr-3', addressType: 'Office' as const }];
    renderShopperPage('/checkout', { user: aUser({ addresses: full }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('radio', { name: /A new address/ }));
    expect(screen.queryByRole('checkbox', { name: /Save this address/ })).not.toBeInTheDocument();
  });

  it('quotes for the chosen address and will not place a line its shop cannot deliver there', async () => {
    putInCart([aCartItem({ _id: 'kurta', name: 'Kurta' })]);
    const quotes = mockQuote(({ pincode }) => {
      const far = pincode === '686001';
      return aQuote({
        lines: [
          aQuoteLine({ problem: far ? 'not_deliverable' : null, estimatedDate: far ? null : '2026-12-03' }),
        ],
        canCheckout: !far,
      });
    });
    const kottayam = { ...HOME, state: 'Kerala', city: 'Kottayam', pincode: '686001' };
    renderShopperPage('/checkout', { user: aUser({ addresses: [OFFICE, kottayam] }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());
    expect(quotes.at(-1)?.pincode).toBe('560025');

    await userEvent.click(screen.getByRole('radio', { name: /Home 12 MG Road/ }));
    await waitFor(() => expect(quotes.at(-1)?.pincode).toBe('686001'));
    expect(await screen.findByText('The shop does not deliver to this PIN code')).toBeInTheDocument();
    expect(placeButton()).toBeDisabled();

    // A typed address is quoted once its PIN code is whole.
    await userEvent.click(screen.getByRole('radio', { name: /A new address/ }));
    await userEvent.type(screen.getByLabelText('PIN code'), '56000');
    expect(quotes.at(-1)?.pincode).toBeNull();
    await userEvent.type(screen.getByLabelText('PIN code'), '1');
    await waitFor(() => expect(quotes.at(-1)?.pincode).toBe('560001'));
    await waitFor(() =>
      expect(screen.queryByText('The shop does not deliver to this PIN code')).not.toBeInTheDocument(),
    );
  });

  it('starts from the Default saved address and sends it with the name and number', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    const calls = mockCreateOrder(placed([anOrder()]));
    renderShopperPage('/checkout', { user: aUser({ addresses: [HOME, OFFICE], phoneNumber: '9123456780' }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    expect(screen.getByRole('radio', { name: /Default 4 Brigade Road/ })).toBeChecked();
    expect(screen.queryByLabelText('Address line 1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Home 12 MG Road/ }));
    await userEvent.click(placeButton());

    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(calls[0]!.body).toMatchObject({
      shippingAddress: {
        name: 'Priya Sharma',
        phoneNumber: '9123456780',
        address1: '12 MG Road',
        address2: 'Near the metro',
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
        zipCode: '560001',
      },
    });
  });

  it('sends the same Idempotency-Key again after a lost answer, and a new one once the checkout changes', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    const calls = mockCreateOrder(
      () => HttpResponse.error(),
      () => HttpResponse.error(),
      () => HttpResponse.error(),
      placed([anOrder()]),
    );
    renderShopperPage('/checkout', { user: aUser({ addresses: [HOME], phoneNumber: '9123456780' }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    await userEvent.click(placeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Could not reach Haat.*pressing Place order again is safe, it will never be placed twice/,
    );
    await userEvent.click(placeButton());
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBe(calls[0]!.key);

    // Another number is another checkout: a new key.
    await userEvent.clear(screen.getByLabelText('Mobile number'));
    await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
    await userEvent.click(placeButton());
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
    expect(calls[2]!.key).toMatch(UUID);

    // Sending that again reuses its key, and this time the answer arrives.
    await userEvent.click(placeButton());
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(calls[3]!.key).toBe(calls[2]!.key);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('cannot send the order twice while the first is on its way', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls = mockCreateOrder(async () => {
      await answered;
      return placed([anOrder()])();
    });
    renderShopperPage('/checkout', { user: aUser({ addresses: [HOME], phoneNumber: '9123456780' }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    const button = placeButton();
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Placing your order…');
    expect(button).toHaveAttribute('aria-busy', 'true');

    release();
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' });
    expect(calls).toHaveLength(1);
  });

  it('says what ran out when the server refuses the order, and quotes the cart again', async () => {
    putInCart([aCartItem({ qty: 3 })]);
    let stock = 10;
    const quotes = mockQuote(() =>
      aQuote({
        lines: [aQuoteLine({ qty: 3, stock, problem: stock < 3 ? 'not_enough_stock' : null })],
        canCheckout: stock >= 3,
      }),
    );
    const calls = mockCreateOrder(() => {
      stock = 2;
      return apiError(409, ErrorCode.OUT_OF_STOCK, 'Some items are no longer in stock.', {
        'cart[0]': 'Only 2 left of Block-printed cotton kurta',
      });
    });
    renderShopperPage('/checkout', { user: aUser({ addresses: [HOME], phoneNumber: '9123456780' }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    await userEvent.click(placeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some items are no longer in stock.');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Only 2 left of Block-printed cotton kurta',
    );
    expect(alert).toHaveTextContent('Nothing was ordered.');
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    // The server's words for the line are beside it too, whatever the 409's code.
    expect(
      within(screen.getByRole('list', { name: 'Items in your order' })).getByText(
        'Only 2 left of Block-printed cotton kurta',
      ),
    ).toBeInTheDocument();
    expect(quotes).toHaveLength(2);
    expect(calls).toHaveLength(1);
    expect(placeButton()).toBeDisabled();
    expect(storedCart()).toHaveLength(1);
  });

  it('says which line is over the cash-on-delivery limit (409 cod_limit), beside it and above', async () => {
    putInCart([aCartItem({ qty: 3 }), aCartItem({ _id: 'saree', name: 'Banarasi silk saree' })]);
    mockQuote(() =>
      aQuote({
        lines: [
          aQuoteLine({ qty: 3 }),
          aQuoteLine({ productId: 'saree', name: 'Banarasi silk saree', size: null, sizes: [], color: null }),
        ],
      }),
    );
    const limit =
      'Cash on delivery is limited to 10 units of Cotton Kurta per account (you have 8 in orders not yet delivered). Pay online for more.';
    // The server's message is its lines' messages, one after another.
    const calls = mockCreateOrder(() => apiError(409, ErrorCode.COD_LIMIT, limit, { 'cart[0]': limit }));
    renderShopperPage('/checkout', { user: aUser({ addresses: [HOME], phoneNumber: '9123456780' }) });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    await userEvent.click(placeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limit);
    expect(alert).toHaveTextContent('Nothing was ordered. Some items need your attention');
    const [kurta, saree] = within(screen.getByRole('list', { name: 'Items in your order' })).getAllByRole(
      'listitem',
    );
    expect(within(kurta!).getByText(limit)).toBeInTheDocument();
    expect(within(saree!).queryByText(/Cash on delivery/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(storedCart()).toHaveLength(2);
  });

  it("puts the server's field errors beside the address field and the line they name", async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    mockCreateOrder(() =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'Please correct the marked fields.', {
        'shippingAddress.zipCode': 'this PIN code is not served yet',
        'cart[0].size': 'choose one of S, M',
      }),
    );
    renderShopperPage('/checkout', { user: aUser() });
    await waitFor(() => expect(placeButton()).toBeEnabled());

    await typeNewAddress();
    await userEvent.click(placeButton());

    await waitFor(() =>
      expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
        'This PIN code is not served yet',
      ),
    );
    const list = screen.getByRole('list', { name: 'Items in your order' });
    expect(within(list).getByText('Choose one of S, M')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some items need your attention');
  });
});

/**
 * Razorpay Checkout, as the page sees it: the script the page adds defines `window.Razorpay`;
 * each window opened then pays or is closed, in the order given.
 */
function stubRazorpay(...outcomes: ('pay' | 'dismiss')[]) {
  const opened: RazorpayOptions[] = [];
  class FakeRazorpay {
    constructor(private readonly options: RazorpayOptions) {}
    open() {
      opened.push(this.options);
      const outcome = outcomes[opened.length - 1];
      queueMicrotask(() =>
        outcome === 'pay'
          ? this.options.handler({
              razorpay_order_id: this.options.order_id,
              razorpay_payment_id: `pay_${opened.length}`,
              razorpay_signature: 'signature',
            })
          : this.options.modal.ondismiss(),
      );
    }
  }
  const append = document.head.appendChild.bind(document.head);
  const spy = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    append(node);
    if (node instanceof HTMLScriptElement && node.src === RAZORPAY_SCRIPT_SRC) {
      Object.assign(window, { Razorpay: FakeRazorpay });
      node.dispatchEvent(new Event('load'));
    }
    return node;
  });
  onTestFinished(() => {
    spy.mockRestore();
    Reflect.deleteProperty(window, 'Razorpay');
    document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_SRC}"]`).forEach((script) => script.remove());
  });
  return { opened, scripts: () => document.querySelectorAll(`script[src="${RAZORPAY_SCRIPT_SRC}"]`).length };
}

describe('/checkout paying online', () => {
  const awaiting = anOrder({
    status: 'Awaiting payment',
    paymentInfo: { status: 'pending', type: 'Razorpay', method: 'razorpay' },
  });
  const paid = anOrder({ paymentInfo: { status: 'succeeded', type: 'Razorpay', method: 'razorpay' } });

  function mockRazorpayApi() {
    const sent = { orders: [] as unknown[], verified: [] as unknown[] };
    server.use(
      http.post('/api/v2/payment/razorpay/order', async ({ request }) => {
        sent.orders.push(await request.json());
        return HttpResponse.json({
          success: true,
          razorpayOrderId: 'order_RZP1',
          amount: 104895,
          currency: 'INR',
          keyId: 'rzp_test_key',
        });
      }),
      http.post('/api/v2/payment/razorpay/verify', async ({ request }) => {
        sent.verified.push(await request.json());
        return HttpResponse.json({ success: true, orders: [paid] });
      }),
    );
    return sent;
  }

  async function placeOnline() {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote({ paymentMethods: ['cod', 'razorpay'] }));
    const calls = mockCreateOrder(placed([awaiting], 'razorpay'));
    const view = renderShopperPage('/checkout', {
      user: aUser({ addresses: [HOME], phoneNumber: '9123456780' }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Pay online \(Razorpay\)/ }));
    expect(placeButton()).toHaveTextContent('Place order and pay');
    await userEvent.click(placeButton());
    return { ...view, calls };
  }

  it('loads Razorpay only then, opens it with the server’s order, and verifies the payment', async () => {
    const razorpay = stubRazorpay('pay');
    const api = mockRazorpayApi();
    expect(razorpay.scripts()).toBe(0);

    const { calls, router } = await placeOnline();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order/success');
    expect(calls[0]!.body).toMatchObject({ paymentMethod: 'razorpay' });
    expect(api.orders).toEqual([{ checkoutId: 'chk-1' }]);
    expect(razorpay.scripts()).toBe(1);
    expect(razorpay.opened).toHaveLength(1);
    expect(razorpay.opened[0]).toMatchObject({
      key: 'rzp_test_key',
      amount: 104895,
      currency: 'INR',
      order_id: 'order_RZP1',
      prefill: { name: 'Priya Sharma', email: 'priya@example.com', contact: '9123456780' },
    });
    expect(api.verified).toEqual([
      { razorpay_order_id: 'order_RZP1', razorpay_payment_id: 'pay_1', razorpay_signature: 'signature' },
    ]);
    expect(screen.getByText(/Your payment of ₹1,048\.95 is received\./)).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('says the order waits 30 minutes when the window is closed, and lets the shopper pay again', async () => {
    const razorpay = stubRazorpay('dismiss', 'pay');
    const api = mockRazorpayApi();

    await placeOnline();

    const payment = await screen.findByRole('heading', { level: 1, name: 'Complete your payment' });
    // The page focuses its heading in an effect, which can run just after the heading appears.
    await waitFor(() => expect(payment).toHaveFocus());
    expect(await screen.findByText(/You closed the payment window before paying\./)).toHaveTextContent(
      /waits 30 minutes for the payment/,
    );
    expect(screen.getByRole('link', { name: 'View order #ord7f3a9' })).toHaveAttribute(
      'href',
      `/user/order/${awaiting._id}`,
    );
    expect(storedCart()).toEqual([]);
    expect(api.verified).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,048.95 now' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeInTheDocument();
    expect(razorpay.opened).toHaveLength(2);
    expect(razorpay.scripts()).toBe(1);
    expect(api.orders).toHaveLength(2);
    expect(api.verified).toHaveLength(1);
  });
});
