import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type OrderStatus } from '@/api';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';
import { apiError, server, signedOut } from '@/test/server';

import { anItem, anOrder, mockOrderApi, renderOrderPage } from '../fixtures';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const PATH = `/admin/order/${ID}`;

const section = (name: string) => screen.getByRole('region', { name });
const statusSelect = () => within(section('Order status')).queryByRole('combobox', { name: 'Order status' });
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/admin/order/:id', () => {
  it('shows the order as docs/product.md §4 lays it out', async () => {
    mockOrderApi([
      anOrder({
        cart: [
          anItem({ name: 'Handwoven Banarasi silk saree', sellingPrice: 4999, qty: 1, lineTotal: 4999 }),
        ],
        subTotalPrice: 4999,
        shippingPrice: 0,
        discountPrice: 499.9,
        couponCode: 'SAVE10',
        totalPrice: 4499.1,
      }),
    ]);
    renderOrderPage(PATH, { as: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order List' })).toHaveAttribute('href', '/admin-all-orders');
    // docs/product.md §3 "Cut text": 9 characters of the id, 10 of createdAt (the UTC day, although
    // it is the 23rd in India).
    expect(await screen.findByText('#6650a1b2')).toBeInTheDocument();
    expect(screen.getByText('2026-11-22')).toHaveAttribute('datetime', '2026-11-22T20:30:00Z');

    const items = within(screen.getByRole('list', { name: 'Items' }));
    // Cut to 15 characters, the whole name in the tooltip.
    const name = items.getByText('Handwoven Banar');
    expect(name).toHaveAttribute('title', 'Handwoven Banarasi silk saree');
    expect(items.queryByText(/Banarasi silk/)).not.toBeInTheDocument();
    expect(items.getAllByRole('presentation')[0]).toHaveAttribute('src', '/media/orders/kurta-thumb.jpg');
    expect(items.getByText('Price').nextSibling).toHaveTextContent('₹4,999.00');
    expect(items.getByText('Quantity').nextSibling).toHaveTextContent('1');
    expect(items.getByText('Colour').nextSibling).toHaveTextContent('Indigo');
    expect(items.getByText('Size').nextSibling).toHaveTextContent('M');
    expect(screen.getByText(/Total Price:/)).toHaveTextContent('Total Price: ₹4,499.10');

    const paymentInfo = within(section('Payment info'));
    expect(paymentInfo.getByText('Cash On Delivery')).toBeInTheDocument();
    expect(paymentInfo.getByText('Not paid yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Paid' })).not.toBeInTheDocument();

    const shop = within(section('Shop information'));
    expect(shop.getByRole('link', { name: 'Haat Demo Bazaar' })).toHaveAttribute(
      'href',
      '/shop/preview/shop-1',
    );
    expect(shop.getByText('seller@example.com')).toBeInTheDocument();
    expect(shop.getByText('9845012345')).toBeInTheDocument();
    expect(shop.getByText('21 Commercial Street, Bengaluru, PIN 560001')).toBeInTheDocument();

    const shipping = within(section('Shipping address'));
    expect(shipping.getByText('12 MG Road')).toBeInTheDocument();
    expect(shipping.getByText('Near Trinity Metro')).toBeInTheDocument();
    expect(shipping.getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(shipping.getByText('Phone: 9876543210')).toBeInTheDocument();

    const details = within(section('Payment details'));
    expect(details.getByText('Subtotal').nextSibling).toHaveTextContent('₹4,999.00');
    expect(details.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(details.getByText('(SAVE10)').closest('div')).toHaveTextContent('Discount (SAVE10)−₹499.90');
    expect(details.getByText('Total').nextSibling).toHaveTextContent('₹4,499.10');

    const invoice = screen.getByRole('link', { name: 'Download Invoice' });
    expect(invoice).toHaveAttribute('href', `/api/v2/order-invoice/${ID}`);
    expect(invoice).toHaveAttribute('download', 'INV-2627-000042.pdf');
  });

  it('heads a delivered order "Delivered" and shows its status as plain text', async () => {
    mockOrderApi([
      anOrder({
        status: 'Delivered',
        paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
      }),
    ]);
    renderOrderPage(PATH, { as: 'admin' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Delivered' })).toBeInTheDocument();
    expect(statusSelect()).not.toBeInTheDocument();
    expect(within(section('Order status')).getByText('Delivered')).toBeInTheDocument();
    expect(
      within(section('Order status')).queryByRole('button', { name: 'Update Status' }),
    ).not.toBeInTheDocument();
  });

  it.each<OrderStatus>(['Refund Success', 'Cancelled'])(
    'shows %s as plain text under the Order Details heading',
    async (status) => {
      mockOrderApi([anOrder({ status })]);
      renderOrderPage(PATH, { as: 'admin' });

      const card = within(await screen.findByRole('region', { name: 'Order status' }));
      expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
      expect(card.getByText(status)).toBeInTheDocument();
      expect(statusSelect()).not.toBeInTheDocument();
    },
  );

  it('shows the paid picture instead of the payment info once paid', async () => {
    mockOrderApi([anOrder({ paymentInfo: { status: 'succeeded', type: 'Razorpay', method: 'razorpay' } })]);
    renderOrderPage(PATH, { as: 'admin' });

    const paymentInfo = within(await screen.findByRole('region', { name: 'Payment info' }));
    expect(paymentInfo.getByRole('img', { name: 'Paid' })).toBeInTheDocument();
    expect(paymentInfo.queryByText('Razorpay')).not.toBeInTheDocument();
  });

  it.each<[OrderStatus, string[]]>([
    ['Processing', ['Processing', 'Delivered']],
    ['Shipping', ['Shipping', 'Delivered']],
    ['On the way', ['On the way', 'Delivered']],
    ['Awaiting payment', ['Awaiting payment', 'Processing', 'Delivered']],
    ['Processing Refund', ['Processing Refund', 'Refund Success']],
  ])('offers an order in %s the choices %j, starting at its status', async (status, choices) => {
    mockOrderApi([anOrder({ status })]);
    renderOrderPage(PATH, { as: 'admin' });

    await screen.findByRole('region', { name: 'Order status' });
    const select = statusSelect() as HTMLSelectElement;
    expect(optionsOf(select)).toEqual(choices);
    expect(select).toHaveValue(status);
  });

  it('moves a normal order with the order status update, for the order’s shop', async () => {
    const api = mockOrderApi([anOrder({ status: 'Shipping' })]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Order status' }), 'Delivered');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Order status updated to Delivered.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: `/api/v2/update-order-status/${ID}/shop-1`, body: { status: 'Delivered' } },
    ]);
    // The answer is shown at once: the heading says so and the status is final.
    expect(await screen.findByRole('heading', { level: 1, name: 'Delivered' })).toBeInTheDocument();
    expect(statusSelect()).not.toBeInTheDocument();
  });

  it('decides a return the shopper escalated: declined for good, saying why', async () => {
    const api = mockOrderApi([
      anOrder({
        status: 'Refund Escalated',
        paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
        returns: [
          {
            number: 1,
            status: 'escalated',
            lines: [{ line: 0, qty: 1 }],
            reason: 'damaged',
            reasonText: null,
            payout: { type: 'upi', upiId: 'priya@okhdfcbank' },
            amount: 523.95,
            refundStatus: null,
            requestedAt: '2026-11-25T04:30:00Z',
            decidedAt: '2026-11-26T04:30:00Z',
            rejectionReason: 'Returned worn',
            escalationReason: 'It was unworn',
            declinedReason: null,
            _id: 'return-1',
            creditNoteNumber: null,
          },
        ],
      }),
    ]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(returns).toHaveTextContent('The shop: “Returned worn”');
    expect(returns).toHaveTextContent('The shopper: “It was unworn”');
    const status = section('Order status');
    expect(statusSelect()).not.toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Approve return' }));
    expect(screen.getByRole('alertdialog', { name: 'Approve this return?' })).toHaveTextContent(
      '₹523.95 goes back to Priya Sharma',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(within(status).getByRole('button', { name: 'Decline return' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline this return?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline return' }));
    expect(await dialog.findByText('Write 3 to 500 characters.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Why Haat declines it' }), 'Photos show wear');
    await user.click(dialog.getByRole('button', { name: 'Decline return' }));

    expect(await screen.findByText('Return declined.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: `/api/v2/admin-refund-decision/${ID}`,
        body: { decision: 'decline', reason: 'Photos show wear' },
      },
    ]);
    expect(await within(section('Order status')).findByText('Refund Declined')).toBeInTheDocument();
  });

  it('lets the Admin cancel a processing order with a reason, and offers it for no other', async () => {
    const api = mockOrderApi([anOrder({ status: 'Processing' })]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    await user.click(
      await within(await screen.findByRole('region', { name: 'Order status' })).findByRole('button', {
        name: 'Cancel order',
      }),
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel order #6650a1b2?' }));
    await user.click(dialog.getByRole('radio', { name: 'Another reason' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'The reason' }),
      'Payment reported as fraud by the bank',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('The order has been cancelled.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        path: `/api/v2/shop-order-cancel/${ID}`,
        body: { reason: 'Payment reported as fraud by the bank' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(),
    );
  });

  it('asks for another status, sending nothing, when Update Status is pressed on the order’s own', async () => {
    const api = mockOrderApi([anOrder({ status: 'Processing' })]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Update Status' }));

    expect(statusSelect()).toHaveAccessibleDescription(
      expect.stringContaining('The order is already Processing: choose the status to move it to.'),
    );
    expect(statusSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(writesOf(api)).toEqual([]);

    // Choosing another status clears the question and sends it.
    await user.selectOptions(statusSelect() as HTMLSelectElement, 'Delivered');
    expect(statusSelect()).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks for Refund Success, sending nothing, when a refund request is left as it is', async () => {
    const api = mockOrderApi([anOrder({ status: 'Processing Refund' })]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    await user.click(await screen.findByRole('button', { name: 'Update Status' }));

    expect(
      await screen.findByText('The order is already Processing Refund: choose the status to move it to.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('approves a refund with the refund update', async () => {
    const api = mockOrderApi([anOrder({ status: 'Processing Refund' })]);
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Order status' }), 'Refund Success');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Refund approved.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: `/api/v2/shop-order-refund-success/${ID}`, body: { status: 'Refund Success' } },
    ]);
    await waitFor(() => expect(statusSelect()).not.toBeInTheDocument());
    expect(within(section('Order status')).getByText('Refund Success')).toBeInTheDocument();
  });

  it('shows the reason a 400 gives for the status', async () => {
    mockOrderApi([anOrder({ status: 'Processing Refund' })]);
    server.use(
      http.put('/api/v2/shop-order-refund-success/:id', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', {
          status: 'Only Refund Success approves a refund.',
        }),
      ),
    );
    const user = setupUser();
    renderOrderPage(PATH, { as: 'admin' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Order status' }), 'Refund Success');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Only Refund Success approves a refund.')).toBeInTheDocument();
  });

  it('takes an Admin whose session ended to sign in', async () => {
    mockOrderApi([anOrder({ status: 'Processing Refund' })]);
    server.use(http.put('/api/v2/shop-order-refund-success/:id', signedOut));
    const user = setupUser();
    const { router } = renderOrderPage(PATH, { as: 'admin' });

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Order status' }), 'Refund Success');
    await user.click(screen.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says when the order cannot be loaded', async () => {
    mockOrderApi([]);
    renderOrderPage('/admin/order/missing', { as: 'admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order Details' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download Invoice/ })).not.toBeInTheDocument();
  });
});
