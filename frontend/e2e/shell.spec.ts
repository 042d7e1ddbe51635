import { expect, test } from '@playwright/test';

import { openPage } from './support';

test('the storefront opens, unknown pages say Page Not Found, and Go Back returns home', async ({ page }) => {
  await openPage(page, '/');
  await expect(page.getByRole('link', { name: 'Haat home' }).first()).toBeVisible();
  await expect(page.getByText('Free shipping on orders of ₹1,000.00 or more').first()).toBeVisible();

  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Explore Top Categories' })).toBeVisible();
});

test('the API answers unknown paths with the JSON error, not the page', async ({ request }) => {
  const response = await request.get('/api/v2/no-such-endpoint');
  expect(response.status()).toBe(404);
  const body = await response.json();
  expect(body).toMatchObject({ success: false, error: { code: 'not_found' } });
});

test('a visitor who opens a seller page is sent to seller sign-in', async ({ page }) => {
  await page.goto('/shop-dashboard');

  await expect(page).toHaveURL(/\/shop-login\?next=%2Fshop-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
