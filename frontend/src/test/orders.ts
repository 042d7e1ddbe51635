import type { Order } from '@/api';

// A shopper's order shaped exactly as docs/orders.md "Shapes", for the shopper's pages (the
// checkout's thanks, an order, its tracking, the account's Orders tab). The seller's and the
// Admin's order pages have their own, in `features/orders/manage/fixtures.tsx`.

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'ord7f3a9c2e41b8',
    shopId: 'shop-1',
    checkoutId: 'chk-1',
    createdAt: '2026-11-24T09:35:00Z',
    updatedAt: '2026-11-24T09:35:00Z',
    status: 'Processing',
    cart: [
      {
        _id: 'kurta',
        productId: 'kurta',
        name: 'Block-printed cotton kurta',
        images: ['/media/orders/kurta-thumb.jpg'],
        sellingPrice: 999,
        qty: 2,
        size: 'M',
        color: 'Indigo',
        isEvent: false,
        lineTotal: 1998,
        discount: 0,
      },
    ],
    paymentInfo: { status: 'pending', type: 'Cash On Delivery', method: 'cod' },
    shippingAddress: {
      name: 'Priya Sharma',
      phoneNumber: '9876543210',
      address1: '12 MG Road',
      address2: 'Near the metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560001',
    },
    user: { _id: 'user-1', name: 'Priya Sharma', email: 'priya@example.com', phoneNumber: null },
    shop: {
      _id: 'shop-1',
      shopName: 'Jaipur Looms',
      email: 'looms@example.com',
      phone: '9845012345',
      address: '21 Johari Bazaar, Jaipur',
      zipCode: '302003',
      avatar: null,
    },
    subTotalPrice: 1998,
    shippingPrice: 0,
    discountPrice: 0,
    totalPrice: 1998,
    couponCode: null,
    invoiceNumber: 'INV/2627/000042',
    cancellationCreditNoteNumber: null,
    gstin: null,
    deliveredAt: null,
    refundRequestedAt: null,
    refundedAt: null,
    cancelledAt: null,
    refundableUntil: null,
    courier: null,
    trackingNumber: null,
    expectedDelivery: null,
    returns: [],
    escalatableUntil: null,
    refundedPrice: 0,
    history: [{ status: 'Processing', createdAt: '2026-11-24T09:35:00Z', by: 'user', reason: null }],
    nextStatuses: [],
    ...overrides,
  };
}
