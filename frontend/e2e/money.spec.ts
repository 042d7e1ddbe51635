import { type APIRequestContext, expect, test } from '@playwright/test';

import { netOf, valueWithoutTax } from './charges';
import { openPage, signInDemo } from './support';

// The sellers' money flow, end to end in the browser: the demo seller makes a coupon, a new shopper
// uses it at checkout, the seller delivers, the dashboard shows the credit less commission awaiting
// the 14-day refund window, the seller asks for a withdrawal (out of the demo data's older orders,
// whose window has closed), the Admin pays it, and the balance agrees with the ledger.

const PASSWORD = 'correct horse battery';
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

type Product = {
  _id: string;
  shopId: string;
  name: string;
  stock: number;
  isEvent: boolean;
  sellingPrice: number;
  gstRate: number;
};
type Balance = { available: number; pending: number; held: number; paidOut: number };
type Ledger = {
  balance: Balance;
  lines: {
    kind: string;
    account: string;
    amount: number;
    orderId: string | null;
    withdrawalId: string | null;
  }[];
};

async function ledger(request: APIRequestContext): Promise<Ledger> {
  const response = await request.get('/api/v2/shop-ledger?limit=100');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Ledger;
}

const paise = (rupeeAmount: number) => Math.round(rupeeAmount * 100);

test('a seller coupon is used at checkout, the delivered order’s credit less commission awaits the refund window on the dashboard, and a withdrawal paid by the Admin leaves balance and ledger in agreement', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = `${testInfo.project.name.slice(0, 1).toUpperCase()}${Date.now().toString(36).slice(-5).toUpperCase()}`;
  const code = `E2E${tag}`;

  // The demo seller creates a 10% coupon on the coupon page.
  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL }),
    '/shop-login',
    'seller@example.com',
  );
  const me = (await (await seller.request.get('/api/v2/getseller')).json()) as { seller: { _id: string } };
  const shopId = me.seller._id;
  await seller.goto('/shop-dashboard-coupon-code');
  await seller
    .getByRole('button', { name: /^Create (your first )?coupon$/ })
    .first()
    .click();
  await seller.getByLabel('Code').fill(code);
  await seller.getByLabel('Discount (%)').fill('10');
  await seller.getByRole('button', { name: 'Save coupon' }).click();
  await expect(seller.getByText(code).first()).toBeVisible();

  // A new shopper buys one of the shop's products with the code.
  const listing = (await (await request.get(`/api/v2/get-all-product-shop/${shopId}`)).json()) as {
    products: Product[];
  };
  const product = listing.products.find((p) => !p.isEvent && p.stock >= 3 && p.sellingPrice >= 500);
  if (!product) throw new Error("the demo seller's shop has no stocked product of ₹500 or more");
  const before = await ledger(seller.request);

  await page.goto('/signUp');
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Email', { exact: true }).fill(`kavya-${tag.toLowerCase()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await openPage(page, `/product/${product._id}`);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeVisible();
  const sizes = page.getByRole('group', { name: /^Size/ });
  if ((await sizes.count()) > 0) await sizes.getByRole('radio').first().check({ force: true });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Item added to cart successfully!' })).toBeVisible();

  await page.goto('/checkout');
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByLabel('Mobile number').fill('98470 55555');
  await page.getByLabel('Address line 1').fill('3 Marine Drive');
  await page.getByLabel('City').fill('Kochi');
  await page.getByLabel('State').selectOption('Kerala');
  await page.getByLabel('PIN code').fill('682031');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByLabel('Coupon code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText('Coupon applied.')).toBeVisible();
  const discount = Math.round(paise(product.sellingPrice) * 0.1);
  await expect(summary.getByText(`Discount (${code})`).locator('xpath=following-sibling::*[1]')).toHaveText(
    `−${rupees.format(discount / 100)}`,
  );
  await page.getByText('Cash on delivery').click();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/success$/);
  const href = await page.locator('a[href^="/user/order/"]').first().getAttribute('href');
  const orderId = href?.split('/').pop() ?? '';
  expect(orderId).not.toBe('');

  // The seller delivers it. The credit less its charges (commission, GST on it, TCS, TDS) waits out
  // the shopper's 14-day refund window in `pending`: the available balance does not move, and the
  // dashboard shows the new pending figure. The demo seller is in Karnataka, the address in Kerala.
  await seller.goto(`/shop/order/${orderId}/${shopId}`);
  await seller.getByLabel('Move the order to').selectOption('Delivered');
  await seller.getByRole('button', { name: 'Update Status' }).click();
  await expect(seller.getByText('Delivered').first()).toBeVisible();
  const credit = paise(product.sellingPrice) - discount;
  const net = netOf(credit, valueWithoutTax(credit, product.gstRate), false);
  const afterDelivery = await ledger(seller.request);
  const orderLines = afterDelivery.lines.filter((line) => line.orderId === orderId);
  expect(orderLines.map((line) => line.kind).sort()).toEqual([
    'commission',
    'commission_gst',
    'sale_credit',
    'tcs',
    'tds',
  ]);
  expect(orderLines.reduce((sum, line) => sum + paise(line.amount), 0)).toBe(net);
  expect(orderLines.every((line) => line.account === 'pending')).toBe(true);
  expect(paise(afterDelivery.balance.pending)).toBe(paise(before.balance.pending) + net);
  expect(paise(afterDelivery.balance.available)).toBe(paise(before.balance.available));
  await seller.goto('/shop-dashboard');
  const figures = seller.getByRole('region', { name: 'Figures' });
  await expect(
    figures.locator('dt', { hasText: 'Awaiting refund window' }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(rupees.format(afterDelivery.balance.pending));

  // The seller asks for ₹1,000 and some paise (a unique amount for this run), out of `available`.
  const amount = 1000 + (Date.now() % 97) / 100;
  await seller.goto('/shop-dashboard-withdraw-money');
  await seller.getByLabel('Amount (₹)').fill(amount.toFixed(2));
  await seller.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(seller.getByText(rupees.format(amount)).first()).toBeVisible();
  const held = await ledger(seller.request);
  expect(paise(held.balance.held)).toBe(paise(afterDelivery.balance.held) + paise(amount));

  // The Admin marks it paid.
  const admin = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL }),
    '/login',
    'admin@example.com',
  );
  await admin.goto('/admin-withdraw-request');
  await admin
    .getByRole('button', { name: `Mark ${rupees.format(amount)} to Haat Demo Bazaar as paid` })
    .click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Mark as paid' }).click();
  await expect(
    admin.getByRole('button', { name: `Mark ${rupees.format(amount)} to Haat Demo Bazaar as paid` }),
  ).toBeHidden();
  await admin.context().close();

  // Balance and ledger agree: the money moved from available through held to paid out, and the
  // order's earnings still await its refund window.
  const after = await ledger(seller.request);
  expect(paise(after.balance.held)).toBe(paise(afterDelivery.balance.held));
  expect(paise(after.balance.paidOut)).toBe(paise(afterDelivery.balance.paidOut) + paise(amount));
  expect(paise(after.balance.available)).toBe(paise(afterDelivery.balance.available) - paise(amount));
  expect(paise(after.balance.pending)).toBe(paise(afterDelivery.balance.pending));
  await seller.goto('/shop-dashboard-withdraw-money');
  await expect(seller.getByText('Paid', { exact: true }).first()).toBeVisible();
  await seller.context().close();
});
