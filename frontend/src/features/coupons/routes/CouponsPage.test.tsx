import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aCoupon, aShopProduct, mockCouponApi, renderCouponsPage } from '../fixtures';

// The seller is in India: dates typed and shown are read in IST, so the UTC the page sends and the
// local time it shows differ, and a test catches a page that mixes the two up. Set before any
// module makes its date formats.
vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

/** 25 Nov 2026, 5:30 pm in IST. */
const NOW = new Date('2026-11-25T12:00:00Z');

const rowOf = (code: string) =>
  within(screen.getByRole('rowheader', { name: code }).closest('tr') as HTMLElement);

const openForm = async (user: UserEvent) => {
  await user.click(await screen.findByRole('button', { name: 'Create coupon' }));
  return screen.findByRole('region', { name: 'New coupon' });
};

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Save coupon' }));

const PRODUCTS = [
  aShopProduct('product-1', 'Block-printed cotton kurta', { name: 'Indigo', hex: '#3f51b5' }),
  aShopProduct('product-2', 'Banarasi silk saree'),
  aShopProduct('product-3', 'Block-printed cotton kurta', { name: 'Red', hex: '#c62828' }),
];

describe('/shop-dashboard-coupon-code', () => {
  beforeEach(() => {
    // Only the date: timers stay real, so Testing Library's waiting works as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('lists the coupons with amounts in rupees, the product, the expiry and the expired ones marked', async () => {
    mockCouponApi({
      coupons: [
        aCoupon({
          _id: 'c-diwali',
          name: 'DIWALI25',
          value: 25,
          minAmount: 1500,
          maxAmount: 100000,
          expiresAt: '2026-12-31T18:29:00Z',
          maxUses: 1000,
          maxUsesPerAccount: 1,
          uses: 253,
          createdAt: '2026-11-24T20:00:00Z',
        }),
        aCoupon({
          _id: 'c-kurta',
          name: 'KURTA10',
          value: 10,
          selectedProduct: 'product-1',
          selectedProductName: 'Block-printed cotton kurta',
          expiresAt: '2026-11-01T00:00:00Z',
          expired: true,
        }),
        // Expired while the list was on its way: the page knows without the server's word.
        aCoupon({ _id: 'c-flash', name: 'FLASH50', value: 50, expiresAt: '2026-11-25T11:59:00Z' }),
        aCoupon({ _id: 'c-welcome', name: 'WELCOME5', value: 5, minAmount: 499.5, uses: 12000 }),
      ],
    });
    renderCouponsPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon codes' })).toBeInTheDocument();
    expect(await screen.findByText('Haat Demo Bazaar · 4 coupons')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Coupons of Haat Demo Bazaar' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['DIWALI25', 'KURTA10', 'FLASH50', 'WELCOME5']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Code',
      'Discount',
      'Minimum eligible',
      'Maximum discount',
      'Applies to',
      'Used',
      'Expires',
      'Created',
      'Actions',
    ]);

    const diwali = rowOf('DIWALI25');
    expect(diwali.getByText('25%')).toBeInTheDocument();
    expect(diwali.getByText('₹1,500.00')).toBeInTheDocument();
    expect(diwali.getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(diwali.getByText('All products')).toBeInTheDocument();
    // Uses so far against the limit in all, and the limit per account under them.
    expect(diwali.getByText('253 of 1,000')).toBeInTheDocument();
    expect(diwali.getByText('1 per account')).toBeInTheDocument();
    expect(diwali.getByText('31 Dec 2026, 11:59 pm')).toHaveAttribute('datetime', '2026-12-31T18:29:00Z');
    // Created at 1:30 am IST on the 25th.
    expect(diwali.getByText('25 Nov 2026')).toBeInTheDocument();
    expect(diwali.queryByText('Expired')).not.toBeInTheDocument();

    const kurta = rowOf('KURTA10');
    expect(kurta.getByText('Block-printed cotton kurta')).toBeInTheDocument();
    expect(kurta.getByText('Expired')).toBeInTheDocument();
    expect(kurta.getByText('No minimum')).toBeInTheDocument();
    expect(kurta.getByText('No cap')).toBeInTheDocument();
    expect(kurta.getByText('0')).toBeInTheDocument();
    expect(kurta.queryByText(/per account/)).not.toBeInTheDocument();

    expect(rowOf('FLASH50').getByText('Expired')).toBeInTheDocument();

    const welcome = rowOf('WELCOME5');
    expect(welcome.getByText('₹499.50')).toBeInTheDocument();
    expect(welcome.getByText('No expiry')).toBeInTheDocument();
    // No limit: the count alone, grouped as Indian readers write it.
    expect(welcome.getByText('12,000')).toBeInTheDocument();
    expect(welcome.queryByText('Expired')).not.toBeInTheDocument();
    expect(welcome.getByRole('button', { name: 'Delete coupon WELCOME5' })).toBeInTheDocument();
  });

  it('invites the seller to create a first coupon when there is none', async () => {
    mockCouponApi({ products: PRODUCTS });
    const user = setupUser();
    renderCouponsPage();

    expect(await screen.findByRole('heading', { name: 'No coupons yet' })).toBeInTheDocument();
    expect(screen.getByText('Haat Demo Bazaar · 0 coupons')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create coupon' })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: 'Create your first coupon' }));
    expect(screen.getByRole('region', { name: 'New coupon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create coupon' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveFocus());
  });

  it('creates a coupon with every field, sent as the contract has it, and lists it', async () => {
    const api = mockCouponApi({ coupons: [aCoupon({ _id: 'c-old', name: 'OLD10' })], products: PRODUCTS });
    const user = setupUser();
    renderCouponsPage();

    const form = within(await openForm(user));
    expect(form.getByText(/never off other shops’ items/)).toBeInTheDocument();
    expect(form.getByText(/counted on those eligible items alone/)).toBeInTheDocument();
    expect(form.getByText(/in any case/)).toBeInTheDocument();

    await user.type(form.getByLabelText('Code'), 'diwali-25');
    expect(form.getByLabelText('Code')).toHaveValue('DIWALI-25');
    await user.type(form.getByLabelText('Discount (%)'), '25');
    await user.type(form.getByLabelText('Minimum eligible amount (₹) (optional)'), '1,499.50');
    await user.type(form.getByLabelText('Maximum discount (₹) (optional)'), '300');
    const product = form.getByLabelText('Product (optional)');
    // Variants share a name; their colour tells them apart. By name, then colour.
    await waitFor(() =>
      expect(
        within(product)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'All products',
        'Banarasi silk saree',
        'Block-printed cotton kurta (Indigo)',
        'Block-printed cotton kurta (Red)',
      ]),
    );
    expect(product).toHaveValue('');
    await user.selectOptions(product, 'Block-printed cotton kurta (Red)');
    await user.type(form.getByLabelText('Expires (optional)'), '2026-12-31T23:59');
    await user.type(form.getByLabelText('Total uses (optional)'), '1,000');
    await user.type(form.getByLabelText('Uses per account (optional)'), '2');
    expect(
      form.getByText(
        'With DIWALI-25, shoppers get 25% off Block-printed cotton kurta (Red), up to ₹300.00, when it comes to at least ₹1,499.50. It works until 31 Dec 2026, 11:59 pm. It can be used 1,000 times in all. Each account can use it up to 2 times.',
      ),
    ).toBeInTheDocument();
    await save(user);

    expect(await screen.findByText('Coupon DIWALI-25 created.')).toBeInTheDocument();
    expect(writesOf(api)).toStrictEqual([
      {
        method: 'POST',
        path: '/api/v2/create-coupon-code',
        body: {
          name: 'DIWALI-25',
          value: 25,
          minAmount: 1499.5,
          maxAmount: 300,
          selectedProduct: 'product-3',
          // 11:59 pm in IST is 6:29 pm in UTC.
          expiresAt: '2026-12-31T18:29:00.000Z',
          maxUses: 1000,
          maxUsesPerAccount: 2,
        },
      },
    ]);
    // The panel closes, focus goes back to where it opened, and the new coupon heads the list.
    expect(screen.queryByRole('region', { name: 'New coupon' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create coupon' })).toHaveFocus();
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'DIWALI-25',
        'OLD10',
      ]),
    );
    expect(rowOf('DIWALI-25').getByText('Block-printed cotton kurta')).toBeInTheDocument();
    expect(rowOf('DIWALI-25').getByText('₹1,499.50')).toBeInTheDocument();
    expect(rowOf('DIWALI-25').getByText('0 of 1,000')).toBeInTheDocument();
    expect(rowOf('DIWALI-25').getByText('2 per account')).toBeInTheDocument();
    expect(screen.getByText('Haat Demo Bazaar · 2 coupons')).toBeInTheDocument();
  });

  it('sends null for every optional field left empty', async () => {
    const api = mockCouponApi({ products: PRODUCTS });
    const user = setupUser();
    renderCouponsPage();

    const form = within(await openForm(user));
    // An empty limit is no limit on a shop's coupon, and each field says so.
    expect(form.getByLabelText('Total uses (optional)')).toHaveAccessibleDescription(
      'Leave empty for no limit',
    );
    expect(form.getByLabelText('Uses per account (optional)')).toHaveAccessibleDescription(
      'Leave empty for no limit',
    );
    await user.type(form.getByLabelText('Code'), ' save10 ');
    await user.type(form.getByLabelText('Discount (%)'), '10');
    expect(
      form.getByText('With SAVE10, shoppers get 10% off all your products. It never expires.'),
    ).toBeInTheDocument();
    await save(user);

    expect(await screen.findByText('Coupon SAVE10 created.')).toBeInTheDocument();
    expect(writesOf(api).map((call) => call.body)).toStrictEqual([
      {
        name: 'SAVE10',
        value: 10,
        minAmount: null,
        maxAmount: null,
        selectedProduct: null,
        expiresAt: null,
        maxUses: null,
        maxUsesPerAccount: null,
      },
    ]);
    expect(await screen.findByRole('rowheader', { name: 'SAVE10' })).toBeInTheDocument();
  });

  it('says what is wrong next to each field and sends nothing', async () => {
    const api = mockCouponApi({ products: PRODUCTS });
    const user = setupUser();
    renderCouponsPage();

    const form = within(await openForm(user));
    await save(user);
    expect(await form.findByText('Enter a code, such as DIWALI10.')).toBeInTheDocument();
    expect(form.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Code')).toHaveFocus();
    expect(form.getByLabelText('Discount (%)')).toHaveAccessibleDescription(
      'A whole number from 1 to 100. Enter the discount percentage.',
    );

    await user.type(form.getByLabelText('Code'), 'ab');
    await user.type(form.getByLabelText('Discount (%)'), '101');
    await user.type(form.getByLabelText('Minimum eligible amount (₹) (optional)'), '12.345');
    await user.type(form.getByLabelText('Maximum discount (₹) (optional)'), '0');
    // 10 am IST on the day: before now (5:30 pm IST), though after now read as UTC would be.
    await user.type(form.getByLabelText('Expires (optional)'), '2026-11-25T10:00');
    await user.type(form.getByLabelText('Total uses (optional)'), '0');
    await user.type(form.getByLabelText('Uses per account (optional)'), '1.5');
    await save(user);

    expect(await form.findByText('A code has 3 to 32 characters.')).toBeInTheDocument();
    expect(form.getByLabelText('Total uses (optional)')).toHaveAccessibleDescription(
      'Leave empty for no limit Enter a whole number from 1 to 10,00,000, or leave it empty.',
    );
    expect(form.getByLabelText('Uses per account (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Uses per account (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number from 1 to 10,00,000, or leave it empty.'),
    );
    expect(form.getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    expect(form.getByText('Use at most 2 decimal places.')).toBeInTheDocument();
    expect(
      form.getByText('The maximum discount must be more than ₹0, or leave it empty.'),
    ).toBeInTheDocument();
    expect(form.getByText('The expiry must be in the future.')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), 'save 10');
    await user.clear(form.getByLabelText('Discount (%)'));
    await user.type(form.getByLabelText('Discount (%)'), '12.5');
    await user.clear(form.getByLabelText('Minimum eligible amount (₹) (optional)'));
    await user.type(form.getByLabelText('Minimum eligible amount (₹) (optional)'), 'five hundred');
    await save(user);

    expect(await form.findByText('Use only letters, digits, - and _, without spaces.')).toBeInTheDocument();
    expect(form.getByText('Enter a whole number from 1 to 100.')).toBeInTheDocument();
    expect(
      form.getByText('Enter an amount in rupees, such as 500 or 499.50, or leave it empty.'),
    ).toBeInTheDocument();

    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), 'X'.repeat(33));
    await user.clear(form.getByLabelText('Total uses (optional)'));
    await user.type(form.getByLabelText('Total uses (optional)'), '1000001');
    await user.clear(form.getByLabelText('Uses per account (optional)'));
    await user.type(form.getByLabelText('Uses per account (optional)'), '1');
    await save(user);
    expect(await form.findByText('A code has 3 to 32 characters.')).toBeInTheDocument();
    expect(form.getByLabelText('Total uses (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Uses per account (optional)')).toHaveAttribute('aria-invalid', 'false');

    expect(writesOf(api)).toEqual([]);
  });

  it('shows the server’s 400 next to the fields it names', async () => {
    const api = mockCouponApi({ products: PRODUCTS });
    server.use(
      http.post('/api/v2/create-coupon-code', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the highlighted fields.', {
          selectedProduct: 'choose one of your own products, or all products',
          expiresAt: 'the expiry must be in the future',
          value: 'must be from 1 to 100',
          maxUses: 'must be a whole number from 1 to 1000000, or null for no limit',
          maxUsesPerAccount: 'must be a whole number from 1 to 1000000, or null for no limit',
        }),
      ),
    );
    const user = setupUser();
    renderCouponsPage();

    const form = within(await openForm(user));
    await user.type(form.getByLabelText('Code'), 'SAVE10');
    await user.type(form.getByLabelText('Discount (%)'), '10');
    await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(form.getByLabelText('Product (optional)'), 'Banarasi silk saree');
    await user.type(form.getByLabelText('Expires (optional)'), '2026-12-01T10:00');
    await user.type(form.getByLabelText('Total uses (optional)'), '100');
    await user.type(form.getByLabelText('Uses per account (optional)'), '5');
    await save(user);

    const product = form.getByLabelText('Product (optional)');
    await waitFor(() => expect(product).toHaveAttribute('aria-invalid', 'true'));
    expect(product).toHaveAccessibleDescription(
      expect.stringContaining('Choose one of your own products, or all products'),
    );
    expect(form.getByLabelText('Expires (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('The expiry must be in the future'),
    );
    expect(form.getByLabelText('Discount (%)')).toHaveAccessibleDescription(
      expect.stringContaining('Must be from 1 to 100'),
    );
    for (const limit of ['Total uses (optional)', 'Uses per account (optional)']) {
      expect(form.getByLabelText(limit)).toHaveAttribute('aria-invalid', 'true');
      expect(form.getByLabelText(limit)).toHaveAccessibleDescription(
        'Leave empty for no limit Must be a whole number from 1 to 1000000, or null for no limit',
      );
    }
    // Every problem found its field: nothing is said above the form.
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    // The first field the server named.
    expect(product).toHaveFocus();
    expect(screen.getByRole('region', { name: 'New coupon' })).toBeInTheDocument();
    expect(api.coupons).toEqual([]);
  });

  it.each([
    ['with the field named', true],
    ['by its error code alone', false],
  ])('says a code already in use on the code field (409 duplicate_code %s)', async (_how, namesField) => {
    const api = mockCouponApi({ coupons: [aCoupon({ name: 'SAVE10' })], products: PRODUCTS });
    api.duplicateNamesField = namesField;
    const user = setupUser();
    renderCouponsPage();

    const form = within(await openForm(user));
    await user.type(form.getByLabelText('Code'), 'Save10');
    await user.type(form.getByLabelText('Discount (%)'), '15');
    await save(user);

    const code = form.getByLabelText('Code');
    expect(
      await form.findByText('A coupon with this code already exists. Choose another code.'),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining('A coupon with this code already exists.'),
    );
    expect(code).toHaveFocus();
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    expect(writesOf(api)).toHaveLength(1);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['SAVE10']);
  });

  it('deletes a coupon only once the question is answered Delete', async () => {
    const api = mockCouponApi({
      coupons: [
        aCoupon({ _id: 'c-diwali', name: 'DIWALI25' }),
        aCoupon({ _id: 'c-welcome', name: 'WELCOME5' }),
      ],
    });
    const user = setupUser();
    renderCouponsPage();

    await user.click(await screen.findByRole('button', { name: 'Delete coupon DIWALI25' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('DIWALI25 stops working at once'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
    expect(screen.getByRole('rowheader', { name: 'DIWALI25' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete coupon DIWALI25' }));
    dialog = screen.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Coupon code deleted successfully!')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'DELETE', path: '/api/v2/delete-coupon/c-diwali', body: undefined },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'DIWALI25' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('rowheader', { name: 'WELCOME5' })).toBeInTheDocument();
    expect(screen.getByText('Haat Demo Bazaar · 1 coupon')).toBeInTheDocument();
  });

  it('says why a delete failed and keeps the coupon', async () => {
    mockCouponApi({ coupons: [aCoupon({ _id: 'c-diwali', name: 'DIWALI25' })] });
    server.use(
      http.delete('/api/v2/delete-coupon/:id', () =>
        apiError(500, ErrorCode.INTERNAL, 'Something went wrong on our side. Please try again.'),
      ),
    );
    const user = setupUser();
    renderCouponsPage();

    await user.click(await screen.findByRole('button', { name: 'Delete coupon DIWALI25' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'DIWALI25' })).toBeInTheDocument();
  });

  it('offers every product of a shop with more than one page of them', async () => {
    const many = Array.from({ length: 130 }, (_, index) =>
      aShopProduct(`product-${index}`, `Product ${String(index).padStart(3, '0')}`),
    );
    const api = mockCouponApi({ products: many });
    const user = setupUser();
    renderCouponsPage();

    const form = within(await openForm(user));
    await waitFor(() => expect(form.getAllByRole('option')).toHaveLength(131));
    expect(
      api.calls
        .filter((call) => call.path === '/api/v2/get-all-product-shop/shop-1')
        .map((call) => [call.search.get('page'), call.search.get('limit')]),
    ).toEqual([
      ['1', '100'],
      ['2', '100'],
    ]);
  });

  it('offers a way to try again when the coupons cannot be loaded', async () => {
    const api = mockCouponApi({ coupons: [aCoupon({ name: 'SAVE10' })] });
    server.use(
      http.get(
        '/api/v2/get-coupon/:shopId',
        () => apiError(500, ErrorCode.INTERNAL, 'The coupons could not be loaded.'),
        {
          once: true,
        },
      ),
    );
    const user = setupUser();
    renderCouponsPage();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coupons could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'SAVE10' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/v2/get-coupon/shop-1')).toHaveLength(1);
  });

  it('searches codes and sorts on the server, and reloads every page after a create', async () => {
    const api = mockCouponApi({
      coupons: [
        aCoupon({ _id: 'c1', name: 'DIWALI10', value: 10, createdAt: '2026-11-20T10:00:00Z' }),
        aCoupon({ _id: 'c2', name: 'HOLI25', value: 25, createdAt: '2026-11-21T10:00:00Z' }),
        aCoupon({ _id: 'c3', name: 'DIWALI5', value: 5, createdAt: '2026-11-22T10:00:00Z' }),
      ],
    });
    const user = setupUser();
    const { router } = renderCouponsPage();
    const LIST = '/api/v2/get-coupon/shop-1';
    const names = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);

    await screen.findByRole('rowheader', { name: 'DIWALI5' });
    expect(names()).toEqual(['DIWALI5', 'HOLI25', 'DIWALI10']);

    const discount = screen.getByRole('columnheader', { name: 'Discount' });
    await user.click(within(discount).getByRole('button', { name: 'Discount' }));
    await user.click(within(discount).getByRole('button', { name: 'Discount' }));
    await waitFor(() => expect(names()).toEqual(['HOLI25', 'DIWALI10', 'DIWALI5']));
    expect(discount).toHaveAttribute('aria-sort', 'descending');

    await user.type(screen.getByRole('searchbox', { name: 'Search coupons' }), 'diwali');
    await waitFor(() => expect(names()).toEqual(['DIWALI10', 'DIWALI5']));
    expect(router.state.location.search).toBe('?sort=-value&q=diwali');
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&sort=value',
      'page=1&limit=20&sort=-value',
      'page=1&limit=20&q=diwali&sort=-value',
    ]);
  });
});
