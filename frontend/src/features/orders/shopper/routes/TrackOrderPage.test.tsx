import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aUser } from '@/test/auth';
import { anOrder } from '@/test/orders';
import { mockUserOrder, renderShopperPage } from '@/test/shopper';

const ID = 'ord7f3a9c2e41b8';

const steps = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the parcel', () => {
  it('shows the courier, the tracking number and the expected day once the shop has handed it over', async () => {
    mockUserOrder(
      anOrder({
        status: 'Transferred to delivery partner',
        courier: 'Blue Dart',
        trackingNumber: 'BD-88776655',
        expectedDelivery: '2026-11-30',
      }),
    );
    renderShopperPage(`/user/track-order/${ID}`, { user: aUser() });
    const parcel = within(await screen.findByRole('region', { name: 'Parcel' }));
    const value = (term: string) => parcel.getByText(term).nextElementSibling?.textContent;
    expect(value('Courier')).toBe('Blue Dart');
    expect(value('Tracking number (AWB)')).toBe('BD-88776655');
    expect(value('Expected delivery')).toBe('30 Nov 2026');
  });

  it('is not shown before the order is handed to a courier', async () => {
    mockUserOrder(anOrder());
    renderShopperPage(`/user/track-order/${ID}`, { user: aUser() });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Parcel' })).not.toBeInTheDocument();
  });
});

describe('/user/track-order/:id', () => {
  it('shows each step with its date and time, skipped and upcoming ones, and highlights the current one', async () => {
    mockUserOrder(
      anOrder({
        status: 'Shipping',
        history: [
          { status: 'Processing', createdAt: '2026-11-24T09:35:00Z', by: 'user', reason: null },
          { status: 'Shipping', createdAt: '2026-11-25T12:10:00Z', by: 'shop', reason: null },
        ],
      }),
    );
    renderShopperPage(`/user/track-order/${ID}`, { user: aUser() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Track order #ord7f3a9' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Order details' })).toHaveAttribute(
      'href',
      `/user/order/${ID}`,
    );
    expect(steps().map((step) => step.textContent)).toEqual([
      'Processing24 Nov 2026, 3:05 pm · by you',
      'Transferred to delivery partnerSkipped',
      'Shipping25 Nov 2026, 5:40 pm · by the shop · Current status',
      'On the wayUpcoming',
      'DeliveredUpcoming',
    ]);
    expect(steps()[2]).toHaveAttribute('aria-current', 'step');
    expect(steps().filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(steps()[0]!).getByText('24 Nov 2026, 3:05 pm')).toHaveAttribute(
      'dateTime',
      '2026-11-24T09:35:00Z',
    );
  });

  it('follows a delivered order into its refund', async () => {
    mockUserOrder(
      anOrder({
        status: 'Refund Success',
        history: [
          { status: 'Processing', createdAt: '2026-11-24T09:35:00Z', by: 'user', reason: null },
          { status: 'Delivered', createdAt: '2026-11-26T06:00:00Z', by: 'shop', reason: null },
          { status: 'Processing Refund', createdAt: '2026-11-27T06:00:00Z', by: 'user', reason: null },
          { status: 'Refund Success', createdAt: '2026-11-28T06:00:00Z', by: 'admin', reason: null },
        ],
      }),
    );
    renderShopperPage(`/user/track-order/${ID}`, { user: aUser() });

    await screen.findByRole('heading', { level: 1, name: 'Track order #ord7f3a9' });
    expect(steps().map((step) => step.textContent)).toEqual([
      'Processing24 Nov 2026, 3:05 pm · by you',
      'Transferred to delivery partnerSkipped',
      'ShippingSkipped',
      'On the waySkipped',
      'Delivered26 Nov 2026, 11:30 am · by the shop',
      'Processing Refund27 Nov 2026, 11:30 am · by you',
      'Refund Success28 Nov 2026, 11:30 am · by Haat · Current status',
    ]);
  });

  it('says a cancelled order will not be delivered', async () => {
    mockUserOrder(
      anOrder({
        status: 'Cancelled',
        history: [
          { status: 'Awaiting payment', createdAt: '2026-11-24T09:35:00Z', by: 'user', reason: null },
          { status: 'Cancelled', createdAt: '2026-11-24T10:05:00Z', by: 'system', reason: null },
        ],
      }),
    );
    renderShopperPage(`/user/track-order/${ID}`, { user: aUser() });

    expect(
      await screen.findByText('This order was cancelled and will not be delivered.'),
    ).toBeInTheDocument();
    expect(steps().map((step) => step.textContent)).toEqual([
      'Awaiting payment24 Nov 2026, 3:05 pm · by you',
      'Cancelled24 Nov 2026, 3:35 pm · automatically · Current status',
    ]);
  });

  it('says who cancelled an order and why', async () => {
    mockUserOrder(
      anOrder({
        status: 'Cancelled',
        history: [
          { status: 'Processing', createdAt: '2026-11-24T09:35:00Z', by: 'user', reason: null },
          { status: 'Cancelled', createdAt: '2026-11-24T10:05:00Z', by: 'shop', reason: 'out_of_stock' },
        ],
      }),
    );
    renderShopperPage(`/user/track-order/${ID}`, { user: aUser() });

    expect(await screen.findByText('Jaipur Looms cancelled it. Reason: Out of stock')).toBeInTheDocument();
  });
});
