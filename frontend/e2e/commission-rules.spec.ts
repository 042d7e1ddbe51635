import { type Page, expect, test } from '@playwright/test';

import { expectNoHorizontalOverflow } from './languages';
import { openPage, signInDemo } from './support';

// The Admin's commission rules (docs/orders.md "Commission"): the Admin adds a rule for every
// Women sale at 12.5 %, sees the preview of a ₹1,299 Women sale follow the unsaved draft, saves,
// and finds the rule kept after a reload. The rules in force before are put back at the end, by the
// page and, should the test stop half way, by the API, so the other journeys' orders pay what they
// expect. The page is checked for overflow at the phone's and the desktop's width (the two
// projects), and its screenshots kept with the results.

type Rules = {
  defaultRate: number;
  rules: { shopId: string | null; category: string | null; rate: number }[];
  saved: boolean;
};

const RULES = '/api/v2/admin-commission-rules';

/** `text` as a regular expression matches it, word for word. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each rule of `rules`, as the answer has it (with the shop's name besides). */
const sameRules = (rules: Rules['rules']) => rules.map((rule) => expect.objectContaining(rule));

async function rulesInForce(page: Page): Promise<Rules> {
  const response = await page.request.get(RULES);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as Rules;
}

test('the Admin adds a Women rule at 12.5 %, the preview follows the draft, and the saved rule is kept', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const baseURL = process.env.HAAT_E2E_BASE_URL;
  const context = await browser.newContext({ baseURL });
  const admin = await signInDemo(context, '/login', 'admin@example.com');
  const before = await rulesInForce(admin);
  // No other journey adds a rule for every shop's Women sales; this one needs it to be its own.
  expect(before.rules.filter((rule) => rule.shopId === null && rule.category === 'Women')).toEqual([]);
  const number = before.rules.length + 1;

  try {
    await openPage(admin, '/admin-commission');
    await expect(admin.getByRole('heading', { level: 1, name: 'Commission' })).toBeVisible();
    await expect(
      admin.getByText('Changes apply only to orders placed after you save them', { exact: false }),
    ).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Default rate (%)' })).toHaveValue(
      String(before.defaultRate),
    );
    await expect(
      admin.getByRole('navigation', { name: 'Admin pages' }).getByRole('link', { name: 'Commission' }),
    ).toHaveAttribute('aria-current', 'page');

    // The preview of the example sale, under the rules in force.
    const preview = admin.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('combobox', { name: 'Category' })).toHaveValue('Women');
    await expect(preview.getByRole('textbox', { name: 'Price (₹)' })).toHaveValue('1299');
    await expect(preview.getByText(/^A ₹1,299\.00 Women product from .+ pays ₹/)).toBeVisible();
    const shop = await preview
      .getByRole('combobox', { name: 'Shop' })
      .locator('option:checked')
      .textContent();
    expect(shop).toBeTruthy();
    await expect(preview.getByText(`A ₹1,299.00 Women product from ${shop} pays `)).toBeVisible();

    // A rule for every Women sale, not saved yet: the preview follows the draft.
    await admin.getByRole('button', { name: 'Add rule' }).click();
    const rule = admin.getByRole('group', { name: `Rule ${number}` });
    await rule.getByRole('combobox', { name: 'Category' }).selectOption('Women');
    await rule.getByRole('textbox', { name: 'Rate (%)' }).fill('12.5');
    await expect(
      preview.getByText(
        new RegExp(
          `^A ₹1,299\\.00 Women product from ${escaped(shop ?? '')} pays ₹162\\.38 commission \\(\\+ ₹[\\d,.]+ GST\\) at 12\\.5% — category rule\\.$`,
        ),
      ),
    ).toBeVisible();
    await expect(admin.getByText('You have changes that are not saved.')).toBeVisible();
    expect((await rulesInForce(admin)).rules).toEqual(sameRules(before.rules));
    await expectNoHorizontalOverflow(admin);
    await admin.screenshot({ path: testInfo.outputPath('commission-draft.png'), fullPage: true });

    // Saved, and kept: the page reloaded shows it.
    await admin.getByRole('button', { name: 'Save rules' }).click();
    await expect(
      admin.getByText('Commission rules saved. Orders placed from now on pay these rates.'),
    ).toBeVisible();
    await admin.reload();
    await admin.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const kept = admin.getByRole('group', { name: `Rule ${number}` });
    await expect(kept.getByRole('combobox', { name: 'Category' })).toHaveValue('Women');
    await expect(kept.getByRole('combobox', { name: 'Shop' })).toHaveValue('');
    await expect(kept.getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('12.5');
    await expect(admin.getByText(/have never been saved/)).toHaveCount(0);
    await expect(preview.getByText(/at 12\.5% — category rule\.$/)).toBeVisible();
    expect((await rulesInForce(admin)).rules).toContainEqual(
      expect.objectContaining({ shopId: null, category: 'Women', rate: 12.5 }),
    );
    await expectNoHorizontalOverflow(admin);
    await admin.screenshot({ path: testInfo.outputPath('commission-saved.png'), fullPage: true });

    // Put back as it was, through the page: the rule removed, the set saved again.
    await kept.getByRole('button', { name: `Remove rule ${number}` }).click();
    await admin.getByRole('button', { name: 'Save rules' }).click();
    await expect(
      admin.getByText('Commission rules saved. Orders placed from now on pay these rates.'),
    ).toBeVisible();
    const after = await rulesInForce(admin);
    expect(after.defaultRate).toBe(before.defaultRate);
    expect(after.rules).toEqual(sameRules(before.rules));
  } finally {
    // Whatever happened above, the rules in force before are in force again.
    const restored = await admin.request.put(RULES, {
      headers: { Origin: new URL(baseURL ?? '').origin },
      data: {
        defaultRate: before.defaultRate,
        rules: before.rules.map(({ shopId, category, rate }) => ({ shopId, category, rate })),
      },
    });
    expect(restored.ok(), await restored.text()).toBeTruthy();
    await context.close();
  }
});
