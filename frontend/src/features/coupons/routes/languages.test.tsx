import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';

import { aCoupon, mockCouponApi, renderCouponsPage } from '../fixtures';

// The seller's coupon page in Hindi and Spanish: its table, its empty words and its delete question
// come from the catalogue; codes and product names stay as the seller wrote them, amounts in rupees.

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const COUPONS = [
  aCoupon({ _id: 'c-diwali', name: 'DIWALI25', value: 25, minAmount: 1500 }),
  aCoupon({
    _id: 'c-kurta',
    name: 'KURTA10',
    selectedProduct: 'product-1',
    selectedProductName: 'Block-printed cotton kurta',
    expiresAt: '2026-11-01T00:00:00Z',
    expired: true,
  }),
];

describe('/shop-dashboard-coupon-code in other languages', () => {
  it('lists the coupons in Hindi and asks before deleting one, in Hindi', async () => {
    const api = mockCouponApi({ coupons: COUPONS });
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderCouponsPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'कूपन कोड' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 2 कूपन')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Haat Demo Bazaar के कूपन' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'कोड',
      'छूट',
      'न्यूनतम रकम',
      'अधिकतम छूट',
      'किस पर लागू',
      'इस्तेमाल',
      'समाप्ति',
      'बनाने की तारीख',
      'कार्रवाई',
    ]);

    const diwali = within(screen.getByRole('rowheader', { name: 'DIWALI25' }).closest('tr') as HTMLElement);
    expect(diwali.getByText('25%')).toBeInTheDocument();
    expect(diwali.getByText('₹1,500.00')).toBeInTheDocument();
    expect(diwali.getByText('सभी प्रोडक्ट')).toBeInTheDocument();
    expect(diwali.getByText('कोई समाप्ति नहीं')).toBeInTheDocument();
    const kurta = within(screen.getByRole('rowheader', { name: 'KURTA10' }).closest('tr') as HTMLElement);
    expect(kurta.getByText('Block-printed cotton kurta')).toBeInTheDocument();
    expect(kurta.getByText('समाप्त')).toBeInTheDocument();
    expect(kurta.getByText('कोई न्यूनतम नहीं')).toBeInTheDocument();

    await user.click(kurta.getByRole('button', { name: 'कूपन KURTA10 डिलीट करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'क्या आप वाकई डिलीट करना चाहते हैं?' });
    expect(dialog).toHaveTextContent('कूपन KURTA10 तुरंत काम करना बंद कर देगा');
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));
    expect(writesOf(api)).toEqual([]);
  });

  it('says there is no coupon yet in Spanish once the language changes, and checks a new one in Spanish', async () => {
    const api = mockCouponApi();
    const user = setupUser();
    renderCouponsPage();

    expect(await screen.findByRole('heading', { name: 'No coupons yet' })).toBeInTheDocument();
    await act(() => changeLanguage('es'));

    expect(await screen.findByRole('heading', { name: 'Aún no hay cupones' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Haat Demo Bazaar · 0 cupones')).toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Códigos de cupón' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crea tu primer cupón' }));

    // The shared coupon form opens in Spanish too, and checks its fields in Spanish before sending.
    const form = within(await screen.findByRole('region', { name: 'Nuevo cupón' }));
    await user.click(form.getByRole('button', { name: 'Guardar cupón' }));
    expect(await form.findByText('Introduce un código, por ejemplo DIWALI10.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });
});
