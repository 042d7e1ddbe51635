import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

import { anOrder, mockDashboardApi, mockReviewApi, renderSellerPage, someDays, someStats } from '../fixtures';

// The seller's dashboard in Hindi: its own texts (figures, charts' summary, cards), the shared
// names of order statuses, counts said with the language's plurals, dates as hi-IN writes them,
// and money still in rupees with Indian grouping.

const busyShop = (days: number) =>
  someStats(
    {
      balance: { available: 123456.5, pending: 0, held: 0, paidOut: 0 },
      productCount: 3,
      ordersByStatus: {
        'Awaiting payment': 0,
        Processing: 1,
        'Transferred to delivery partner': 0,
        Shipping: 0,
        'On the way': 0,
        Delivered: 12,
        'Processing Refund': 0,
        'Refund Success': 0,
        'Refund Rejected': 0,
        'Refund Escalated': 0,
        'Refund Declined': 0,
        Cancelled: 0,
      },
      totals: { orders: 13, revenue: 145210 },
      byDay: someDays(days, (index) => (index === 3 ? { orders: 13, revenue: 145210 } : {})),
      lowStock: [{ _id: 'p-sold', name: 'Banarasi silk saree', stock: 0 }],
    },
    days,
  );

describe('/shop-dashboard in Hindi', () => {
  it('says the shop’s figures, its summary and its cards in Hindi, money in rupees', async () => {
    mockDashboardApi(busyShop, [anOrder('order-000000000002', { status: 'Shipping' })]);
    await act(() => changeLanguage('hi'));
    renderSellerPage('/shop-dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'दुकान डैशबोर्ड' })).toBeInTheDocument();
    const figures = within(await screen.findByRole('region', { name: 'आँकड़े' }));
    expect(figures.getByText('उपलब्ध बैलेंस', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '₹1,23,456.50',
    );
    expect(screen.getByRole('button', { name: 'पिछले 30 दिन' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(
        'पिछले 30 दिनों में 13 ऑर्डर से ₹1,45,210.00 की कमाई। सबसे अच्छा दिन: शुक्र, 30 अक्टू॰ 2026, 13 ऑर्डर से ₹1,45,210.00।',
      ),
    ).toBeInTheDocument();
    const byStatus = within(screen.getByRole('region', { name: 'स्टेटस के हिसाब से ऑर्डर' }));
    expect(byStatus.getByRole('link', { name: 'डिलीवर हो गया: 12 ऑर्डर' })).toHaveAttribute(
      'href',
      '/shop-dashboard/orders?status=Delivered',
    );
    expect(
      within(screen.getByRole('region', { name: 'स्टॉक कम है' })).getByText('स्टॉक खत्म'),
    ).toBeInTheDocument();
    const latest = within(screen.getByRole('region', { name: 'हाल के ऑर्डर' }));
    expect(await latest.findByText(/Priya Sharma · 2 आइटम/)).toBeInTheDocument();
    expect(latest.getByText('शिप किया जा रहा है')).toBeInTheDocument();
  });

  it('welcomes a new shop in Hindi inside the seller’s frame', async () => {
    mockDashboardApi(() => someStats());
    mockSession({ seller: aSeller() });
    await act(() => changeLanguage('hi'));
    renderApp('/shop-dashboard');

    const welcome = within(
      await screen.findByRole('region', {
        name: 'स्वागत है, Haat Demo Bazaar! पहली बिक्री तक बस तीन कदम',
      }),
    );
    expect(welcome.getByRole('link', { name: 'पेआउट का तरीका जोड़ें' })).toHaveAttribute(
      'href',
      '/shop-dashboard-withdraw-money',
    );
    expect(screen.getByText('पिछले 30 दिनों में कोई ऑर्डर नहीं।')).toBeInTheDocument();
    const menu = within(screen.getByRole('navigation', { name: 'दुकान मेन्यू' }));
    expect(menu.getByRole('link', { name: 'डिस्काउंट कोड' })).toHaveAttribute(
      'href',
      '/shop-dashboard-coupon-code',
    );
    expect(screen.getByRole('button', { name: 'अपनी दुकान से साइन आउट करें' })).toBeInTheDocument();
  });

  it('shows a shop not approved yet its review card in Hindi, the Admin’s reason as written', async () => {
    const seller = aSeller({ reviewStatus: 'rejected', reviewReason: 'Please add a PAN.' });
    mockDashboardApi(() => someStats());
    mockReviewApi(seller, { done: { description: true, withdrawMethod: true } });
    await act(() => changeLanguage('hi'));
    renderSellerPage('/shop-dashboard', { seller });

    const card = within(await screen.findByRole('region', { name: 'आपकी दुकान को मंज़ूरी नहीं मिली' }));
    expect(card.getByText('एडमिन की वजह')).toBeInTheDocument();
    expect(card.getByText('Please add a PAN.')).toBeInTheDocument();
    expect(await card.findByRole('list', { name: 'चेकलिस्ट: 5 में से 2 पूरे' })).toBeInTheDocument();
    expect(card.getAllByText('पूरा')).toHaveLength(2);
    expect(card.getAllByText('बाकी')).toHaveLength(3);
    expect(card.getByRole('checkbox', { name: 'मेरा बिज़नेस GST में रजिस्टर्ड नहीं है' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'जाँच के लिए भेजें' })).toBeEnabled();
  });
});
