import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { statusName } from '@/lib/orders/statuses';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';

import { actionInWords, detailsInWords } from '../components/audit';
import { ordersSummary } from '../components/dashboard-summary';
import { aUserRow, aWithdraw, mockAdminApi, renderAdminPage, rowOf } from '../fixtures';

// The Admin's console in Hindi and French: its pages, tables, dialogs, toasts and a form's own
// errors come from the catalogue; amounts stay rupees with Indian grouping, names as sent.

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

/** French puts a no-break space before its high punctuation: "Suspendre Priya Sharma ?". */
const NBSP = '\u00a0';

describe('the Admin’s console in other languages', () => {
  it('lists the withdraw requests in Hindi and checks a rejection’s reason in Hindi', async () => {
    const api = mockAdminApi({
      withdrawals: [
        aWithdraw(),
        aWithdraw({
          _id: 'withdraw-2',
          shopId: 'shop-2',
          shopName: 'Jaipur Looms',
          amount: 25000.5,
          payout: { type: 'upi', upiId: 'ravi@okhdfcbank' },
        }),
      ],
    });
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderAdminPage('/admin-withdraw-request');

    expect(await screen.findByRole('heading', { level: 1, name: 'निकासी अनुरोध' })).toBeInTheDocument();
    expect(await screen.findByText('विक्रेताओं के भुगतान · 2 अनुरोध')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'स्टेटस' })).toHaveDisplayValue('प्रोसेस हो रहे (भुगतान बाकी)');
    const bank = rowOf('Haat Demo Bazaar');
    expect(bank.getByText('₹1,500.00')).toBeInTheDocument();
    expect(bank.getByText('अकाउंट होल्डर')).toBeInTheDocument();
    expect(bank.getByText('प्रोसेस हो रहा है')).toBeInTheDocument();

    await user.click(bank.getByRole('button', { name: 'Haat Demo Bazaar का अनुरोध अस्वीकार करें' }));
    const dialog = screen.getByRole('dialog', { name: 'यह अनुरोध अस्वीकार करें?' });
    await user.click(within(dialog).getByRole('button', { name: 'अनुरोध अस्वीकार करें' }));
    expect(await within(dialog).findByText('कम से कम 3 अक्षरों में वजह लिखें।')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'रद्द करें' }));

    await user.click(
      rowOf('Jaipur Looms').getByRole('button', {
        name: 'Jaipur Looms को ₹25,000.50 का भुगतान हो गया मार्क करें',
      }),
    );
    expect(screen.getByRole('alertdialog', { name: 'भुगतान हो गया मार्क करें?' })).toHaveTextContent(
      'UPI आईडी ravi@okhdfcbank पर ₹25,000.50 ट्रांसफ़र करने के बाद ही इसे भुगतान हो गया मार्क करें।',
    );
  });

  it('redraws the users’ list in French when the language changes, confirm box included', async () => {
    mockAdminApi({ users: [aUserRow()] });
    const user = setupUser();
    renderAdminPage('/admin-all-users');

    expect(await screen.findByRole('heading', { level: 1, name: 'All users' })).toBeInTheDocument();
    await act(() => changeLanguage('fr'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tous les utilisateurs' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Tous les utilisateurs' }))
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Nom', 'E-mail', 'Rôle', 'Statut', 'Inscription', 'Actions']),
    );
    const priya = rowOf('Priya Sharma');
    expect(priya.getByText('Client')).toBeInTheDocument();
    expect(priya.getByText('Actif')).toBeInTheDocument();

    await user.click(priya.getByRole('button', { name: 'Suspendre Priya Sharma' }));
    const dialog = screen.getByRole('alertdialog', { name: `Suspendre Priya Sharma${NBSP}?` });
    expect(within(dialog).getByRole('button', { name: 'Suspendre l’utilisateur' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('says the charts and the audit log in the page’s language, plurals included', async () => {
    await act(() => changeLanguage('fr'));
    const days = [
      { date: '2026-10-24', orders: 1, revenue: 899.1, commission: 51.2 },
      { date: '2026-10-25', orders: 0, revenue: 0, commission: 0 },
    ];
    expect(ordersSummary(days)).toMatch(
      /^1 commande sur 2 jours\. Jour le plus chargé\u00a0: .+, 1 commande\.$/,
    );
    expect(actionInWords('withdrawal.pay')).toBe('A marqué un retrait comme payé');
    expect(actionInWords('shop.rename')).toBe('shop.rename');

    await act(() => changeLanguage('hi'));
    expect(ordersSummary(days)).toMatch(/^2 दिनों में 1 ऑर्डर। सबसे व्यस्त दिन: .+, 1 ऑर्डर।$/);
    // An order's status is the API's English name, said as the shared catalogue says it.
    expect(statusName('Shipping')).not.toBe('Shipping');
    expect(detailsInWords('{"status": "Shipping", "amount": "1500.00"}')).toEqual({
      pairs: [
        ['स्टेटस', statusName('Shipping')],
        ['रकम', '1500.00'],
      ],
    });
  });
});
