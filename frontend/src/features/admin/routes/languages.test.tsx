import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { formatCalendarMonth, recentMonthsInIndia } from '@/lib/dates';
import { changeLanguage } from '@/lib/i18n';
import { statusName } from '@/lib/orders/statuses';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';

import { actionInWords, detailsInWords } from '../components/audit';
import { ordersSummary } from '../components/dashboard-summary';
import {
  aGrievance,
  aShopToReview,
  aTcsRow,
  aUserRow,
  aSellerRow,
  aWithdraw,
  commissionRules,
  mockAdminApi,
  renderAdminPage,
  rowOf,
} from '../fixtures';

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

  it('heads the TCS report in Hindi, as GSTR-8 names its columns, with the month in Hindi', async () => {
    mockAdminApi({ tcsRows: () => [aTcsRow(), aTcsRow({ gstin: '27AAPFU0939F1ZV', buyers: 'registered' })] });
    await act(() => changeLanguage('hi'));
    renderAdminPage('/admin-tax-reports');

    expect(await screen.findByRole('heading', { level: 1, name: 'टैक्स रिपोर्ट' })).toBeInTheDocument();
    const [thisMonth] = recentMonthsInIndia(1) as [string];
    const table = await screen.findByRole('table', {
      name: `${formatCalendarMonth(thisMonth)} की TCS रिपोर्ट`,
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'आपूर्तिकर्ता',
      'किसे आपूर्ति',
      'आपूर्ति का सकल मूल्य',
      'लौटाई गई आपूर्ति का मूल्य',
      'TCS के लिए देय शुद्ध राशि',
      'IGST के रूप में TCS',
      'CGST के रूप में TCS',
      'SGST/UTGST के रूप में TCS',
    ]);
    expect(rowOf(/29AAPFU0939F1ZR/).getByText('अपंजीकृत खरीदार')).toBeInTheDocument();
    expect(rowOf(/27AAPFU0939F1ZV/).getByText('पंजीकृत खरीदार')).toBeInTheDocument();
    // Amounts stay rupees with Indian grouping.
    expect(rowOf('कुल').getAllByRole('cell')[1]).toHaveTextContent('₹3,809.52');
    expect(screen.getByRole('link', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'दुकान खोजें' })).toBeInTheDocument();
  });

  it('keeps the grievance officer’s desk in Hindi, the overdue badge and the answer’s checks included', async () => {
    const api = mockAdminApi({ grievances: [aGrievance({ overdue: true })] });
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderAdminPage('/admin-grievances');

    expect(await screen.findByRole('heading', { level: 1, name: 'शिकायतें' })).toBeInTheDocument();
    expect(await screen.findByText('शिकायत अधिकारी की डेस्क · 1 शिकायत')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'स्टेटस' })).toHaveDisplayValue('सभी शिकायतें');
    const row = rowOf(/^GRV-261124-0A1B2C3D /);
    expect(row.getByText('खरीदार')).toBeInTheDocument();
    expect(row.getByText('खुली')).toBeInTheDocument();
    expect(row.getByText('समय-सीमा पार')).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'शिकायत GRV-261124-0A1B2C3D देखें' }));
    await user.click(screen.getByRole('button', { name: 'जवाब भेजें' }));
    expect(await screen.findByText('कम से कम 10 अक्षरों में जवाब लिखें।')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('shows the shops waiting for review in Hindi, the rejection’s reason checked in Hindi', async () => {
    const api = mockAdminApi({ reviews: [aShopToReview({ gstin: null, gstUnregistered: true })] });
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderAdminPage('/admin-sellers-review');

    expect(await screen.findByRole('heading', { level: 1, name: 'विक्रेताओं की जाँच' })).toBeInTheDocument();
    const card = within(await screen.findByRole('article', { name: 'Kutch Mirror Work' }));
    expect(card.getByText('GST में रजिस्टर्ड न होने की घोषणा की')).toBeInTheDocument();
    expect(card.getByText('3 लाइव प्रोडक्ट')).toBeInTheDocument();
    expect(card.getByText('7 Station Road, Bhuj, पिन कोड 370001')).toBeInTheDocument();

    await user.click(card.getByRole('button', { name: 'Kutch Mirror Work को नामंज़ूर करें' }));
    await user.click(screen.getByRole('button', { name: 'दुकान नामंज़ूर करें' }));
    expect(await screen.findByText('कम से कम 3 अक्षरों में वजह लिखें।')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });

  it('edits the commission rules in French, the preview’s sentence and the form’s own checks included', async () => {
    const api = mockAdminApi({
      sellers: [aSellerRow({ _id: 'shop-banaras', shopName: 'Banaras Silk House' })],
      commission: commissionRules(),
    });
    const user = setupUser();
    await act(() => changeLanguage('fr'));
    renderAdminPage('/admin-commission');

    expect(await screen.findByRole('heading', { level: 1, name: 'Commission' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Taux par défaut (%)' })).toHaveValue('10');
    // The text as written, no-break spaces and all (the text matchers read them as spaces).
    expect(screen.getByRole('note').textContent).toBe(
      `Ces taux n’ont jamais été enregistrés${NBSP}: chaque vente paie le taux par défaut du serveur, 10${NBSP}%. Enregistrez-les pour fixer les taux depuis cette page.`,
    );
    expect(screen.getByRole('link', { name: 'Commission' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    const rule = within(screen.getByRole('group', { name: 'Règle 1' }));
    // Categories in French, sent by their API name.
    await user.selectOptions(rule.getByRole('combobox', { name: 'Catégorie' }), 'Femme');
    await user.type(rule.getByRole('textbox', { name: 'Taux (%)' }), '12,5');
    const preview = within(screen.getByRole('region', { name: 'Aperçu' }));
    const sentence = `Un produit Femme à ₹1,299.00 de Banaras Silk House paie ₹162.38 de commission (+ ₹29.23 de GST) au taux de 12,5${NBSP}% — règle catégorie.`;
    expect(
      await preview.findByText(
        (_, element) => element?.tagName === 'P' && element.textContent === sentence,
        {},
        {
          timeout: 3000,
        },
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ajouter une règle' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les règles' }));
    expect(screen.getByRole('group', { name: 'Règle 2' })).toHaveAccessibleDescription(
      'Choisissez une boutique, une catégorie ou les deux.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Règle 2' })).getByRole('textbox', { name: 'Taux (%)' }),
    ).toHaveAccessibleDescription(`Saisissez un taux de 0 à 50${NBSP}%, avec deux décimales au plus.`);
    // Only previews were asked for: nothing was saved.
    expect(writesOf(api).filter((call) => call.method !== 'POST')).toEqual([]);
    expect(writesOf(api).map((call) => call.path)).toContain('/api/v2/admin-commission-preview');
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
