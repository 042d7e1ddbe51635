import { expect, test } from '@playwright/test';

import { addToCart, checkOutCashOnDelivery, products, signUpShopper, stockOf } from './shopping';
import { signInDemo } from './support';

test('a shopper buys from two shops with cash on delivery, the seller delivers, the shopper returns it with a reason and the Admin approves it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // One product of the demo seller's own shop and one of another shop, both plainly in stock.
  const all = (await products(request)).filter((p) => !p.isEvent && p.stock >= 5);
  const sellerShop = all.find((p) => p.name === 'Hand-block printed cotton kurta')?.shopId;
  const mine = all.find((p) => p.shopId === sellerShop);
  const other = all.find((p) => p.shopId !== sellerShop);
  if (!mine || !other || !sellerShop) throw new Error('the demo catalogue lacks two stocked shops');
  const stockBefore = await stockOf(request, mine._id);

  // A new shopper signs up, fills the cart from both shops and checks out.
  await signUpShopper(page, testInfo.project.name);
  await addToCart(page, mine);
  await addToCart(page, other);
  await checkOutCashOnDelivery(page);

  await expect(page).toHaveURL(/\/order\/success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const orderLinks = page.locator('a[href^="/user/order/"]');
  await expect
    .poll(
      async () => new Set(await orderLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).size,
    )
    .toBe(2);
  const hrefs = [
    ...new Set(await orderLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))),
  ];
  // The storefront's answers may be up to a second old (ADR 0013): wait for the new stock.
  await expect.poll(() => stockOf(request, mine._id), { timeout: 5000 }).toBe(stockBefore - 1);

  await page.goto('/account?tab=orders');
  for (const href of hrefs) {
    await expect(page.locator(`a[href="${href}"]`).first()).toBeVisible();
  }

  // The demo seller finds the order of their shop and marks it Delivered.
  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL }),
    '/shop-login',
    'seller@example.com',
  );
  let sellerOrder = '';
  for (const href of hrefs) {
    const id = href.split('/').pop() ?? '';
    const response = await seller.request.get(`/api/v2/get-selected-order-shop/${id}/${sellerShop}`);
    if (response.ok()) sellerOrder = id;
  }
  expect(sellerOrder).not.toBe('');
  await seller.goto(`/shop/order/${sellerOrder}/${sellerShop}`);
  await seller.getByLabel('Move the order to').selectOption('Delivered');
  await seller.getByRole('button', { name: 'Update Status' }).click();
  await expect(seller.getByText('Delivered').first()).toBeVisible();
  await seller.context().close();

  // The shopper returns the item with a reason, to be refunded to a UPI id (it was paid in cash).
  await page.goto(`/user/order/${sellerOrder}`);
  await page.getByRole('button', { name: 'Return items' }).click();
  const asking = page.getByRole('dialog', { name: 'Return items' });
  await asking.getByRole('radio', { name: 'It arrived damaged' }).click();
  await asking.getByRole('textbox', { name: 'Your UPI id' }).fill('journey.shopper@okaxis');
  await asking.getByRole('button', { name: 'Ask for the return' }).click();
  await expect(page.getByText('Processing Refund').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText('Reason: It arrived damaged');

  // The Admin approves it in the order screen's refund mode; the stock is back.
  const admin = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL }),
    '/login',
    'admin@example.com',
  );
  await admin.goto(`/admin/order/${sellerOrder}`);
  await admin.getByRole('combobox', { name: 'Order status' }).selectOption('Refund Success');
  await admin.getByRole('button', { name: 'Update Status' }).click();
  await expect(admin.getByText('Refund Success').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Update Status' })).toBeHidden();
  await expect(admin.getByRole('region', { name: 'Returns' })).toContainText(
    'Paid to UPI journey.shopper@okaxis.',
  );
  await admin.context().close();
  await expect.poll(() => stockOf(request, mine._id), { timeout: 5000 }).toBe(stockBefore);
});
