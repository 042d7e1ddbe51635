import { type Page, expect, test } from '@playwright/test';

// Haat's one shipping rule (PRODUCT.md "Money and text"), written out here on purpose rather than
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
  await page.goto('/');

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

  // The cart lives in local storage (SPEC.md §3), so a reload keeps it.
  await page.reload();
  drawer = await openCart(page, 1);
  await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(drawer.getByText(freeShippingNotice(price))).toBeVisible();
});
