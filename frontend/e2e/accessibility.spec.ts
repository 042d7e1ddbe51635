import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';

import { addToCart, products } from './shopping';
import { openPage, signInDemo } from './support';

// The main pages of each kind of user, checked by axe-core in the real browser: none may have a
// serious or critical violation (docs/product.md's accessibility aim). Every rule axe runs by
// default is on; none is turned off. Less severe findings (moderate, minor) are not failed on
// here, since they are mostly best-practice advice rather than barriers.

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations axe finds on the page as it is now, described for a failure. */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  // A page axe found nothing to check on (not drawn yet, an error page) would pass vacuously.
  expect(results.passes.length, `axe checked nothing on ${page.url()}`).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${page.url()} ${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map(
            (node) =>
              `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    );
}

/** Waits until the page has settled: its lazy chunks loaded, its requests answered. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  // Skeletons and fade-ins are done once nothing is loading.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the storefront has no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(90_000);
  const found: string[] = [];

  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  await openPage(page, '/products');
  await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  expect(found, found.join('\n\n')).toEqual([]);
});

test('the shopper’s checkout and account have no serious or critical accessibility violations', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const page = await signInDemo(context, '/login', 'shopper@example.com');
  const found: string[] = [];

  const [product] = (await products(page.request)).filter((p) => p.stock > 5 && !p.isEvent);
  await addToCart(page, product!);
  await openPage(page, '/checkout');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  await openPage(page, '/account');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  expect(found, found.join('\n\n')).toEqual([]);
  await context.close();
});

test('the seller’s dashboard and product form have no serious or critical accessibility violations', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const page = await signInDemo(context, '/shop-login', 'seller@example.com');
  const found: string[] = [];

  await openPage(page, '/shop-dashboard');
  await expect(page.getByRole('heading', { name: /dashboard/i }).first()).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  await openPage(page, '/shop-dashboard-create-product');
  await expect(page.getByLabel('Product name')).toBeVisible();
  await settled(page);
  found.push(...(await blockingViolations(page)));

  expect(found, found.join('\n\n')).toEqual([]);
  await context.close();
});

test('the Admin’s dashboard has no serious or critical accessibility violations', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ baseURL });
  const page = await signInDemo(context, '/login', 'admin@example.com');

  await openPage(page, '/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  const found = await blockingViolations(page);

  expect(found, found.join('\n\n')).toEqual([]);
  await context.close();
});

test('the cart drawer keeps the focus inside while open and gives it back on close', async ({ page }) => {
  await openPage(page, '/products');
  const [product] = (await products(page.request)).filter((p) => p.stock > 5 && !p.isEvent);
  await addToCart(page, product!);

  const cartButton = page
    .getByRole('button', { name: /^Cart, \d+ items$/ })
    .filter({ visible: true })
    .first();
  await cartButton.click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer).toBeVisible();
  // Round the drawer and back, more than once each way. The page behind is inert: the focus is
  // in the drawer, or (past its last control, in a browser with a window) on the browser's own
  // controls, where the page sees no element focused; never on an element of the page.
  const where: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(key);
      where.push(
        await drawer.evaluate((dialog) =>
          dialog.contains(document.activeElement)
            ? 'drawer'
            : document.activeElement === document.body || document.activeElement === null
              ? 'browser'
              : `page: ${document.activeElement.outerHTML.slice(0, 120)}`,
        ),
      );
    }
  }
  expect(where.filter((place) => place.startsWith('page'))).toEqual([]);
  expect(where.filter((place) => place === 'drawer').length).toBeGreaterThan(12);
  expect(await blockingViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(cartButton).toBeFocused();
});
