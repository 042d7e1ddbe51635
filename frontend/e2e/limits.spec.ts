import { expect, test } from '@playwright/test';

import { linkFromEmail, signInDemo, uniqueEmail } from './support';

const PASSWORD = 'correct horse battery';

// Two flows of the pages' limits: a seller whose shop was never activated can ask for a new link,
// and coupons carry use limits.

test('a seller who never activated their shop asks for a new link at sign-in and it activates the shop', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('latecomer', testInfo.project.name);
  await page.goto('/shop-create');
  await page.getByLabel('Your name').fill('Lata Menon');
  await page.getByLabel('Shop name').fill('Lata Weaves');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number').fill('98765 43210');
  await page.getByLabel('Shop address').fill('2 Beach Road, Kochi');
  await page.getByLabel('PIN code').fill('682001');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create shop' }).click();
  await expect(page.getByText(email).first()).toBeVisible();
  const first = await linkFromEmail(email, '/shop-activation/');

  await page.goto('/shop-login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Send a new activation link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();

  let second = first;
  await expect(async () => {
    second = await linkFromEmail(email, '/shop-activation/');
    expect(second).not.toBe(first);
  }).toPass({ timeout: 15_000 });
  await page.goto(second);
  await expect(page).toHaveURL(/\/shop-dashboard$/);
});

test('a seller limits a coupon to one use and the coupon list shows it', async ({ browser }, testInfo) => {
  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL }),
    '/shop-login',
    'seller@example.com',
  );
  const code = `ONCE${testInfo.project.name.toUpperCase()}${Date.now() % 100000}`;
  await seller.goto('/shop-dashboard-coupon-code');
  await seller
    .getByRole('button', { name: /^Create (your first )?coupon$/ })
    .first()
    .click();
  await seller.getByLabel('Code').fill(code);
  await seller.getByLabel('Discount (%)').fill('10');
  await seller.getByLabel('Total uses').fill('1');
  await seller.getByLabel('Uses per account').fill('0');
  await seller.getByRole('button', { name: 'Save coupon' }).click();
  await expect(
    seller.getByText('Enter a whole number from 1 to 10,00,000, or leave it empty.'),
  ).toBeVisible();
  await seller.getByLabel('Uses per account').fill('');
  await seller.getByRole('button', { name: 'Save coupon' }).click();
  await expect(seller.getByText(code).first()).toBeVisible();
  await expect(seller.getByText('0 of 1').first()).toBeVisible();
});
