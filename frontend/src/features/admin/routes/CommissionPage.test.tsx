import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { type CommissionPreview, ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { type RecordedCall, readsOf, writesOf } from '@/test/requests';
import { answer, apiError, server } from '@/test/server';

import { aSellerRow, commissionRules, many, mockAdminApi, renderAdminPage } from '../fixtures';

const PATH = '/admin-commission';
const RULES = '/api/v2/admin-commission-rules';
const PREVIEW = '/api/v2/admin-commission-preview';
const SELLERS = '/api/v2/admin-get-all-seller';

const BANARAS = aSellerRow({ _id: 'shop-banaras', shopName: 'Banaras Silk House', name: 'Meera Gupta' });
const BAZAAR = aSellerRow();
const KOLHAPUR = aSellerRow({ _id: 'shop-kolhapur', shopName: 'Kolhapur Footwear Co.', name: 'Sagar Patil' });
const SHOPS = [BAZAAR, KOLHAPUR, BANARAS];

/** Two rules in force: Kolhapur's shoes at 6 %, and every Jewellery sale at 15 %. */
const SAVED = commissionRules({
  saved: true,
  defaultRate: 10,
  rules: [
    { shopId: 'shop-kolhapur', shopName: 'Kolhapur Footwear Co.', category: 'Shoes', rate: 6 },
    { shopId: null, shopName: null, category: 'Jewellery', rate: 15 },
  ],
});

/** The form, the rule numbered `number` (from 1) in it, and the preview panel. */
const form = () => within(screen.getByRole('region', { name: 'Rules' }));
const rule = (number: number) => within(screen.getByRole('group', { name: `Rule ${number}` }));
const preview = () => within(screen.getByRole('region', { name: 'Preview' }));

/** The bodies the page sent to `path` with `method`, in order. */
const bodiesOf = (api: { calls: readonly RecordedCall[] }, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

/** Waits for the page to show the rules it loaded. */
async function loaded() {
  return screen.findByRole('textbox', { name: 'Default rate (%)' }, { timeout: 3000 });
}

describe('/admin-commission', () => {
  it('shows the rules in force, how they apply, and the shops and categories to choose from', async () => {
    const api = mockAdminApi({ sellers: SHOPS, commission: SAVED });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Commission' })).toBeInTheDocument();
    expect(await loaded()).toHaveValue('10');
    expect(
      screen.getByText(
        'Changes apply only to orders placed after you save them; orders already placed keep the rates they were placed at.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/the most specific rule that matches it/)).toBeInTheDocument();
    // Saved before: no note about the server's default.
    expect(screen.queryByText(/have never been saved/)).not.toBeInTheDocument();

    expect(rule(1).getByRole('combobox', { name: 'Shop' })).toHaveDisplayValue('Kolhapur Footwear Co.');
    expect(rule(1).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Shoes');
    expect(rule(1).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('6');
    expect(rule(2).getByRole('combobox', { name: 'Shop' })).toHaveDisplayValue('Any shop');
    expect(rule(2).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Jewellery');
    expect(rule(2).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('15');
    expect(rule(2).getByRole('button', { name: 'Remove rule 2' })).toBeInTheDocument();

    // The shops by name, after "Any shop"; the categories after "Any category".
    await waitFor(() =>
      expect(
        within(rule(2).getByRole('combobox', { name: 'Shop' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any shop', 'Banaras Silk House', 'Haat Demo Bazaar', 'Kolhapur Footwear Co.']),
    );
    const categories = within(rule(2).getByRole('combobox', { name: 'Category' })).getAllByRole('option');
    expect(categories[0]).toHaveTextContent('Any category');
    expect(categories.map((option) => option.textContent)).toContain('Home & Kitchen');
    expect(readsOf(api, SELLERS)).toEqual(['page=1&limit=100&sort=shopName']);
    // Fewer shops than a list holds: nothing to search.
    expect(screen.queryByRole('searchbox', { name: 'Find a shop' })).not.toBeInTheDocument();
    expect(writesOf(api).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says when the rates were never saved and the server’s default applies', async () => {
    mockAdminApi({ sellers: SHOPS, commission: commissionRules({ defaultRate: 7.5 }) });
    renderAdminPage(PATH);

    expect(await loaded()).toHaveValue('7.5');
    expect(
      screen.getByText(
        'These rates have never been saved: every sale pays the server’s default rate of 7.5%. Save them to set the rates from this page.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No rules yet: every sale pays the default rate.')).toBeInTheDocument();
  });

  it('saves the edited set as a whole, and shows it as the server kept it', async () => {
    const api = mockAdminApi({ sellers: SHOPS, commission: commissionRules() });
    const user = setupUser();
    renderAdminPage(PATH);

    const defaultRate = await loaded();
    await user.clear(defaultRate);
    await user.type(defaultRate, '8');

    // A category rule, and a rule for one shop in one category.
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(rule(1).getByRole('combobox', { name: 'Category' }), 'Women');
    await user.type(rule(1).getByRole('textbox', { name: 'Rate (%)' }), '12.5');
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    await waitFor(() =>
      expect(rule(2).getByRole('option', { name: 'Banaras Silk House' })).toBeInTheDocument(),
    );
    await user.selectOptions(rule(2).getByRole('combobox', { name: 'Shop' }), 'Banaras Silk House');
    await user.selectOptions(rule(2).getByRole('combobox', { name: 'Category' }), 'Women');
    // A comma is a decimal point too.
    await user.type(rule(2).getByRole('textbox', { name: 'Rate (%)' }), '7,25');
    // A third one, removed again.
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    await user.click(rule(3).getByRole('button', { name: 'Remove rule 3' }));
    expect(screen.queryByRole('group', { name: 'Rule 3' })).not.toBeInTheDocument();
    expect(screen.getByText('You have changes that are not saved.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(
      await screen.findByText('Commission rules saved. Orders placed from now on pay these rates.'),
    ).toBeInTheDocument();
    expect(writesOf(api).filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: RULES,
        body: {
          defaultRate: 8,
          rules: [
            { category: 'Women', rate: 12.5 },
            { shopId: 'shop-banaras', category: 'Women', rate: 7.25 },
          ],
        },
      },
    ]);
    // Saved: the note about the server's default goes, and the form holds the set in force.
    expect(screen.queryByText(/have never been saved/)).not.toBeInTheDocument();
    expect(screen.queryByText('You have changes that are not saved.')).not.toBeInTheDocument();
    expect(rule(2).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('7.25');
    expect(api.commission).toMatchObject({
      saved: true,
      defaultRate: 8,
      rules: [
        { shopId: null, category: 'Women', rate: 12.5 },
        { shopId: 'shop-banaras', shopName: 'Banaras Silk House', category: 'Women', rate: 7.25 },
      ],
    });
  });

  it('puts each problem the server names under its own field', async () => {
    mockAdminApi({ sellers: SHOPS, commission: SAVED });
    const sent: unknown[] = [];
    server.use(
      http.put(RULES, async ({ request }) => {
        sent.push(await request.json());
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'One or more fields are not valid.', {
          'rules[1].rate': 'must be a rate in percent from 0 to 50, with at most two decimals',
          'rules[0].shopId': 'there is no such shop',
        });
      }),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await loaded();
    const rate = rule(2).getByRole('textbox', { name: 'Rate (%)' });
    await user.clear(rate);
    await user.type(rate, '45');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(
      await rule(2).findByText('Must be a rate in percent from 0 to 50, with at most two decimals'),
    ).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(
      'Must be a rate in percent from 0 to 50, with at most two decimals',
    );
    const shop = rule(1).getByRole('combobox', { name: 'Shop' });
    expect(shop).toHaveAccessibleDescription('There is no such shop');
    // The first field with a problem, in the form's order, takes the focus.
    expect(shop).toHaveFocus();
    // Only where the server said.
    expect(rule(1).getByRole('textbox', { name: 'Rate (%)' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('textbox', { name: 'Default rate (%)' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some rates or rules need fixing: see the marked fields.',
    );
    expect(sent).toEqual([
      {
        defaultRate: 10,
        rules: [
          { shopId: 'shop-kolhapur', category: 'Shoes', rate: 6 },
          { category: 'Jewellery', rate: 45 },
        ],
      },
    ]);

    // Changing the rate answers its problem; the other stays until its own field changes.
    await user.clear(rate);
    await user.type(rate, '4.5');
    expect(rate).toHaveAttribute('aria-invalid', 'false');
    expect(shop).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the server’s whole message when a problem is not about one of the form’s fields', async () => {
    mockAdminApi({ sellers: SHOPS, commission: SAVED });
    server.use(
      http.put(RULES, () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'One or more fields are not valid.', {
          'rules[7].rate': 'must be a rate in percent from 0 to 50, with at most two decimals',
        }),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('One or more fields are not valid.');
  });

  it('checks the draft before sending it: rates, a shop or category for each rule, no repeats', async () => {
    const api = mockAdminApi({ sellers: SHOPS, commission: SAVED });
    const user = setupUser();
    renderAdminPage(PATH);

    const defaultRate = await loaded();
    await user.clear(defaultRate);
    await user.type(defaultRate, '60');
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    await user.type(rule(3).getByRole('textbox', { name: 'Rate (%)' }), '5.125');
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(rule(4).getByRole('combobox', { name: 'Category' }), 'Jewellery');
    await user.type(rule(4).getByRole('textbox', { name: 'Rate (%)' }), '9');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));

    expect(defaultRate).toHaveAccessibleDescription(
      'For every sale no rule matches. From 0 to 50%, with at most two decimals. Enter a rate from 0 to 50%, with at most two decimals.',
    );
    expect(defaultRate).toHaveFocus();
    expect(rule(3).getByRole('textbox', { name: 'Rate (%)' })).toHaveAccessibleDescription(
      'Enter a rate from 0 to 50%, with at most two decimals.',
    );
    expect(screen.getByRole('group', { name: 'Rule 3' })).toHaveAccessibleDescription(
      'Choose a shop, a category, or both.',
    );
    expect(screen.getByRole('group', { name: 'Rule 4' })).toHaveAccessibleDescription(
      'An earlier rule is already for this shop and category.',
    );
    expect(screen.getByRole('group', { name: 'Rule 1' })).not.toHaveAccessibleDescription();
    // Nothing was sent, and the preview waits for a draft it can send.
    expect(bodiesOf(api, 'PUT', RULES)).toEqual([]);
    expect(
      preview().getByText(
        'Complete the rules to see what a sale would pay: each needs a shop or a category, and a valid rate.',
      ),
    ).toBeInTheDocument();

    // Fixed as the Admin goes, the problems leave.
    await user.clear(defaultRate);
    await user.type(defaultRate, '9.5');
    expect(defaultRate).toHaveAttribute('aria-invalid', 'false');
    await user.click(rule(4).getByRole('button', { name: 'Remove rule 4' }));
    await user.click(rule(3).getByRole('button', { name: 'Remove rule 3' }));
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(
      await screen.findByText('Commission rules saved. Orders placed from now on pay these rates.'),
    ).toBeInTheDocument();
    expect(bodiesOf(api, 'PUT', RULES)).toEqual([
      {
        defaultRate: 9.5,
        rules: [
          { shopId: 'shop-kolhapur', category: 'Shoes', rate: 6 },
          { category: 'Jewellery', rate: 15 },
        ],
      },
    ]);
  });

  it('discards the changes, back to the set in force', async () => {
    const api = mockAdminApi({ sellers: SHOPS, commission: SAVED });
    const user = setupUser();
    renderAdminPage(PATH);

    await loaded();
    await user.click(rule(1).getByRole('button', { name: 'Remove rule 1' }));
    expect(rule(1).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Jewellery');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));

    expect(rule(1).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Shoes');
    expect(rule(2).getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Jewellery');
    expect(screen.queryByRole('button', { name: 'Discard changes' })).not.toBeInTheDocument();
    expect(writesOf(api).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('previews a ₹1,299 Women sale from the first shop under the draft, as the server works it out', async () => {
    const api = mockAdminApi({ sellers: SHOPS, commission: commissionRules() });
    const user = setupUser();
    renderAdminPage(PATH);

    await loaded();
    expect(preview().getByRole('combobox', { name: 'Category' })).toHaveDisplayValue('Women');
    expect(preview().getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('1299');
    // The server's default rate: no rule yet.
    expect(
      await preview().findByText(
        'A ₹1,299.00 Women product from Banaras Silk House pays ₹129.90 commission (+ ₹23.38 GST) at 10% — default rate.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(preview().getByRole('combobox', { name: 'Shop' })).toHaveDisplayValue('Banaras Silk House');
    expect(bodiesOf(api, 'POST', PREVIEW)).toEqual([
      { defaultRate: 10, rules: [], shopId: 'shop-banaras', category: 'Women', price: 1299 },
    ]);

    // A Women rule, not saved: the preview follows the draft.
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(rule(1).getByRole('combobox', { name: 'Category' }), 'Women');
    await user.type(rule(1).getByRole('textbox', { name: 'Rate (%)' }), '12.5');
    expect(
      await preview().findByText(
        'A ₹1,299.00 Women product from Banaras Silk House pays ₹162.38 commission (+ ₹29.23 GST) at 12.5% — category rule.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(bodiesOf(api, 'POST', PREVIEW).at(-1)).toEqual({
      defaultRate: 10,
      rules: [{ category: 'Women', rate: 12.5 }],
      shopId: 'shop-banaras',
      category: 'Women',
      price: 1299,
    });

    // Another shop, category and price.
    await user.selectOptions(preview().getByRole('combobox', { name: 'Shop' }), 'Kolhapur Footwear Co.');
    await user.selectOptions(preview().getByRole('combobox', { name: 'Category' }), 'Shoes');
    const price = preview().getByRole('textbox', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, '2000');
    expect(
      await preview().findByText(
        'A ₹2,000.00 Shoes product from Kolhapur Footwear Co. pays ₹200.00 commission (+ ₹36.00 GST) at 10% — default rate.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    // Nothing was saved.
    expect(writesOf(api).filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('says the rule the server’s answer names, in its words', async () => {
    mockAdminApi({ sellers: SHOPS, commission: SAVED });
    server.use(
      http.post(PREVIEW, () =>
        answer<CommissionPreview>({
          success: true,
          rate: 4.75,
          scope: 'shop_category',
          commission: 61.7,
          commissionGst: 11.11,
        }),
      ),
    );
    renderAdminPage(PATH);

    expect(
      await screen.findByText(
        'A ₹1,299.00 Women product from Banaras Silk House pays ₹61.70 commission (+ ₹11.11 GST) at 4.75% — shop and category rule.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
  });

  it('asks for a price it can preview', async () => {
    const api = mockAdminApi({ sellers: SHOPS, commission: SAVED });
    const user = setupUser();
    renderAdminPage(PATH);

    await loaded();
    expect(await preview().findByText(/^A ₹1,299.00 Women product/, {}, { timeout: 3000 })).toBeVisible();
    const price = preview().getByRole('textbox', { name: 'Price (₹)' });
    await user.clear(price);
    await user.type(price, 'twelve');
    expect(price).toHaveAccessibleDescription(
      'What the shop is credited for the sale, after its own coupon. Enter a price in rupees, such as 1299.',
    );
    expect(preview().queryByText(/^A ₹/)).not.toBeInTheDocument();
    // Longer than the preview waits: still only the first sale was asked about.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(bodiesOf(api, 'POST', PREVIEW)).toHaveLength(1);
  });

  it('searches the shops when there are more than a list holds, keeping the chosen one', async () => {
    const many101 = many(101, (n) => aSellerRow({ _id: `shop-${n}`, shopName: `Shop ${n}` }));
    const api = mockAdminApi({ sellers: [...many101, BANARAS], commission: commissionRules() });
    const user = setupUser();
    renderAdminPage(PATH);

    await loaded();
    await user.click(form().getByRole('button', { name: 'Add rule' }));
    const search = await screen.findByRole('searchbox', { name: 'Find a shop' });
    const shop = rule(1).getByRole('combobox', { name: 'Shop' });
    await user.selectOptions(shop, 'Shop 001');

    await user.type(search, 'banaras');
    await waitFor(() =>
      expect(
        within(shop)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any shop', 'Shop 001', 'Banaras Silk House']),
    );
    expect(shop).toHaveDisplayValue('Shop 001');
    expect(readsOf(api, SELLERS)).toContain('page=1&limit=100&q=banaras&sort=shopName');
  });

  it('says why when the rules cannot be loaded', async () => {
    mockAdminApi({ sellers: SHOPS });
    server.use(http.get(RULES, () => apiError(503, ErrorCode.TIMEOUT, 'The server took too long.')));
    renderAdminPage(PATH);

    expect(await screen.findByRole('alert')).toHaveTextContent('The server took too long.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
