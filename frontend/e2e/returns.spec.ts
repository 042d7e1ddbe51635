import { type Page, expect, test } from '@playwright/test';

import { netOf, valueWithoutTax } from './charges';
import { checkOutCashOnDelivery, products, signUpShopper, stockOf } from './shopping';
import { signInDemo } from './support';

// docs/orders.md "Returns" and "Rejected returns", end to end: one product in two sizes and one of
// another shop; one order cancelled, the other delivered; one size returned with a reason; the shop
// rejects, the shopper takes it to Haat, the Admin approves; stock and earnings move by that size.

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

async function addInSize(page: Page, id: string, size: string | null) {
  await page.goto(`/product/${id}`);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeVisible();
  if (size) {
    await page.getByRole('group', { name: /^Size/ }).getByText(size, { exact: true }).click();
  }
  await add.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Item added to cart successfully!' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
}

/** The figure the seller's dashboard shows under "Awaiting refund window", in paise. */
async function pendingOnScreen(seller: Page): Promise<number> {
  await seller.goto('/shop-dashboard');
  const figure = seller
    .getByRole('region', { name: 'Figures' })
    .locator('dt', { hasText: 'Awaiting refund window' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(figure).toHaveText(/₹/);
  const text = (await figure.textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** The stock the seller's products page shows for the product `id`. */
async function stockOnScreen(seller: Page, id: string): Promise<number> {
  await seller.goto('/shop-dashboard/products');
  const row = seller.getByRole('row').filter({ has: seller.locator(`a[href="/product/${id}"]`) });
  await expect(row).toHaveCount(1);
  // The cell reads "Stock 29" (its label is for phones), or "Stock 3 · Low stock".
  const cells = await row.getByRole('cell').allTextContents();
  const stock = cells.map((cell) => /^Stock\s*([\d,]+)/.exec(cell.trim())?.[1]).find(Boolean);
  expect(stock, `a stock cell among ${JSON.stringify(cells)}`).toBeDefined();
  return Number(stock?.replace(/,/g, ''));
}

test('two sizes from one shop and an item of another: one order cancelled, one size returned, rejected, escalated and approved by the Admin, with stock and earnings on screen', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const all = (await products(request)).filter((p) => !p.isEvent && p.stock >= 5);
  const sellerShop = all.find((p) => p.name === 'Hand-block printed cotton kurta')?.shopId;
  // At ₹500 or more, two units ship free: each unit is worth its price, to the paisa.
  const sized = all.find(
    (p) =>
      p.shopId === sellerShop && p.sizes.length >= 2 && (p as { sellingPrice?: number }).sellingPrice! >= 500,
  );
  const other = all.find((p) => p.shopId !== sellerShop && p.sizes.length === 0);
  if (!sized || !other || !sellerShop) throw new Error('the demo catalogue lacks the products this needs');
  const [small, large] = sized.sizes as [string, string];
  const details = await request.get(`/api/v2/get-product-details/${sized._id}`);
  const detail = ((await details.json()) as { product: { sellingPrice: number; gstRate: number } }).product;
  const price = Math.round(detail.sellingPrice * 100);
  // One unit's value without its GST, which TCS is taken on.
  const taxable = valueWithoutTax(price, detail.gstRate);

  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL, viewport: page.viewportSize() }),
    '/shop-login',
    'seller@example.com',
  );
  const stockBefore = await stockOnScreen(seller, sized._id);
  const otherBefore = await stockOf(request, other._id);

  // The shopper buys the product in two sizes, and something from another shop.
  await signUpShopper(page, testInfo.project.name);
  await addInSize(page, sized._id, small);
  await addInSize(page, sized._id, large);
  await addInSize(page, other._id, null);
  // The cart page groups the lines by shop: the two sizes are two lines of the seller's shop.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Items from Haat Demo Bazaar' }).getByRole('listitem'),
  ).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('cart-page.png'), fullPage: true });
  await page.goto('/checkout');
  // Two lines for the two sizes, and one for the other shop's item.
  await expect(page.getByRole('list', { name: /items/i }).getByRole('listitem')).toHaveCount(3);
  await checkOutCashOnDelivery(page);
  const links = page.locator('a[href^="/user/order/"]');
  await expect
    .poll(async () => new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).size)
    .toBe(2);
  const ids = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))].map(
    (href) => href.split('/').pop() ?? '',
  );
  const shopOf = async (id: string) => {
    const response = await page.request.get(`/api/v2/get-selected-order-user/${id}`);
    return ((await response.json()) as { order: { shopId: string } }).order.shopId;
  };
  const mine = (await shopOf(ids[0]!)) === sellerShop ? ids[0]! : ids[1]!;
  const theirs = ids.find((id) => id !== mine)!;
  await expect.poll(() => stockOf(request, sized._id), { timeout: 5000 }).toBe(stockBefore - 2);

  // The other shop's order is cancelled by the shopper.
  // The storefront's answers may be up to a second old (ADR 0013): each stock is waited for.
  await expect.poll(() => stockOf(request, other._id), { timeout: 5000 }).toBe(otherBefore - 1);
  await page.goto(`/user/order/${theirs}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancelling = page.getByRole('dialog', { name: /^Cancel order #/ });
  await cancelling.getByRole('radio', { name: 'I changed my mind' }).click();
  await cancelling.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('You cancelled it. Reason: I changed my mind')).toBeVisible();
  await expect.poll(() => stockOf(request, other._id), { timeout: 5000 }).toBe(otherBefore);

  // The seller delivers the two sizes; their credit less its charges waits in pending. The demo
  // seller and the shopper are both in Karnataka: TCS is two halves.
  const pendingBefore = await pendingOnScreen(seller);
  await seller.goto(`/shop/order/${mine}/${sellerShop}`);
  await seller.getByLabel('Move the order to').selectOption('Delivered');
  await seller.getByRole('button', { name: 'Update Status' }).click();
  await expect(seller.getByText('Delivered').first()).toBeVisible();
  const credit = 2 * price;
  const delivered = netOf(credit, 2 * taxable, true);
  expect(await pendingOnScreen(seller)).toBe(pendingBefore + delivered);

  // The shopper returns the larger size, saying why, to be refunded to a UPI id.
  await page.goto(`/user/order/${mine}`);
  await page.getByRole('button', { name: 'Return items' }).click();
  const returning = page.getByRole('dialog', { name: 'Return items' });
  await returning
    .getByRole('combobox', { name: `${sized.name} (size ${large})` })
    .selectOption({ label: 'Return 1 unit' });
  await returning.getByRole('radio', { name: 'The size or fit is wrong' }).click();
  await returning.getByRole('textbox', { name: 'Your UPI id' }).fill('journey.shopper@okaxis');
  await page.screenshot({ path: testInfo.outputPath('return-dialog.png') });
  await returning.getByRole('button', { name: 'Ask for the return' }).click();
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText(`Refunds ${rupees.format(price / 100)} once approved.`);

  // The seller rejects it.
  await seller.goto(`/shop/order/${mine}/${sellerShop}`);
  await seller.getByRole('button', { name: 'Reject return' }).click();
  const rejecting = seller.getByRole('dialog', { name: 'Reject this return?' });
  await rejecting.getByRole('textbox', { name: 'Why you reject it' }).fill('The kurta came back washed');
  await rejecting.getByRole('button', { name: 'Reject return' }).click();
  await expect(seller.getByText('Return rejected.')).toBeVisible();

  // The shopper reads why and takes it to Haat.
  await page.goto(`/user/order/${mine}`);
  await expect(page.getByText('“The kurta came back washed”').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ask Haat to decide' }).click();
  const escalating = page.getByRole('dialog', { name: 'Ask Haat to decide?' });
  await escalating
    .getByRole('textbox', { name: 'Why the shop is wrong' })
    .fill('It was never worn; the tags are on');
  await escalating.getByRole('button', { name: 'Ask Haat to decide' }).click();
  await expect(page.getByText('Haat is looking at your return and will decide it.')).toBeVisible();

  // The Admin reads both sides and approves it.
  const admin = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL, viewport: page.viewportSize() }),
    '/login',
    'admin@example.com',
  );
  await admin.goto(`/admin/order/${mine}`);
  const adminReturns = admin.getByRole('region', { name: 'Returns' });
  await expect(adminReturns).toContainText('The shop: “The kurta came back washed”');
  await expect(adminReturns).toContainText('The shopper: “It was never worn; the tags are on”');
  await admin.getByRole('button', { name: 'Approve return' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Approve return' }).click();
  await expect(admin.getByText('Refund Success').first()).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('admin-approved.png') });
  await admin.context().close();

  // One unit is back on the shelf, the other kept; the seller's pending lost that unit's credit less
  // its charges; the shopper sees what was refunded.
  expect(await stockOnScreen(seller, sized._id)).toBe(stockBefore - 1);
  expect(await pendingOnScreen(seller)).toBe(pendingBefore + delivered - netOf(price, taxable, true));
  await seller.context().close();
  await page.goto(`/user/order/${mine}`);
  await expect(page.getByRole('region', { name: 'Returns' })).toContainText(
    `${rupees.format(price / 100)} of ${rupees.format(credit / 100)} refunded so far.`,
  );
  // The approved return has its credit note against the order's invoice, as a PDF.
  const creditNote = page.getByRole('link', { name: /^Download credit note CN\/\d{4}\/\d{6}$/ });
  await expect(creditNote).toBeVisible();
  const note = await page.request.get((await creditNote.getAttribute('href')) ?? '');
  expect(note.status()).toBe(200);
  expect(note.headers()['content-type']).toBe('application/pdf');
});
