import { type Page, expect, test } from '@playwright/test';

import { signInDemo } from './support';

// The security checks made in the browser (docs/security.md): the Content-Security-Policy the
// server sends is one the app satisfies on every kind of page, and a product whose name and
// description hold HTML and script is shown as text, never run.

/** Every CSP violation the page reports, as the console words it. */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

/** A 1×1 PNG, the smallest picture a product can have. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('every kind of page satisfies the Content-Security-Policy it is sent', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ baseURL });
  const page = await visitor.newPage();
  const violations = watchViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  for (const path of [
    '/products',
    '/products?category=Women',
    '/login',
    '/contact',
    '/no-such-page',
    '/api/docs/',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/products');
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The dashboards draw charts (recharts), the likeliest place for inline styles.
  const seller = await browser.newContext({ baseURL });
  const sellerPage = await signInDemo(seller, '/shop-login', 'seller@example.com');
  violations.push(...watchViolations(sellerPage));
  await sellerPage.goto('/shop-dashboard');
  await expect(sellerPage.getByRole('heading', { name: /dashboard/i }).first()).toBeVisible();
  await sellerPage.waitForLoadState('networkidle');

  const admin = await browser.newContext({ baseURL });
  const adminPage = await signInDemo(admin, '/login', 'admin@example.com');
  violations.push(...watchViolations(adminPage));
  await adminPage.goto('/admin-dashboard');
  await adminPage.waitForLoadState('networkidle');
  await adminPage.goto('/admin-all-products?sort=-sellingPrice');
  await adminPage.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
  await Promise.all([visitor.close(), seller.close(), admin.close()]);
});

test('a product whose name and description hold HTML and script is shown as text', async ({
  browser,
  baseURL,
}) => {
  const seller = await browser.newContext({ baseURL });
  const page = await signInDemo(seller, '/shop-login', 'seller@example.com');
  const name = `<img src=x onerror="window.__haatXss=1">Kurta <script>window.__haatXss=2</script>`;
  const description = `<b>bold?</b> <iframe src="javascript:window.__haatXss=3"></iframe> "quotes" & ampersands`;
  const created = await page.request.post('/api/v2/create-product', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    multipart: {
      name,
      description,
      category: 'Women',
      brand: 'Test <i>brand</i>',
      sizes: 'M',
      colorName: 'Indigo',
      colorHex: '#3f51b5',
      originalPrice: '1499',
      sellingPrice: '999',
      stock: '5',
      hsn: '6204',
      gstRate: '5',
      countryOfOrigin: 'IN',
      images: { name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL },
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as { product: { _id: string } };

  const shopper = await browser.newContext({ baseURL });
  const view = await shopper.newPage();
  const violations = watchViolations(view);
  await view.goto(`/product/${product._id}`);
  // The text itself is on the page, angle brackets and all…
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(view.getByText(description, { exact: false })).toBeVisible();
  // …and none of it became an element or ran.
  expect(
    await view.evaluate(() => (globalThis as unknown as { __haatXss?: number }).__haatXss),
  ).toBeUndefined();
  expect(await view.locator('main img[src="x"], main iframe, main b').count()).toBe(0);
  // Listed and searched, it stays text too.
  await view.goto(`/products?searchKeyword=${encodeURIComponent('kurta')}`);
  await view.waitForLoadState('networkidle');
  expect(
    await view.evaluate(() => (globalThis as unknown as { __haatXss?: number }).__haatXss),
  ).toBeUndefined();
  expect(violations).toEqual([]);

  const removed = await page.request.delete(`/api/v2/delete-shop-product/${product._id}`, {
    headers: { Origin: new URL(baseURL ?? '').origin },
  });
  expect(removed.status()).toBe(200);
  await Promise.all([seller.close(), shopper.close()]);
});
