import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { changeLanguage } from '@/lib/i18n';
import { aUser } from '@/test/auth';
import { anOrder } from '@/test/orders';
import { apiError, server } from '@/test/server';
import { mockUserOrder, renderShopperPage } from '@/test/shopper';

const ID = 'ord7f3a9c2e41b8';

/** A paragraph by its whole text, dates (in `<time>`) included. */
const paragraph = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');

describe('/user/order/:id', () => {
  it('offers the credit note that cancelled the invoice of a cancelled order', async () => {
    mockUserOrder(anOrder({ status: 'Cancelled', cancellationCreditNoteNumber: 'CN/2627/000007' }));
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    const note = await screen.findByRole('link', { name: 'Download credit note CN/2627/000007' });
    expect(note).toHaveAttribute('href', `/api/v2/order-credit-note/${ID}`);
    expect(note).toHaveAttribute('download', 'CN-2627-000007.pdf');
    expect(screen.getByRole('link', { name: 'Download Invoice' })).toBeInTheDocument();
    // A problem with it goes to the grievance officer, about this order.
    expect(screen.getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      `/grievance?order=${ID}`,
    );
  });

  it('shows the order: its items, amounts, payment, address, shop and tracking', async () => {
    mockUserOrder(
      anOrder({
        subTotalPrice: 1998,
        shippingPrice: 49.9,
        discountPrice: 199.8,
        totalPrice: 1848.1,
        couponCode: 'SAVE10',
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order #ord7f3a9' })).toBeInTheDocument();
    expect(document.title).toBe('Order #ord7f3a9 · Haat');
    expect(screen.getByText(/Placed on/)).toHaveTextContent('Placed on 24 Nov 2026');
    expect(screen.getByText('INV/2627/000042').parentElement).toHaveTextContent('Invoice INV/2627/000042');
    expect(screen.getByRole('link', { name: 'Download Invoice' })).toHaveAttribute(
      'href',
      `/api/v2/order-invoice/${ID}`,
    );
    expect(screen.getAllByText('Processing')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track order' })).toHaveAttribute(
      'href',
      `/user/track-order/${ID}`,
    );

    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/kurta',
    );
    expect(items.querySelector('img')).toHaveAttribute('src', '/media/orders/kurta-thumb.jpg');
    expect(within(items).getByText('₹999.00 × 2')).toBeInTheDocument();
    expect(within(items).getByText('Colour: Indigo · Size: M')).toBeInTheDocument();
    const amount = (term: string) => within(items).getByText(term).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('₹1,998.00');
    expect(amount('Shipping')).toBe('₹49.90');
    expect(amount('Discount (SAVE10)')).toBe('−₹199.80');
    expect(amount('Total')).toBe('₹1,848.10');
    expect(within(items).queryByRole('link', { name: /Review/ })).not.toBeInTheDocument();

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Cash On Delivery');
    expect(payment).toHaveTextContent('Status: To pay on delivery');
    const address = screen.getByRole('region', { name: 'Shipping address' });
    expect(address).toHaveTextContent('Priya Sharma12 MG RoadNear the metroBengaluru, Karnataka 560001India');
    expect(address).toHaveTextContent('Mobile: 9876543210');
    expect(
      within(screen.getByRole('region', { name: 'Sold by' })).getByRole('link', { name: 'Jaipur Looms' }),
    ).toHaveAttribute('href', '/shop/preview/shop-1');
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });

  it('returns one unit of a line with a reason and a UPI id to be paid to, and shows the return', async () => {
    const delivered = anOrder({
      status: 'Delivered',
      paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
      deliveredAt: '2026-11-26T06:00:00Z',
      refundableUntil: '2026-12-10T06:00:00Z',
    });
    const server_ = mockUserOrder(delivered);
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v2/order-refund/:id', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        server_.order = {
          ...delivered,
          status: 'Processing Refund',
          refundableUntil: null,
          refundRequestedAt: '2026-11-28T10:00:00Z',
          returns: [
            {
              number: 1,
              status: 'requested',
              lines: [{ line: 0, qty: 1 }],
              reason: 'size_or_fit',
              reasonText: null,
              payout: { type: 'upi', upiId: 'priya@okhdfcbank' },
              amount: 999,
              refundStatus: null,
              requestedAt: '2026-11-28T10:00:00Z',
              decidedAt: null,
              rejectionReason: null,
              escalationReason: null,
              declinedReason: null,
              _id: 'return-1',
              creditNoteNumber: null,
            },
          ],
        };
        return HttpResponse.json({ success: true, message: 'Return requested.', order: server_.order });
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(
      await screen.findByText(
        paragraph(/Delivered on 26 Nov 2026, 11:30 am\. You can ask for a refund until 10 Dec 2026/),
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/kurta#reviews',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Return items' }));
    let dialog = screen.getByRole('dialog', { name: 'Return items' });
    expect(dialog).toHaveAccessibleDescription(/Choose what goes back to Jaipur Looms from order #ord7f3a9/);
    // Nothing chosen: each problem is said beside its field, and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
    expect(await within(dialog).findByText('Choose at least one item to return.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a UPI id such as name@okhdfcbank.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my items' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Return items' }));
    dialog = screen.getByRole('dialog', { name: 'Return items' });
    const units = within(dialog).getByRole('combobox', { name: 'Block-printed cotton kurta (size M)' });
    expect(units).toHaveAccessibleDescription('2 of 2 can go back');
    await userEvent.selectOptions(units, 'Return 1 unit');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The size or fit is wrong' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Your UPI id' }), 'priya@okhdfcbank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));

    expect(await screen.findByText('Return requested.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        id: ID,
        body: {
          status: 'Processing Refund',
          lines: [{ line: 0, qty: 1 }],
          reason: 'size_or_fit',
          reasonText: null,
          payout: { type: 'upi', upiId: 'priya@okhdfcbank' },
        },
      },
    ]);
    const returns = await screen.findByRole('region', { name: 'Returns' });
    expect(returns).toHaveTextContent('1 × Block-printed cotton kurta (M)');
    expect(returns).toHaveTextContent('Reason: The size or fit is wrong');
    expect(returns).toHaveTextContent('Refunds ₹999.00 once approved.');
    expect(returns).toHaveTextContent('Paid to UPI priya@okhdfcbank.');
    expect(screen.getAllByText('Processing Refund')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });

  it('asks for words with “Another reason” and a bank account typed twice', async () => {
    mockUserOrder(
      anOrder({
        status: 'Delivered',
        paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
        refundableUntil: '2026-12-10T06:00:00Z',
      }),
    );
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v2/order-refund/:id', async ({ request }) => {
        sent.push(await request.json());
        return apiError(
          409,
          ErrorCode.REFUND_WINDOW_CLOSED,
          'Refunds can be asked for within 14 days of delivery.',
        );
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Return items' }));
    const dialog = screen.getByRole('dialog', { name: 'Return items' });
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), 'Return 2 units');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Bank account' }));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: "Account holder's name" }),
      'Priya Sharma',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Account number' }), '1234 5678 9012');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Account number again' }),
      '123456789013',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'IFSC' }), 'hdfc0001234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));
    expect(await within(dialog).findByText('Say what is wrong with it.')).toBeInTheDocument();
    expect(within(dialog).getByText('The two account numbers differ.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Say what is wrong' }),
      'Stitching came apart',
    );
    const again = within(dialog).getByRole('textbox', { name: 'Account number again' });
    await userEvent.clear(again);
    await userEvent.type(again, '123456789012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for the return' }));

    expect(
      await within(dialog).findByText('Refunds can be asked for within 14 days of delivery.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {
        status: 'Processing Refund',
        lines: [{ line: 0, qty: 2 }],
        reason: 'other',
        reasonText: 'Stitching came apart',
        payout: {
          type: 'bank',
          holderName: 'Priya Sharma',
          accountNumber: '123456789012',
          ifsc: 'HDFC0001234',
        },
      },
    ]);
  });

  it('shows why the shop rejected a return and takes it to Haat, once', async () => {
    const rejected = anOrder({
      status: 'Refund Rejected',
      paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
      escalatableUntil: '2026-12-02T06:00:00Z',
      returns: [
        {
          number: 1,
          status: 'rejected',
          lines: [{ line: 0, qty: 1 }],
          reason: 'damaged',
          reasonText: null,
          payout: { type: 'upi', upiId: 'priya@okhdfcbank' },
          amount: 523.95,
          refundStatus: null,
          requestedAt: '2026-11-25T04:30:00Z',
          decidedAt: '2026-11-25T06:00:00Z',
          rejectionReason: 'Returned worn',
          escalationReason: null,
          declinedReason: null,
          _id: 'return-2',
          creditNoteNumber: null,
        },
      ],
    });
    const server_ = mockUserOrder(rejected);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/order-refund-escalate/:id', async ({ request }) => {
        sent.push(await request.json());
        server_.order = { ...rejected, status: 'Refund Escalated', escalatableUntil: null };
        return HttpResponse.json({ success: true, message: 'Sent to Haat.', order: server_.order });
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(await screen.findByText('Jaipur Looms rejected your return:')).toBeInTheDocument();
    expect(screen.getAllByText('“Returned worn”')[0]).toBeInTheDocument();
    expect(screen.getByText(paragraph(/you can ask Haat to decide until 2 Dec 2026/))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask Haat to decide' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask Haat to decide?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Why the shop is wrong' }),
      'It was unworn',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask Haat to decide' }));

    expect(await screen.findByText('Sent to Haat.')).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'It was unworn' }]);
    expect(await screen.findByText('Haat is looking at your return and will decide it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask Haat to decide' })).not.toBeInTheDocument();
  });

  it('offers an approved return’s credit note, and none for a return still open', async () => {
    const back = {
      lines: [{ line: 0, qty: 1 }],
      reason: 'damaged' as const,
      reasonText: null,
      payout: { type: 'upi' as const, upiId: 'priya@okhdfcbank' },
      amount: 523.95,
      requestedAt: '2026-11-25T04:30:00Z',
      rejectionReason: null,
      escalationReason: null,
      declinedReason: null,
    };
    mockUserOrder(
      anOrder({
        status: 'Processing Refund',
        paymentInfo: { status: 'succeeded', type: 'Cash On Delivery', method: 'cod' },
        returns: [
          {
            ...back,
            _id: 'b3c9f7f0-1f7e-4a55-9c1e-5f0d2c1e8a11',
            number: 1,
            status: 'approved',
            refundStatus: 'manual',
            decidedAt: '2026-11-25T06:00:00Z',
            creditNoteNumber: 'CN/2627/000001',
          },
          {
            ...back,
            _id: 'c1d2e3f4-0000-4000-8000-000000000002',
            number: 2,
            status: 'requested',
            refundStatus: null,
            decidedAt: null,
            creditNoteNumber: null,
          },
        ],
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    const link = await screen.findByRole('link', { name: 'Download credit note CN/2627/000001' });
    expect(link).toHaveAttribute('href', '/api/v2/order-credit-note/b3c9f7f0-1f7e-4a55-9c1e-5f0d2c1e8a11');
    expect(link).toHaveAttribute('download', 'CN-2627-000001.pdf');
    expect(screen.getAllByRole('link', { name: /^Download credit note/ })).toHaveLength(1);
  });

  it('cancels a processing order in the shopper’s own words, after asking why', async () => {
    const processing = anOrder();
    const server_ = mockUserOrder(processing);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/order-cancel/:id', async ({ request, params }) => {
        const body = (await request.json()) as { reason: string };
        sent.push({ id: params.id, body });
        server_.order = {
          ...processing,
          status: 'Cancelled',
          cancelledAt: '2026-11-28T10:00:00Z',
          history: [
            ...processing.history,
            { status: 'Cancelled', createdAt: '2026-11-28T10:00:00Z', by: 'user', reason: body.reason },
          ],
        };
        return HttpResponse.json({
          success: true,
          message: 'The order has been cancelled.',
          order: server_.order,
        });
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel order #ord7f3a9?' }));
    expect(dialog.getByRole('radio', { name: 'I changed my mind' })).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'The items go back to the shop and nothing is due.',
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'Another reason' }));
    const words = dialog.getByRole('textbox', { name: 'The reason' });
    expect(words).toHaveFocus();
    await userEvent.type(words, ' no ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));
    expect(await dialog.findByText('Write a reason of 3 to 500 characters.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(words);
    await userEvent.type(words, 'Bought it at a shop nearby ');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('The order has been cancelled.')).toBeInTheDocument();
    expect(sent).toEqual([{ id: ID, body: { reason: 'Bought it at a shop nearby' } }]);
    expect(
      await screen.findByText('You cancelled it. Reason: Bought it at a shop nearby'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('says which shop cancelled an order and why, in words', async () => {
    mockUserOrder(
      anOrder({
        status: 'Cancelled',
        cancelledAt: '2026-11-25T10:00:00Z',
        history: [
          { status: 'Processing', createdAt: '2026-11-24T09:35:00Z', by: 'user', reason: null },
          { status: 'Cancelled', createdAt: '2026-11-25T10:00:00Z', by: 'shop', reason: 'out_of_stock' },
        ],
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(await screen.findByText('Jaipur Looms cancelled it. Reason: Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  });

  it('says kindly that an order is not found', async () => {
    mockUserOrder(anOrder({ _id: 'another' }));
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/account?tab=orders',
    );
  });

  it('lets the shopper pay an order that waits for its online payment', async () => {
    mockUserOrder(
      anOrder({
        status: 'Awaiting payment',
        paymentInfo: { status: 'pending', type: 'Razorpay', method: 'razorpay' },
      }),
    );
    const asked: unknown[] = [];
    server.use(
      http.get('/api/v2/payment/config', () =>
        HttpResponse.json({ success: true, razorpay: { keyId: 'rzp_test_key' } }),
      ),
      http.post('/api/v2/payment/razorpay/order', async ({ request }) => {
        asked.push(await request.json());
        // A payment already verified elsewhere: the page says so rather than opening a window.
        return apiError(409, ErrorCode.NOT_AWAITING_PAYMENT, 'This checkout is already paid.');
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(await screen.findByText(/waiting for its online payment/)).toHaveTextContent(
      /cancelled 30 minutes after they are placed/,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout is already paid.');
    expect(asked).toEqual([{ checkoutId: 'chk-1' }]);
  });

  it('speaks the page’s language: Hindi', async () => {
    await act(() => changeLanguage('hi'));
    mockUserOrder(
      anOrder({
        status: 'Delivered',
        deliveredAt: '2026-11-26T06:00:00Z',
        refundableUntil: '2026-12-10T06:00:00Z',
      }),
    );
    renderShopperPage(`/user/order/${ID}`, { user: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'ऑर्डर #ord7f3a9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toHaveAttribute(
      'href',
      `/user/track-order/${ID}`,
    );
    // The status pill, from the shared catalogue, and the notice with its dates.
    expect(screen.getAllByText('डिलीवर हो गया')[0]).toBeInTheDocument();
    expect(screen.getByText(paragraph(/को डिलीवर हो गया। आप .* तक रिफ़ंड माँग सकते हैं।/))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'डिलीवरी का पता' })).toHaveTextContent('मोबाइल: 9876543210');
    expect(screen.getByRole('region', { name: 'पेमेंट' })).toHaveTextContent(
      'कैश ऑन डिलीवरीस्टेटस: डिलीवरी पर पेमेंट करना है',
    );

    await userEvent.click(screen.getByRole('button', { name: 'सामान लौटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'सामान लौटाएँ' });
    expect(dialog).toHaveAccessibleDescription(/ऑर्डर #ord7f3a9 से Jaipur Looms को क्या लौटाना है और क्यों, चुनें।/);
    expect(within(dialog).getByRole('radio', { name: 'साइज़ या फ़िटिंग सही नहीं है' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox')).toHaveAccessibleDescription('2 में से 2 लौटाए जा सकते हैं');
  });
});
