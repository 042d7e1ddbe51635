import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { formatCalendarMonth, recentMonthsInIndia } from '@/lib/dates';
import { setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';
import { server } from '@/test/server';

import { fileNameOf } from '../api/download-commission-invoice';
import { aSellerRow, aTcsRow, mockAdminApi, renderAdminPage, rowOf } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-tax-reports';
const REPORT = '/api/v2/admin-tcs-report';
const INVOICE = '/api/v2/admin-commission-invoice/shop-1';

const [THIS_MONTH, PREVIOUS] = recentMonthsInIndia(2) as [string, string];

/** This month: two shops, one selling to registered buyers in another state, one within its state. */
const ROWS = [
  aTcsRow({ gstin: '29AAPFU0939F1ZR', legalName: 'Haat Demo Bazaar Private Limited' }),
  aTcsRow({
    gstin: '27AAPFU0939F1ZV',
    legalName: 'Jaipur Looms LLP',
    buyers: 'registered',
    grossValue: 100000,
    returnedValue: 952.38,
    netValue: 99047.62,
    igst: 0,
    cgst: 495.24,
    sgst: 495.24,
  }),
];

const reportTable = () => screen.findByRole('table', { name: /^TCS report for / });
const cellsOf = (row: ReturnType<typeof rowOf>) => row.getAllByRole('cell').map((cell) => cell.textContent);

/** The page's two cards, by their headings. */
const card = (name: string) => within(screen.getByRole('region', { name }));

/**
 * Object URLs and the passing anchor that saves a download, which jsdom cannot do: each URL made
 * (with its blob) and each anchor clicked are recorded.
 */
function stubDownloads() {
  const made: Blob[] = [];
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made.push(blob as Blob);
    return `blob:invoice-${made.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return { made, saved };
}

/** Looks for `text` in the shop finder at once (Enter), not after the typing pause. */
async function findShop(user: ReturnType<typeof setupUser>, text: string) {
  await user.type(await screen.findByRole('searchbox', { name: 'Find a shop' }), `${text}{Enter}`);
}

describe('/admin-tax-reports', () => {
  it('shows this month’s TCS per supplier and kind of buyer, with the totals and the CSV', async () => {
    const api = mockAdminApi({ tcsRows: (month) => (month === THIS_MONTH ? ROWS : []) });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Tax reports' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(THIS_MONTH);
    expect(within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option')).toHaveLength(12);

    const table = await reportTable();
    expect(table).toHaveAccessibleName(`TCS report for ${formatCalendarMonth(THIS_MONTH)}`);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Supplier',
      'Supplies to',
      'Gross value of supplies',
      'Value of supplies returned',
      'Net amount liable for TCS',
      'TCS as IGST',
      'TCS as CGST',
      'TCS as SGST/UTGST',
    ]);

    const bazaar = rowOf(/29AAPFU0939F1ZR/);
    expect(bazaar.getByRole('rowheader')).toHaveTextContent(
      '29AAPFU0939F1ZRHaat Demo Bazaar Private Limited',
    );
    expect(bazaar.getByText('29AAPFU0939F1ZR')).toHaveClass('font-mono');
    expect(cellsOf(bazaar)).toEqual([
      'Unregistered buyers',
      '₹1,904.76',
      '₹0.00',
      '₹1,904.76',
      '₹19.05',
      '₹0.00',
      '₹0.00',
    ]);
    expect(cellsOf(rowOf(/27AAPFU0939F1ZV/))).toEqual([
      'Registered buyers',
      '₹1,00,000.00',
      '₹952.38',
      '₹99,047.62',
      '₹0.00',
      '₹495.24',
      '₹495.24',
    ]);
    expect(cellsOf(rowOf('Total'))).toEqual([
      '',
      '₹1,01,904.76',
      '₹952.38',
      '₹1,00,952.38',
      '₹19.05',
      '₹495.24',
      '₹495.24',
    ]);

    const csv = card('TCS report').getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('href', `${REPORT}?month=${THIS_MONTH}&format=csv`);
    expect(csv).toHaveAttribute('download');
    expect(readsOf(api, REPORT)).toEqual([`month=${THIS_MONTH}`]);
  });

  it('asks for another month when one is picked, and says when it collected no TCS', async () => {
    const api = mockAdminApi({ tcsRows: (month) => (month === THIS_MONTH ? ROWS : []) });
    const user = setupUser();
    renderAdminPage(PATH);

    await reportTable();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), PREVIOUS);

    const report = card('TCS report');
    expect(await report.findByText('No TCS was collected in this month.')).toBeInTheDocument();
    expect(report.queryByRole('table')).not.toBeInTheDocument();
    expect(report.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `${REPORT}?month=${PREVIOUS}&format=csv`,
    );
    expect(readsOf(api, REPORT)).toEqual([`month=${THIS_MONTH}`, `month=${PREVIOUS}`]);

    // Back to this month: its figures again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), THIS_MONTH);
    expect(await screen.findByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('says when the report cannot be loaded, and loads it again on request', async () => {
    const api = mockAdminApi({ tcsRows: () => ROWS });
    let failures = 1;
    server.use(
      http.get(REPORT, () => {
        if (failures-- > 0) return HttpResponse.error();
        return undefined;
      }),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Tax reports' });
    const alert = await card('TCS report').findByRole('alert');
    expect(alert).toHaveTextContent('Could not reach Haat.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await reportTable()).toBeInTheDocument();
    expect(readsOf(api, REPORT)).toEqual([`month=${THIS_MONTH}`]);
  });

  it('offers no commission invoice for this month, which is not over', async () => {
    const api = mockAdminApi({
      sellers: [aSellerRow({ gstin: '29AAPFU0939F1ZR' })],
      invoices: [{ shopId: 'shop-1', month: THIS_MONTH, number: 'COM-2627-000001' }],
    });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Tax reports' });
    const invoices = card('Commission invoices');
    expect(
      invoices.getByText(
        `The commission invoices for ${formatCalendarMonth(THIS_MONTH)} are issued once the month is over. Pick an earlier month to download one.`,
      ),
    ).toBeInTheDocument();
    await findShop(user, 'bazaar');
    const shop = within(await invoices.findByRole('listitem'));
    expect(shop.getByText('Haat Demo Bazaar')).toBeInTheDocument();
    expect(shop.getByText('29AAPFU0939F1ZR')).toBeInTheDocument();
    const button = shop.getByRole('button', {
      name: `Download the commission invoice of Haat Demo Bazaar for ${formatCalendarMonth(THIS_MONTH)} (PDF)`,
    });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/are issued once the month is over/);
    expect(readsOf(api, '/api/v2/admin-get-all-seller')).toEqual(['page=1&limit=8&q=bazaar']);
    expect(readsOf(api, INVOICE)).toEqual([]);
  });

  it('downloads a shop’s invoice for a month that is over, under the server’s file name', async () => {
    const api = mockAdminApi({
      sellers: [
        aSellerRow(),
        aSellerRow({ _id: 'shop-2', shopName: 'Jaipur Looms', email: 'ravi@example.com' }),
      ],
      invoices: [{ shopId: 'shop-1', month: PREVIOUS, number: 'COM-2627-000001' }],
    });
    const downloads = stubDownloads();
    // The answer waits until the test lets it go, to see the button while it works.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(INVOICE, async () => {
        await held;
        return undefined;
      }),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Month' }), PREVIOUS);
    const invoices = card('Commission invoices');
    expect(invoices.queryByText(/issued once the month is over/)).not.toBeInTheDocument();
    await findShop(user, 'haat');
    const shop = within(await invoices.findByRole('listitem'));
    const button = shop.getByRole('button', {
      name: `Download the commission invoice of Haat Demo Bazaar for ${formatCalendarMonth(PREVIOUS)} (PDF)`,
    });
    expect(button).toBeEnabled();

    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveTextContent('Downloading…');
    expect(downloads.saved).toEqual([]);
    release();

    await waitFor(() =>
      expect(downloads.saved).toEqual([{ href: 'blob:invoice-1', download: 'COM-2627-000001.pdf' }]),
    );
    expect(downloads.made).toHaveLength(1);
    expect(downloads.made[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await downloads.made[0]!.arrayBuffer())).toMatch(/^%PDF-/);
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveTextContent('Download invoice (PDF)');
    expect(invoices.queryByRole('alert')).not.toBeInTheDocument();
    expect(readsOf(api, INVOICE)).toEqual([`month=${PREVIOUS}`]);
  });

  it('shows the server’s message when the shop has no invoice for the month', async () => {
    const api = mockAdminApi({ sellers: [aSellerRow()] });
    const downloads = stubDownloads();
    const user = setupUser();
    renderAdminPage(PATH);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Month' }), PREVIOUS);
    await findShop(user, 'haat');
    const invoices = card('Commission invoices');
    await user.click(
      await invoices.findByRole('button', { name: /^Download the commission invoice of Haat Demo Bazaar/ }),
    );

    const alert = await invoices.findByRole('alert');
    expect(alert).toHaveTextContent(
      `The invoice of Haat Demo Bazaar for ${formatCalendarMonth(PREVIOUS)} could not be downloaded.`,
    );
    expect(alert).toHaveTextContent('No commission was charged to this shop in that month.');
    expect(downloads.made).toEqual([]);
    expect(downloads.saved).toEqual([]);
    expect(readsOf(api, INVOICE)).toEqual([`month=${PREVIOUS}`]);
    expect(invoices.getByRole('button', { name: /^Download the commission invoice/ })).toBeEnabled();
  });

  it('says when no shop matches the search', async () => {
    mockAdminApi({ sellers: [aSellerRow()] });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Tax reports' });
    await findShop(user, 'kerala');
    expect(await card('Commission invoices').findByText('No shop matches “kerala”.')).toBeInTheDocument();
  });
});

describe('the file name of a download', () => {
  it('is read from Content-Disposition, without any folder', () => {
    expect(fileNameOf('attachment; filename="COM-2627-000001.pdf"')).toBe('COM-2627-000001.pdf');
    expect(fileNameOf('attachment; filename=COM-2627-000002.pdf')).toBe('COM-2627-000002.pdf');
    expect(fileNameOf("attachment; filename*=UTF-8''COM%202627.pdf")).toBe('COM 2627.pdf');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
