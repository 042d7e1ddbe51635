import { expect, test } from '@playwright/test';

import { linkFromEmail, uniqueEmail } from './support';

const PASSWORD = 'correct horse battery';
const DEMO_PASSWORD = 'haat-demo-2026';

test('a shopper signs up, adds an address, logs out, and /account then asks to sign in', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('priya', testInfo.project.name);

  await page.goto('/signUp');
  await page.getByLabel('Full name').fill('Priya Sharma');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Register success')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account?tab=addresses');
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await page.getByLabel('Address type').selectOption('Home');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('PIN code').fill('560001');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('address added success')).toBeVisible();
  await expect(page.getByText('12 MG Road')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('a seller registers, follows the emailed activation link and lands on the shop dashboard', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('meera', testInfo.project.name);

  await page.goto('/shop-create');
  await page.getByLabel('Your name').fill('Meera Iyer');
  await page.getByLabel('Shop name').fill("Meera's Looms");
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number').fill('98765 43210');
  await page.getByLabel('Shop address').fill('14 Temple Street, Kanchipuram');
  await page.getByLabel('PIN code').fill('631501');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create shop' }).click();
  await expect(page.getByText(email).first()).toBeVisible();

  const link = await linkFromEmail(email, '/shop-activation/');
  const sellerChunk = page.waitForResponse((r) => /\/assets\/SellerLayout-[\w-]+\.js$/.test(r.url()));
  await page.goto(link);

  await expect(page).toHaveURL(/\/shop-dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Shop dashboard' })).toBeVisible();
  expect((await sellerChunk).status()).toBe(200);
});

test('the Admin signs in to the admin dashboard; a shopper who tries it is sent home', async ({
  page,
  browser,
}) => {
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin-dashboard$/);
  await page.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Admin', exact: true })).toBeVisible();

  const shopperContext = await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL });
  const shopper = await shopperContext.newPage();
  await shopper.goto('/login');
  await shopper.getByLabel('Email', { exact: true }).fill('shopper@example.com');
  await shopper.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await shopper.getByRole('button', { name: 'Sign in' }).click();
  await expect(shopper.getByText('Login Success')).toBeVisible();
  await shopper.goto('/admin-dashboard');
  await expect(shopper).toHaveURL(/\/$/);
  await expect(shopper.getByRole('heading', { name: 'Explore Top Categories' })).toBeVisible();
  await shopperContext.close();
});
