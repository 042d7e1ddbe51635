import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { orderKeys } from '@/lib/orders/keys';
import { settle } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { anItem, anOrder, mockOrderApi, renderOrderPage } from '../fixtures';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';

const ORDER = anOrder({
  cart: [
    anItem(),
    anItem({
      _id: 'prod-saree',
      productId: 'prod-saree',
      name: 'Handwoven Banarasi silk saree',
      sellingPrice: 45000,
      qty: 3,
      size: null,
      color: 'Maroon',
      lineTotal: 135000,
    }),
  ],
  subTotalPrice: 135998,
  shippingPrice: 0,
  discountPrice: 13599.8,
  couponCode: 'SAVE10',
  totalPrice: 122398.2,
  paymentInfo: { status: 'succeeded', type: 'Razorpay', method: 'razorpay' },
});

const printSpy = () => vi.spyOn(window, 'print').mockImplementation(() => {});

describe('the invoice', () => {
  it('shows the whole invoice to the Admin and opens the print dialog once', async () => {
    const print = printSpy();
    const api = mockOrderApi([ORDER]);
    renderOrderPage(`/admin/order/${ID}/invoice`, { as: 'admin' });

    const invoice = within(await screen.findByRole('article', { name: 'Invoice' }));
    expect(api.calls.map((call) => call.path)).toEqual([`/api/v2/get-selected-order-details/${ID}`]);

    expect(invoice.getByText('Order number').nextSibling).toHaveTextContent(ID);
    expect(invoice.getByText('Order date').nextSibling).toHaveTextContent('23 Nov 2026');

    const seller = within(invoice.getByRole('region', { name: 'Sold by' }));
    expect(seller.getByText('Haat Demo Bazaar')).toBeInTheDocument();
    expect(seller.getByText('21 Commercial Street, Bengaluru')).toBeInTheDocument();
    expect(seller.getByText('PIN 560001')).toBeInTheDocument();
    expect(seller.getByText('Phone: 9845012345')).toBeInTheDocument();
    expect(seller.getByText('Email: seller@example.com')).toBeInTheDocument();

    const buyer = within(invoice.getByRole('region', { name: 'Bill to' }));
    expect(buyer.getByText('Priya Sharma')).toBeInTheDocument();
    expect(buyer.getByText('Email: priya@example.com')).toBeInTheDocument();
    const shipTo = within(invoice.getByRole('region', { name: 'Ship to' }));
    expect(shipTo.getByText('12 MG Road')).toBeInTheDocument();
    expect(shipTo.getByText('Bengaluru, Karnataka 560001')).toBeInTheDocument();

    const table = within(invoice.getByRole('table', { name: 'Items' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      '#ItemQtyUnit priceAmount',
      // The "each" line is the phone's; a wide screen and paper show the unit price column instead.
      '1Block-printed cotton kurtaSize M · Colour Indigo₹499.00 each2₹499.00₹998.00',
      '2Handwoven Banarasi silk sareeColour Maroon₹45,000.00 each3₹45,000.00₹1,35,000.00',
    ]);

    expect(invoice.getByText('Subtotal').nextSibling).toHaveTextContent('₹1,35,998.00');
    expect(invoice.getByText('Shipping').nextSibling).toHaveTextContent('Free');
    expect(invoice.getByText(/Discount/).nextSibling).toHaveTextContent('−₹13,599.80');
    expect(invoice.getByText('(SAVE10)')).toBeInTheDocument();
    expect(invoice.getByText('Total').nextSibling).toHaveTextContent('₹1,22,398.20');

    const payment = within(invoice.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Method').nextSibling).toHaveTextContent('Razorpay');
    expect(payment.getByText('Status').nextSibling).toHaveTextContent('Paid');

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.title).toBe('Invoice 6650a1b2 · Haat');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/admin/order/${ID}`,
    );
    // The print rules show the invoice alone.
    const printRules = Array.from(document.querySelectorAll('style'), (style) => style.textContent).find(
      (css) => css.includes('@media print'),
    );
    expect(printRules).toContain(':not([data-invoice], [data-invoice] *, :has([data-invoice]))');
    expect(screen.getByRole('article', { name: 'Invoice' })).toHaveAttribute('data-invoice');
  });

  it('loads the seller’s invoice through the shop’s call', async () => {
    const print = printSpy();
    const api = mockOrderApi([ORDER]);
    renderOrderPage(`/shop/order/${ID}/shop-1/invoice`);

    expect(await screen.findByRole('article', { name: 'Invoice' })).toHaveTextContent('Haat Demo Bazaar');
    expect(api.calls.map((call) => call.path)).toEqual([`/api/v2/get-selected-order-shop/${ID}/shop-1`]);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/shop/order/${ID}/shop-1`,
    );
  });

  it('prints once in strict mode too, and again only when asked', async () => {
    const print = printSpy();
    mockOrderApi([ORDER]);
    renderOrderPage(`/admin/order/${ID}/invoice`, { as: 'admin', strict: true });

    await screen.findByRole('article', { name: 'Invoice' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    screen.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('keeps the invoice, printed once, when the order reloads, fails to, and reloads again', async () => {
    const print = printSpy();
    let reloads = 0;
    mockOrderApi([ORDER]);
    const { queryClient } = renderOrderPage(`/admin/order/${ID}/invoice`, { as: 'admin' });
    await screen.findByRole('article', { name: 'Invoice' });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    server.use(
      http.get('/api/v2/get-selected-order-details/:id', () => {
        reloads += 1;
        return apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side.');
      }),
    );
    await act(() => queryClient.invalidateQueries({ queryKey: orderKeys.all }));
    await settle();

    expect(reloads).toBe(1);
    expect(screen.getByRole('article', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // The server answers again: still the one print.
    mockOrderApi([ORDER]);
    await act(() => queryClient.invalidateQueries({ queryKey: orderKeys.all }));
    await settle();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says why there is no invoice, and prints nothing', async () => {
    const print = printSpy();
    mockOrderApi([]);
    renderOrderPage(`/admin/order/${ID}/invoice`, { as: 'admin' });

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such order.');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(print).not.toHaveBeenCalled();
  });
});
