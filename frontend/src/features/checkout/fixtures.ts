import { HttpResponse, http } from 'msw';

import type { Quote, QuoteLine, UserAddressBody } from '@/api';
import { CART_KEY } from '@/lib/local-list';
import { type CartItem, toCartItem } from '@/lib/shopping';
import { aUser } from '@/test/auth';
import { server } from '@/test/server';

// Test fixtures for the checkout: carts as the browser keeps them, quotes shaped as docs/orders.md
// sends them, and the quote endpoint as a small mock. The pages are mounted by
// `@/test/shopper`, and a placed order is `@/test/orders`'s.

export function aCartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    ...toCartItem({
      _id: 'kurta',
      name: 'Block-printed cotton kurta',
      sellingPrice: 999,
      originalPrice: 1499,
      images: ['/media/products/kurta/display.jpg'],
      thumbnails: ['/media/products/kurta/thumb.jpg'],
      shopId: 'shop-1',
      shop: { _id: 'shop-1', shopName: 'Jaipur Looms' },
      stock: 10,
      isEvent: false,
      end_date: null,
      color: { name: 'Indigo', hex: '#3f51b5' },
      sizes: ['M', 'L'],
    }),
    size: 'M',
    ...overrides,
  };
}

export function putInCart(items: CartItem[]): void {
  window.localStorage.setItem(CART_KEY, JSON.stringify(items));
}

export function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem(CART_KEY) ?? '[]') as CartItem[];
}

export function aQuoteLine(overrides: Partial<QuoteLine> = {}): QuoteLine {
  return {
    productId: 'kurta',
    isEvent: false,
    qty: 1,
    size: 'M',
    color: 'Indigo',
    name: 'Block-printed cotton kurta',
    image: '/media/products/kurta/thumb.jpg',
    shopId: 'shop-1',
    shopName: 'Jaipur Looms',
    sellingPrice: 999,
    lineTotal: 999,
    stock: 10,
    sizes: ['M', 'L'],
    problem: null,
    estimatedDate: null,
    ...overrides,
  };
}

export function aQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    lines: [aQuoteLine()],
    subTotalPrice: 999,
    shippingPrice: 49.95,
    discountPrice: 0,
    totalPrice: 1048.95,
    shops: [
      {
        shopId: 'shop-1',
        shopName: 'Jaipur Looms',
        subTotalPrice: 999,
        shippingPrice: 49.95,
        discountPrice: 0,
        totalPrice: 1048.95,
      },
    ],
    coupon: null,
    canCheckout: true,
    paymentMethods: ['cod'],
    ...overrides,
  };
}

/** A quote endpoint that answers `answer(body)` and keeps every body it was sent. */
export function mockQuote(answer: (body: QuoteRequest) => Quote) {
  const sent: QuoteRequest[] = [];
  server.use(
    http.post('/api/v2/cart/quote', async ({ request }) => {
      const body = (await request.json()) as QuoteRequest;
      sent.push(body);
      return HttpResponse.json({ success: true, quote: answer(body) });
    }),
  );
  return sent;
}

export type QuoteRequest = {
  cart: {
    productId: string;
    isEvent: boolean;
    qty: number;
    size: string | null;
    color: string | null;
    sellingPrice?: number;
  }[];
  couponCode: string | null;
  pincode: string | null;
};

/**
 * The address book's PUT /update-user-address, for a checkout that saves its new address: each
 * body is kept, and the answer is the shopper with that one address.
 */
export function mockAddressBook() {
  const saved: UserAddressBody[] = [];
  server.use(
    http.put('/api/v2/update-user-address', async ({ request }) => {
      const body = (await request.json()) as UserAddressBody;
      saved.push(body);
      const address = {
        _id: `addr-${saved.length}`,
        ...body,
        addressType: 'Default' as const,
        address2: body.address2 ?? null,
      };
      return HttpResponse.json({ success: true, user: aUser({ addresses: [address] }) });
    }),
  );
  return saved;
}
