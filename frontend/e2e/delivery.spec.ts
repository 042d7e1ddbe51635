import { type Page, expect, test } from '@playwright/test';

import { addToCart, products } from './shopping';
import { openPage, signInDemo } from './support';

// docs/orders.md "Delivery areas and estimates", end to end: the demo seller (PIN code 560001,
// Bengaluru) limits the shop to Karnataka; a shopper checks a Kerala PIN code and a Bengaluru
// one on a product page, and the cart page says the same. The shop delivers to all of India again
// at the end, whatever happened, for the journeys that follow.

/** The day `days` after today in India, as the pages write it ("Thu, 3 Dec"). */
function dayInIndia(days: number): string {
  const india = new Date(Date.now() + 330 * 60_000);
  const day = new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + days));
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(day);
}

async function setTerms(seller: Page, area: 'All of India' | 'Only the states and PIN codes I list') {
  await seller.goto('/shop-dashboard-setting');
  const delivery = seller.getByRole('region', { name: 'Delivery' });
  await delivery.getByRole('radio', { name: area }).check();
  if (area !== 'All of India') {
    await delivery.getByRole('checkbox', { name: 'Karnataka' }).check();
    await delivery.getByLabel('PIN-code prefixes').fill('');
  }
  await delivery.getByLabel('Days to dispatch').fill('1');
  await delivery.getByLabel('Same city').fill('1');
  await delivery.getByLabel('Same state').fill('2');
  await delivery.getByLabel('Rest of India').fill('4');
  await delivery.getByRole('button', { name: 'Save delivery terms' }).click();
  await expect(seller.getByText('Delivery terms saved')).toBeVisible();
}

test('a shop that delivers in Karnataka only: the product page and the cart say when, or that it does not deliver', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL, viewport: page.viewportSize() }),
    '/shop-login',
    'seller@example.com',
  );
  const all = await products(request);
  const shop = all.find((p) => p.name === 'Hand-block printed cotton kurta')?.shopId;
  const product = all.find((p) => p.shopId === shop && !p.isEvent && p.stock >= 5);
  if (!product) throw new Error('the demo catalogue lacks the product this needs');

  try {
    await setTerms(seller, 'Only the states and PIN codes I list');
    await seller.screenshot({ path: testInfo.outputPath('delivery-settings.png'), fullPage: true });

    await openPage(page, `/product/${product._id}`);
    const check = page.getByRole('region', { name: 'Check delivery' });
    await check.getByLabel('Your PIN code').fill('686001');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByText('This shop does not deliver to 686001')).toBeVisible();

    await check.getByRole('button', { name: 'Change' }).click();
    await check.getByLabel('Your PIN code').fill('560034');
    await check.getByRole('button', { name: 'Check' }).click();
    // Bengaluru to Bengaluru: a day to dispatch and a day in the city.
    await expect(check.getByText(`Delivery by ${dayInIndia(2)}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('delivery-check.png'), fullPage: true });

    // The cart page answers for the PIN code kept from the product page.
    await addToCart(page, product);
    await page.goto('/cart');
    const group = page.getByRole('region', { name: 'Haat Demo Bazaar' });
    await expect(group.getByText(`Delivery by ${dayInIndia(2)}`)).toBeVisible();
    await expect(page.getByText('Delivering to 560034')).toBeVisible();
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByLabel('Check delivery to your PIN code').fill('686001');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(group.getByText('The shop does not deliver to this PIN code')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('delivery-cart.png'), fullPage: true });
  } finally {
    await setTerms(seller, 'All of India');
  }
});
