import type { Order, OrderItem } from '../api/schemas';

// Orders shaped exactly as docs/orders.md "Shapes", for MSW handlers and props.

export function anItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'prod-kurta',
    productId: 'prod-kurta',
    name: 'Block-printed cotton kurta',
    images: ['/media/orders/kurta-thumb.jpg'],
    sellingPrice: 499,
    qty: 2,
    size: 'M',
    color: 'Indigo',
    isEvent: false,
    lineTotal: 998,
    discount: 0,
    ...overrides,
  };
}

/** An order of shop-1, cash on delivery, placed late on 22 November 2026 (UTC), so 23 November in India. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '6650a1b2c3d4e5f6a7b8c9d0',
    shopId: 'shop-1',
    checkoutId: 'checkout-1',
    createdAt: '2026-11-22T20:30:00Z',
    updatedAt: '2026-11-22T20:30:00Z',
    status: 'Processing',
    cart: [
      anItem(),
      anItem({
        _id: 'prod-diya',
        productId: 'prod-diya',
        name: 'Brass diya',
        images: ['/media/orders/diya-thumb.jpg'],
        sellingPrice: 49.9,
        qty: 1,
        size: null,
        color: null,
        lineTotal: 49.9,
      }),
    ],
    paymentInfo: { status: 'pending', type: 'Cash On Delivery', method: 'cod' },
    shippingAddress: {
      name: 'Priya Sharma',
      phoneNumber: '9876543210',
      address1: '12 MG Road',
      address2: 'Near Trinity Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560001',
    },
    user: { _id: 'user-1', name: 'Priya Sharma', email: 'priya@example.com', phoneNumber: '9876543210' },
    shop: {
      _id: 'shop-1',
      shopName: 'Haat Demo Bazaar',
      email: 'seller@example.com',
      phone: '9845012345',
      address: '21 Commercial Street, Bengaluru',
      zipCode: '560001',
      avatar: null,
    },
    subTotalPrice: 1047.9,
    shippingPrice: 0,
    discountPrice: 0,
    totalPrice: 1047.9,
    couponCode: null,
    deliveredAt: null,
    refundRequestedAt: null,
    refundedAt: null,
    cancelledAt: null,
    refundableUntil: null,
    history: [{ status: 'Processing', createdAt: '2026-11-22T20:30:00Z', by: 'user' }],
    nextStatuses: ['Transferred to delivery partner', 'Shipping', 'On the way', 'Delivered'],
    ...overrides,
  };
}

/** `count` orders of shop-1, newest first, with ids order-001… */
export function someOrders(count: number, overrides: Partial<Order> = {}): Order[] {
  return Array.from({ length: count }, (_, index) =>
    anOrder({ _id: `order-${String(index + 1).padStart(3, '0')}-abcdef`, ...overrides }),
  );
}
