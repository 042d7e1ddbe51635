// The functions passed to page.evaluate and addInitScript run in the page, so they see its DOM.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from '@playwright/test';

import {
  type Language,
  decodeEmail,
  expectNoHorizontalOverflow,
  expectPageIn,
  pageErrors,
  text,
} from './languages';
import { emailTo, uniqueEmail } from './support';

// A new shopper's first visit in Hindi, and again in French: the language select, browsing, the
// cart's toast, signing up, the choice surviving a reload and a new sign-in, checkout's errors, and
// the password-reset email, all in the chosen language, with nothing pushed past the window's edge.

const PASSWORD = 'correct horse battery';
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

type ListedProduct = { _id: string; name: string; stock: number; isEvent: boolean };

/** A one-line message of the server's catalogue (crates/texts/locales/<language>/<file>.ftl). */
function serverText(language: Language, file: 'emails' | 'errors', id: string): string {
  const ftl = readFileSync(join(repo, 'crates', 'texts', 'locales', language, `${file}.ftl`), 'utf8');
  const line = ftl.split('\n').find((l) => l.startsWith(`${id} =`));
  if (!line) throw new Error(`${file}.ftl (${language}) has no ${id}`);
  return line.slice(line.indexOf('=') + 1).trim();
}

for (const language of ['hi', 'fr'] as const) {
  test(`a visitor shops, signs up, checks out and resets the password in ${language}`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const t = (catalogue: string, key: string) => text(language, catalogue, key);
    const email = uniqueEmail(`bhasha-${language}`, testInfo.project.name);
    const errors = pageErrors(page);

    // The visitor arrives in English and picks the language in the top strip.
    await page.goto('/');
    // The home page arrives prerendered: the select works once the scripts have taken it over.
    await page.waitForLoadState('networkidle');
    await page.getByRole('combobox', { name: text('en', 'common', 'language') }).selectOption(language);
    await expectPageIn(page, language);
    await expect(page.getByRole('combobox', { name: t('common', 'language') })).toHaveValue(language);

    // Browses to a product and adds it to the cart: the toast is in the language.
    const listing = (await (await request.get('/api/v2/products?limit=10')).json()) as {
      products: ListedProduct[];
    };
    const product = listing.products.find((p) => p.stock >= 3 && !p.isEvent);
    if (!product) throw new Error('the demo catalogue has no stocked product');
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page
      .getByRole('button', { name: t('catalog', 'addToCart') })
      .first()
      .click();
    await expect(page.getByText(t('common', 'cart.added'))).toBeVisible();

    // Signs up; the account keeps the language the pages were in.
    await page.goto('/signUp');
    await page.getByLabel(t('auth', 'field.fullName')).fill('Ananya Iyer');
    await page.getByLabel(t('auth', 'field.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth', 'field.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t('auth', 'signUp.submit') }).click();
    await expect(page.getByText(t('auth', 'signUp.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const account = (await (await page.request.get('/api/v2/getuser')).json()) as {
      user: { language: string };
    };
    expect(account.user.language).toBe(language);

    // The choice survives a reload, and a sign-in on a browser that never chose.
    await page.reload();
    await expectPageIn(page, language);
    await page.evaluate(() => window.localStorage.removeItem('haat.language'));
    await page.context().clearCookies();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByLabel(text('en', 'auth', 'field.email'), { exact: true }).fill(email);
    await page.getByLabel(text('en', 'auth', 'field.password'), { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: text('en', 'auth', 'signIn.submit') }).click();
    await expectPageIn(page, language);

    // Checkout's errors are in the language: a PIN code of two digits.
    await page.goto('/checkout');
    await expect(page.getByText(product.name).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByLabel(t('checkout', 'address.pinCode')).fill('56');
    await page.getByRole('button', { name: t('checkout', 'place.order') }).click();
    await expect(page.getByText(t('checkout', 'form.pinInvalid'))).toBeVisible();

    // A wrong password is refused in the language too: the server writes that message.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel(t('auth', 'field.email'), { exact: true }).fill(email);
    await page.getByLabel(t('auth', 'field.password'), { exact: true }).fill('not the password');
    await page.getByRole('button', { name: t('auth', 'signIn.submit') }).click();
    await expect(
      page.getByText(serverText(language, 'errors', 'error-invalid_credentials')).first(),
    ).toBeVisible();

    // The password-reset email arrives in the account's language.
    await page.goto('/forgot-password');
    await page.getByLabel(t('auth', 'field.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: t('auth', 'forgotPassword.submit') }).click();
    const mail = await decodeEmail(
      await emailTo(email, async (raw) => (await decodeEmail(raw)).text.includes('/reset-password/')),
    );
    expect(mail.subject).toBe(serverText(language, 'emails', 'email-password-reset-subject'));
    expect(mail.text).toContain(serverText(language, 'emails', 'email-password-reset-action'));
    expect(errors, 'errors thrown by the page').toEqual([]);
  });
}
