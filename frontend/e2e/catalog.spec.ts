import { type Page, expect, test } from '@playwright/test';

import { openPage } from './support';

// Haat's one shipping rule (docs/product.md §2), written out here on purpose rather than
// imported from the app: this test checks the page against the promise, not against itself.
const FREE_SHIPPING_FROM = 1000;
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The first rupee amount in a text: '₹1,899.50' is 1899.5. */
function firstAmount(text: string): number {
  const match = text.match(/₹\s?([\d,]+(?:\.\d{1,2})?)/);
  if (!match?.[1]) throw new Error(`no rupee amount in "${text}"`);
  return Number(match[1].replaceAll(',', ''));
}

/** The drawer's notice for a cart worth `subtotal`. */
function freeShippingNotice(subtotal: number): string {
  const paise = Math.max(0, FREE_SHIPPING_FROM * 100 - Math.round(subtotal * 100));
  return paise === 0 ? 'Your order ships free.' : `Add ${rupees.format(paise / 100)} more for free shipping.`;
}

/** Opens the cart: the header's button on a wide screen, the bottom bar's on a phone. */
async function openCart(page: Page, items: number) {
  await page
    .getByRole('button', { name: `Cart, ${items} items` })
    .filter({ visible: true })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Shopping cart' });
}

test('a shopper searches from the header, opens a product, adds it to the cart, and the cart survives a reload', async ({
  page,
}) => {
  await openPage(page, '/');

  // The header's search: the wide box on a desktop, the magnifier icon on a phone.
  await page
    .getByRole('button', { name: /search/i })
    .filter({ visible: true })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await panel.getByRole('searchbox', { name: 'Search products' }).fill('kurta');

  // Suggestions come after the 500 ms pause; the demo catalogue has kurtas, the best match first.
  const suggestions = panel.getByRole('region', { name: 'You May Also Like' });
  const first = suggestions.getByRole('listitem').first().getByRole('link');
  await expect(first).toBeVisible();
  const price = firstAmount((await first.textContent()) ?? '');
  await first.click();

  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  // The product page is its own chunk and loads the product: wait for the buy box, then read the name.
  const addToCart = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(addToCart).toBeVisible();
  const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(name).not.toBe('');

  // A product that comes in sizes needs one chosen before it can go in the cart.
  const sizes = page.getByRole('group', { name: /^Size/ });
  if ((await sizes.count()) > 0) await sizes.locator('label').first().click();
  await addToCart.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Item added to cart successfully!' });
  await expect(toast).toBeVisible();
  // The toast sits over the header's cart button on a wide screen: close it rather than wait 5 s.
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toBeHidden();

  let drawer = await openCart(page, 1);
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(drawer.getByText(freeShippingNotice(price))).toBeVisible();

  // The cart lives in local storage (docs/product.md §7.3), so a reload keeps it.
  await page.reload();
  drawer = await openCart(page, 1);
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(drawer.getByText(freeShippingNotice(price))).toBeVisible();
});

const DEMO_PASSWORD = 'haat-demo-2026';
// A real 8 × 8 PNG: the server decodes every upload, so the picture must be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWODFTEMLQkAZZlQAVIPr1MAAAAASUVORK5CYII=',
  'base64',
);

/** A word no product of the demo catalogue has, so search finds exactly this test's product. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

test('a seller adds a product with a picture, finds it on the storefront, and the Admin removes it from its card', async ({
  page,
  browser,
}) => {
  const word = uniqueWord();
  const name = `Block-printed kurta ${word}`;

  await page.goto('/shop-login');
  await page.getByLabel('Email', { exact: true }).fill('seller@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/shop-dashboard$/);

  await page.goto('/shop-dashboard-create-product');
  await page.getByLabel('Product name', { exact: true }).fill(name);
  await page.getByLabel('Description', { exact: true }).fill('Hand block-printed cotton, from Sanganer.');
  await page.getByLabel('Category', { exact: true }).selectOption('Women');
  await page.getByLabel('Brand', { exact: true }).fill('Sanganer Prints');
  await page.getByLabel('Original price (₹)', { exact: true }).fill('1499');
  await page.getByLabel('Selling price (₹)', { exact: true }).fill('999');
  await page.getByLabel('Stock', { exact: true }).fill('12');
  await page.getByLabel('HSN code', { exact: true }).fill('6204 42');
  await page.getByLabel('GST rate', { exact: true }).selectOption('5');
  await page.getByLabel('Country of origin', { exact: true }).selectOption('IN');
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'kurta.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/shop-dashboard\/products$/);
  await expect(page.getByText(name).first()).toBeVisible();

  // On the storefront, found by search, with its re-encoded picture.
  await openPage(page, `/products?searchKeyword=${word}`);
  const card = page.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/media\/products\/.+\.jpg$/);
  await expect
    .poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);

  // The Admin sees the delete icon on the card and removes the product through the admin endpoint.
  const adminContext = await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await admin.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin.getByText('Login Success')).toBeVisible();
  await openPage(admin, `/products?searchKeyword=${word}`);
  const adminCard = admin.getByRole('article').filter({ hasText: name });
  const removal = admin.waitForRequest(
    (r) => r.method() === 'DELETE' && /\/api\/v2\/delete-product-admin\//.test(r.url()),
  );
  await adminCard.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Are you sure to confirm delete ?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await removal;
  await expect(admin.getByRole('alert').filter({ hasText: 'Product deleted successfully!' })).toBeVisible();
  await expect(adminCard).toBeHidden();
  await adminContext.close();
});
