import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { changeLanguage } from '@/lib/i18n';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';
import { apiError, server, signedOut } from '@/test/server';

import { anItem, anOrder, mockOrderApi, renderOrderPage } from '../fixtures';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const PATH = `/shop/order/${ID}/shop-1`;

const section = (name: string) => within(screen.getByRole('region', { name }));
const statusCard = async () => within(await screen.findByRole('region', { name: 'Status' }));
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('/shop/order/:orderId/:sellerId', () => {
  it('shows the items, amounts, payment, buyer, address and history', async () => {
    mockOrderApi([
      anOrder({
        shippingPrice: 49.9,
        discountPrice: 100,
        couponCode: 'DIWALI',
        totalPrice: 997.8,
        history: [
          { status: 'Processing', createdAt: '2026-11-22T20:30:00Z', by: 'user', reason: null },
          { status: 'Shipping', createdAt: '2026-11-23T06:00:00Z', by: 'shop', reason: null },
        ],
        status: 'Shipping',
        nextStatuses: ['On the way', 'Delivered'],
      }),
    ]);
    renderOrderPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
    expect(await screen.findByText('6650a1b2')).toBeInTheDocument();
    expect(screen.getByText(/Placed on/)).toHaveTextContent(
      'Order 6650a1b2 · Placed on 23 Nov 2026, 2:00 am',
    );
    expect(screen.getByRole('link', { name: 'All orders' })).toHaveAttribute(
      'href',
      '/shop-dashboard/orders',
    );

    const items = within(screen.getByRole('list', { name: 'Items' }));
    const [kurta, diya] = items.getAllByRole('listitem') as [HTMLElement, HTMLElement];
    // The seller's page shows whole names.
    expect(within(kurta).getByText('Block-printed cotton kurta')).toBeInTheDocument();
    expect(within(kurta).getByRole('presentation')).toHaveAttribute('src', '/media/orders/kurta-thumb.jpg');
    expect(within(kurta).getByText('Price').nextSibling).toHaveTextContent('₹499.00');
    expect(within(kurta).getByText('Quantity').nextSibling).toHaveTextContent('2');
    expect(within(kurta).getByText('Colour').nextSibling).toHaveTextContent('Indigo');
    expect(within(kurta).getByText('Size').nextSibling).toHaveTextContent('M');
    expect(within(kurta).getByText('₹998.00')).toBeInTheDocument();
    expect(within(diya).getByText('Colour').nextSibling).toHaveTextContent('—');
    expect(within(diya).getByText('Size').nextSibling).toHaveTextContent('—');

    const amounts = section('Items');
    expect(amounts.getByText('Subtotal').nextSibling).toHaveTextContent('₹1,047.90');
    expect(amounts.getByText('Shipping').nextSibling).toHaveTextContent('₹49.90');
    expect(amounts.getByText(/Discount/).nextSibling).toHaveTextContent('−₹100.00');
    expect(amounts.getByText('Total').nextSibling).toHaveTextContent('₹997.80');

    expect(section('Payment').getByText('Cash On Delivery')).toBeInTheDocument();
    expect(section('Payment').getByText('Not paid yet')).toBeInTheDocument();
    expect(section('Buyer').getByRole('link', { name: 'priya@example.com' })).toHaveAttribute(
      'href',
      'mailto:priya@example.com',
    );
    expect(section('Shipping address').getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();

    const history = section('History').getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      'Processing23 Nov 2026, 2:00 am · by the shopper',
      'Shipping23 Nov 2026, 11:30 am · by the shop',
    ]);

    // The server's PDF, named after the invoice's number.
    const invoice = screen.getByRole('link', { name: 'Download Invoice' });
    expect(invoice).toHaveAttribute('href', `/api/v2/order-invoice/${ID}`);
    expect(invoice).toHaveAttribute('download', 'INV-2627-000042.pdf');
  });

  it('offers only the statuses ahead, and moves the order to the one chosen', async () => {
    const api = mockOrderApi([anOrder({ status: 'Processing' })]);
    const user = setupUser();
    renderOrderPage(PATH);

    const card = await statusCard();
    const select = card.getByRole('combobox', { name: 'Move the order to' });
    expect(optionsOf(select)).toEqual([
      'Choose the next status',
      'Transferred to delivery partner',
      'Shipping',
      'On the way',
      'Delivered',
    ]);
    const update = card.getByRole('button', { name: 'Update Status' });
    expect(update).toBeDisabled();

    await user.selectOptions(select, 'Shipping');
    await user.click(update);

    expect(await screen.findByText('Order status updated to Shipping.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: `/api/v2/update-order-status/${ID}/shop-1`, body: { status: 'Shipping' } },
    ]);
    // Forward only: what is behind the new status is no longer offered, and nothing is chosen.
    await waitFor(() =>
      expect(optionsOf(card.getByRole('combobox', { name: 'Move the order to' }))).toEqual([
        'Choose the next status',
        'On the way',
        'Delivered',
      ]),
    );
    expect(card.getByRole('button', { name: 'Update Status' })).toBeDisabled();
    expect(card.getByText('Shipping', { selector: 'span' })).toBeInTheDocument();
  });

  it('shows the server’s answer at once, and keeps it if the reload after it fails', async () => {
    mockOrderApi([anOrder({ status: 'Processing' })]);
    const user = setupUser();
    renderOrderPage(PATH);

    const card = await statusCard();
    let reloads = 0;
    server.use(
      http.get('/api/v2/get-selected-order-shop/:orderId/:sellerId', () => {
        reloads += 1;
        return apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.');
      }),
    );
    await user.selectOptions(card.getByRole('combobox', { name: 'Move the order to' }), 'Delivered');
    await user.click(card.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('Order status updated to Delivered.')).toBeInTheDocument();
    await waitFor(() => expect(card.queryByRole('combobox')).not.toBeInTheDocument());
    expect(card.getByText('Delivered', { selector: 'span' })).toBeInTheDocument();
    await waitFor(() => expect(reloads).toBe(1));
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong on our side.')).not.toBeInTheDocument();
  });

  it('takes a seller whose session ended to sign in', async () => {
    mockOrderApi([anOrder()]);
    server.use(http.put('/api/v2/update-order-status/:orderId/:sellerId', signedOut));
    const user = setupUser();
    const { router } = renderOrderPage(PATH);

    const card = await statusCard();
    await user.selectOptions(card.getByRole('combobox', { name: 'Move the order to' }), 'Shipping');
    await user.click(card.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller sign-in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shop-login');
  });

  it('shows the server’s 409 in a toast', async () => {
    // The server refuses what the page offered (another tab moved the order meanwhile).
    mockOrderApi([anOrder({ status: 'On the way', nextStatuses: ['Shipping', 'Delivered'] })]);
    const user = setupUser();
    renderOrderPage(PATH);

    const card = await statusCard();
    await user.selectOptions(card.getByRole('combobox', { name: 'Move the order to' }), 'Shipping');
    await user.click(card.getByRole('button', { name: 'Update Status' }));

    expect(await screen.findByText('An order cannot move from On the way to Shipping.')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Update Status' })).toBeEnabled();
  });

  it('says nothing is due on a cash order cancelled before delivery', async () => {
    mockOrderApi([anOrder({ status: 'Cancelled', nextStatuses: [] })]);
    renderOrderPage(PATH);

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Nothing due');
    expect(payment).not.toHaveTextContent('Not paid yet');
  });

  it('shows the return asked for and approves its share after asking', async () => {
    const api = mockOrderApi([
      anOrder({
        status: 'Processing Refund',
        refundRequestedAt: '2026-11-25T04:30:00Z',
        nextStatuses: [],
        paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
        returns: [
          {
            number: 1,
            status: 'requested',
            lines: [{ line: 0, qty: 1 }],
            reason: 'damaged',
            reasonText: 'The box was crushed',
            payout: {
              type: 'bank',
              holderName: 'Priya Sharma',
              bankName: null,
              ifsc: 'HDFC0001234',
              accountLast4: '9012',
            },
            amount: 523.95,
            refundStatus: null,
            requestedAt: '2026-11-25T04:30:00Z',
            decidedAt: null,
            rejectionReason: null,
            escalationReason: null,
            declinedReason: null,
            _id: 'return-1',
            creditNoteNumber: null,
          },
        ],
      }),
    ]);
    const user = setupUser();
    renderOrderPage(PATH);

    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(returns).toHaveTextContent('Reason: It arrived damaged');
    expect(returns).toHaveTextContent('“The box was crushed”');
    expect(returns).toHaveTextContent('Refunds ₹523.95 once approved.');
    expect(returns).toHaveTextContent('Paid to bank account ending 9012 (HDFC0001234).');
    const card = await statusCard();
    expect(card.getByText('The shopper asked for a refund on 25 Nov 2026, 10:00 am.')).toBeInTheDocument();
    expect(card.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Approve refund' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Approve this refund?' });
    expect(dialog).toHaveTextContent('₹523.95 goes back to Priya Sharma, recorded as a cash refund');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Approve refund' }));
    dialog = screen.getByRole('alertdialog', { name: 'Approve this refund?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve refund' }));

    expect(await screen.findByText('Refund approved.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: `/api/v2/shop-order-refund-success/${ID}`, body: { status: 'Refund Success' } },
    ]);
    // Final now: the status in words, nothing to press.
    await waitFor(() =>
      expect(card.queryByRole('button', { name: 'Approve refund' })).not.toBeInTheDocument(),
    );
    expect(card.getByText('Refund Success')).toBeInTheDocument();
    expect(card.getByText(/^Refunded on 24 Nov 2026, 3:30 pm\./)).toBeInTheDocument();
  });

  it('rejects the return asked for, with a reason the shopper reads', async () => {
    const api = mockOrderApi([
      anOrder({
        status: 'Processing Refund',
        nextStatuses: [],
        paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
        returns: [
          {
            number: 1,
            status: 'requested',
            lines: [{ line: 0, qty: 1 }],
            reason: 'damaged',
            reasonText: null,
            payout: { type: 'upi', upiId: 'priya@okhdfcbank' },
            amount: 523.95,
            refundStatus: null,
            requestedAt: '2026-11-25T04:30:00Z',
            decidedAt: null,
            rejectionReason: null,
            escalationReason: null,
            declinedReason: null,
            _id: 'return-2',
            creditNoteNumber: null,
          },
        ],
      }),
    ]);
    const user = setupUser();
    renderOrderPage(PATH);

    const card = await statusCard();
    await user.click(card.getByRole('button', { name: 'Reject return' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject this return?' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/Priya Sharma reads your reason/);
    await user.type(dialog.getByRole('textbox', { name: 'Why you reject it' }), 'Came back washed and worn');
    await user.click(dialog.getByRole('button', { name: 'Reject return' }));

    expect(await screen.findByText('Return rejected.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: `/api/v2/shop-order-refund-reject/${ID}`,
        body: { reason: 'Came back washed and worn' },
      },
    ]);
    expect(await screen.findByRole('region', { name: 'Returns' })).toHaveTextContent(
      'The shop: “Came back washed and worn”',
    );
    expect(card.getByText('Refund Rejected')).toBeInTheDocument();
  });

  it('cancels a processing order with a reason the shopper reads, after asking which', async () => {
    const api = mockOrderApi([anOrder({ status: 'Processing', nextStatuses: ['Shipping', 'Delivered'] })]);
    const user = setupUser();
    renderOrderPage(PATH);

    const card = await statusCard();
    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    let dialog = within(screen.getByRole('dialog', { name: `Cancel order #6650a1b2?` }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Priya Sharma is told why, and the items go back into your stock.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText('Choose a reason.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.click(card.getByRole('button', { name: 'Cancel order' }));
    dialog = within(screen.getByRole('dialog'));
    expect(dialog.getAllByRole('radio').map((radio) => radio.parentElement?.textContent)).toEqual([
      'Out of stock',
      'The shop cannot deliver to this address',
      'The price was listed wrongly',
      'The shopper asked to cancel',
      'Another reason',
    ]);
    await user.click(dialog.getByRole('radio', { name: 'Out of stock' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('The order has been cancelled.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'POST', path: `/api/v2/shop-order-cancel/${ID}`, body: { reason: 'out_of_stock' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
    expect(card.getByText(/^Cancelled on 24 Nov 2026/)).toBeInTheDocument();
    expect(section('History').getByText('Reason: Out of stock')).toBeInTheDocument();
  });

  it('asks for the courier, tracking number and expected day when the order is handed over', async () => {
    const api = mockOrderApi([
      anOrder({ status: 'Processing', nextStatuses: ['Transferred to delivery partner', 'Shipping'] }),
    ]);
    const user = setupUser();
    renderOrderPage(PATH);

    const card = await statusCard();
    expect(card.queryByLabelText('Courier')).not.toBeInTheDocument();
    await user.selectOptions(card.getByRole('combobox'), 'Transferred to delivery partner');
    await user.click(card.getByRole('button', { name: 'Update Status' }));
    for (const label of ['Courier', 'Tracking number (AWB)', 'Expected delivery']) {
      expect(card.getByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining('Fill this in to hand the order to a courier.'),
      );
    }
    expect(writesOf(api)).toEqual([]);

    await user.type(card.getByLabelText('Courier'), 'Delhivery');
    await user.type(card.getByLabelText('Tracking number (AWB)'), 'dl123456789in');
    await user.type(card.getByLabelText('Expected delivery'), '2099-01-05');
    await user.click(card.getByRole('button', { name: 'Update Status' }));

    expect(
      await screen.findByText('Order status updated to Transferred to delivery partner.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: `/api/v2/update-order-status/${ID}/shop-1`,
        body: {
          status: 'Transferred to delivery partner',
          courier: 'Delhivery',
          trackingNumber: 'dl123456789in',
          expectedDelivery: '2099-01-05',
        },
      },
    ]);
  });

  it('shows the server’s problem with a parcel field under that field', async () => {
    mockOrderApi([anOrder({ status: 'Processing', nextStatuses: ['Transferred to delivery partner'] })]);
    server.use(
      http.put('/api/v2/update-order-status/:orderId/:sellerId', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the highlighted fields.', {
          trackingNumber: 'use 6 to 30 letters, digits or hyphens',
        }),
      ),
    );
    const user = setupUser();
    renderOrderPage(PATH);
    const card = await statusCard();
    await user.selectOptions(card.getByRole('combobox'), 'Transferred to delivery partner');
    await user.type(card.getByLabelText('Courier'), 'Delhivery');
    await user.type(card.getByLabelText('Tracking number (AWB)'), 'AWB#1');
    await user.type(card.getByLabelText('Expected delivery'), '2099-01-05');
    await user.click(card.getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(card.getByLabelText('Tracking number (AWB)')).toHaveAccessibleDescription(
        expect.stringMatching(/use 6 to 30 letters, digits or hyphens/i),
      ),
    );
    expect(card.getByLabelText('Tracking number (AWB)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no cancelling once the order has left the shop', async () => {
    mockOrderApi([anOrder({ status: 'Shipping', nextStatuses: ['On the way', 'Delivered'] })]);
    renderOrderPage(PATH);
    const card = await statusCard();
    expect(card.getByRole('combobox')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows a delivered order’s status as plain text, with its refund window', async () => {
    mockOrderApi([
      anOrder({
        status: 'Delivered',
        deliveredAt: '2026-11-24T10:00:00Z',
        refundableUntil: '2026-12-08T10:00:00Z',
        nextStatuses: [],
      }),
    ]);
    renderOrderPage(PATH);

    const card = await statusCard();
    expect(card.getByText('Delivered')).toBeInTheDocument();
    expect(card.queryByRole('combobox')).not.toBeInTheDocument();
    expect(card.queryByRole('button')).not.toBeInTheDocument();
    expect(
      card.getByText(
        'Delivered on 24 Nov 2026, 3:30 pm. The shopper may ask for a refund until 8 Dec 2026, 3:30 pm.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the order is not the shop’s', async () => {
    mockOrderApi([anOrder({ shopId: 'shop-2' })]);
    renderOrderPage(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order.');
    expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
  });

  it('cuts nothing from long names on the seller’s page', async () => {
    mockOrderApi([anOrder({ cart: [anItem({ name: 'Handwoven Banarasi silk saree with zari border' })] })]);
    renderOrderPage(PATH);

    expect(await screen.findByText('Handwoven Banarasi silk saree with zari border')).toBeInTheDocument();
  });

  it('speaks the page’s language: French for the seller, Hindi for the status card', async () => {
    mockOrderApi([
      anOrder({
        status: 'Processing',
        history: [{ status: 'Processing', createdAt: '2026-11-22T20:30:00Z', by: 'user', reason: null }],
      }),
    ]);
    await act(() => changeLanguage('fr'));
    renderOrderPage(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détails de la commande' }),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Paiement' });
    expect(section('Paiement').getByText('Pas encore payé')).toBeInTheDocument();
    expect(section('Historique').getByRole('listitem')).toHaveTextContent(
      /^En préparation.* · par l’acheteur$/,
    );
    const card = section('Statut');
    expect(optionsOf(card.getByRole('combobox', { name: 'Faire passer la commande à' }))).toEqual([
      'Choisissez le statut suivant',
      'Remise au transporteur',
      'En expédition',
      'En route',
      'Livrée',
    ]);
    expect(card.getByRole('button', { name: 'Mettre à jour le statut' })).toBeDisabled();
    expect(screen.getByRole('link', { name: /Télécharger la facture/ })).toBeInTheDocument();

    await act(() => changeLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर की जानकारी' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'स्टेटस' })).getByRole('button', { name: 'स्टेटस अपडेट करें' }),
    ).toBeInTheDocument();
  });
});
