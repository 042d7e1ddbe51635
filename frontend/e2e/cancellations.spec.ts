import { type Page, expect, test } from '@playwright/test';

import { addToCart, checkOutCashOnDelivery, products, signUpShopper, stockOf } from './shopping';
import { signInDemo } from './support';

/** The order placed last, from the success page's link to it. */
async function placedOrder(page: Page): Promise<string> {
  const link = page.locator('a[href^="/user/order/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))?.split('/').pop() ?? '';
}

test('the shopper cancels an order with a reason, the shop cancels another, and each reads why; the stock comes back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const kurta = (await products(request)).find(
    (p) => p.name === 'Hand-block printed cotton kurta' && !p.isEvent && p.stock >= 3,
  );
  if (!kurta) throw new Error('the demo catalogue lacks its stocked kurta');
  const shop = kurta.shopId;
  const stockBefore = await stockOf(request, kurta._id);

  await signUpShopper(page, testInfo.project.name);
  await addToCart(page, kurta);
  await checkOutCashOnDelivery(page);
  const first = await placedOrder(page);
  // The storefront's answers may be up to a second old (ADR 0013): wait for the new stock.
  await expect.poll(() => stockOf(request, kurta._id), { timeout: 5000 }).toBe(stockBefore - 1);

  // The shopper cancels the first order, in their own words after trying without any.
  await page.goto(`/user/order/${first}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Cancel order #/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Another reason' }).click();
  await dialog.getByRole('textbox', { name: 'The reason' }).fill('Bought the same kurta at a shop nearby');
  await page.screenshot({ path: testInfo.outputPath('shopper-cancel-dialog.png') });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order has been cancelled.')).toBeVisible();
  await expect(
    page.getByText('You cancelled it. Reason: Bought the same kurta at a shop nearby'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeHidden();
  await expect.poll(() => stockOf(request, kurta._id), { timeout: 5000 }).toBe(stockBefore);

  // A second order, which the shop cancels for want of stock.
  await addToCart(page, kurta);
  await checkOutCashOnDelivery(page);
  const second = await placedOrder(page);
  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL, viewport: page.viewportSize() }),
    '/shop-login',
    'seller@example.com',
  );
  // The seller reads why the shopper cancelled the first.
  await seller.goto(`/shop/order/${first}/${shop}`);
  await expect(
    seller
      .getByRole('region', { name: 'History' })
      .getByText('Reason: Bought the same kurta at a shop nearby'),
  ).toBeVisible();

  await seller.goto(`/shop/order/${second}/${shop}`);
  await seller.getByRole('region', { name: 'Status' }).getByRole('button', { name: 'Cancel order' }).click();
  const shopDialog = seller.getByRole('dialog', { name: /^Cancel order #/ });
  await shopDialog.getByRole('radio', { name: 'Out of stock' }).click();
  await seller.screenshot({ path: testInfo.outputPath('shop-cancel-dialog.png') });
  await shopDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(seller.getByText('The order has been cancelled.')).toBeVisible();
  await expect(
    seller.getByRole('region', { name: 'History' }).getByText('Reason: Out of stock'),
  ).toBeVisible();
  await seller.context().close();

  await page.goto(`/user/order/${second}`);
  await expect(page.getByText(/cancelled it\. Reason: Out of stock$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shopper-cancelled-by-shop.png'), fullPage: true });
  await expect.poll(() => stockOf(request, kurta._id), { timeout: 5000 }).toBe(stockBefore);
});
