import { type Page, expect, test } from '@playwright/test';

// The home, listing and product pages arrive drawn (scripts/prerender.mjs, ADR 0015): a phone paints
// them before the JavaScript has run, and the app then takes the markup over. These check both
// halves: the pages without JavaScript, and the app on them with no hydration or policy error.

/** Errors the page reports, other than the anonymous session checks' expected 401s. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 401')) errors.push(message.text());
  });
  return errors;
}

async function firstProductId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v2/products?limit=1');
  const body = (await response.json()) as { products: { _id: string; name: string }[] };
  const product = body.products[0];
  if (!product) throw new Error('the demo catalogue has no products');
  return product._id;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home, listing and product pages are already drawn', async ({ page }) => {
    const id = await firstProductId(page);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Explore Top Categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Haat home' }).first()).toBeVisible();

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'All products', level: 1 })).toBeVisible();
    // The server drew the first row of cards' pictures in: the listing's first thumbnails.
    const thumbnails = page.locator('main img');
    await expect(thumbnails).toHaveCount(2);
    await expect(thumbnails.first()).toHaveAttribute('src', /^\/media\/products\/.+-thumb\./);

    await page.goto(`/product/${id}`);
    await expect(page.getByText('Loading the product…')).toBeAttached();
    // And the product's main picture.
    await expect(page.locator('main img')).toHaveCount(1);
    await expect(page.locator('main img')).toHaveAttribute(
      'src',
      /^\/media\/products\/[^/]+\.(jpg|png|webp)$/,
    );
  });
});

test('the app takes the drawn pages over without errors and fetches each answer once', async ({ page }) => {
  const id = await firstProductId(page);
  const errors = collectErrors(page);
  // The catalogue's answers each page load asked for. The session checks repeat on every load, and
  // so does the footer's marketplace-info (the same for every page, kept by the browser's cache).
  const answers: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v2/') && !/\/(get(user|seller)|marketplace-info)$/.test(url.pathname)) {
      answers.push(`${url.pathname}${url.search}`);
    }
  });

  await page.goto('/products');
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  // The sort answers: the page's controls are the app's, not dead markup.
  // Its answer is awaited too: leaving before it was asked for would count one answer fewer.
  const sorted = page.waitForResponse((response) => response.url().includes('sort=sellingPrice'));
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/sort=/);
  await sorted;

  await page.goto(`/product/${id}`);
  await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();

  expect(errors).toEqual([]);
  // The page names its answers for the browser to fetch early; the app must take those, not ask
  // again: every answer was asked for once.
  expect(answers).toContain(`/api/v2/get-product-details/${id}`);
  expect(answers.filter((answer) => answer.startsWith('/api/v2/products?'))).toHaveLength(4);
  expect(answers.length).toBe(new Set(answers).size);
});
