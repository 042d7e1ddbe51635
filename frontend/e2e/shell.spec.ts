import { expect, test } from '@playwright/test';

test('the storefront opens, unknown pages say Page Not Found, and Go Back returns home', async ({ page }) => {
  await page.goto('/');
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

test('seller pages load as their own chunk', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Explore Top Categories' })).toBeVisible();
  const sellerChunk = page.waitForResponse((response) =>
    /\/assets\/SellerLayout-[\w-]+\.js$/.test(response.url()),
  );

  await page.goto('/shop-dashboard');

  expect((await sellerChunk).status()).toBe(200);
  await expect(page.getByRole('navigation', { name: 'Shop dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop dashboard' })).toBeVisible();
});
