import { type Browser, expect, test } from '@playwright/test';

import { expectNoHorizontalOverflow } from './languages';
import { openPage, signInDemo } from './support';

// Product moderation (docs/catalog.md "Moderation"): a shopper reports a product, the Admin
// takes it off the storefront with a reason, its seller reads the reason beside the product,
// edits it and so sends it back; once the Admin approves it, shoppers find it again. The product
// is made by the test (new products are public at once in the demo's default mode), so the two
// viewport projects, sharing one server, each report their own and leave the demo's alone.

// A real 8 × 8 PNG: the server decodes every upload, so the picture must be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWODFTEMLQkAZZlQAVIPr1MAAAAASUVORK5CYII=',
  'base64',
);

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A word no product of the demo catalogue has, so search finds exactly this test's product. */
const uniqueWord = () =>
  Array.from({ length: 10 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

/** A new browser context of the server under test, signed in as nobody. */
const newContext = (browser: Browser) => browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL });

test('a shopper reports a product, the Admin rejects it, its seller edits it and the Admin approves it again', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const name = `Brass diya ${word}`;
  const reason = 'The photos show a steel lamp, not brass.';

  // 1. The demo seller adds a product: public at once.
  const sellerContext = await newContext(browser);
  const seller = await signInDemo(sellerContext, '/shop-login', 'seller@example.com');
  await openPage(seller, '/shop-dashboard-create-product');
  await seller.getByLabel('Product name', { exact: true }).fill(name);
  await seller.getByLabel('Description', { exact: true }).fill('Hand-cast brass diya from Moradabad.');
  await seller.getByLabel('Category', { exact: true }).selectOption('Women');
  await seller.getByLabel('Brand', { exact: true }).fill('Moradabad Brass');
  await seller.getByLabel('Original price (₹)', { exact: true }).fill('899');
  await seller.getByLabel('Selling price (₹)', { exact: true }).fill('749');
  await seller.getByLabel('Stock', { exact: true }).fill('20');
  await seller.getByLabel('HSN code', { exact: true }).fill('6204 42');
  await seller.getByLabel('GST rate', { exact: true }).selectOption('5');
  await seller.getByLabel('Country of origin', { exact: true }).selectOption('IN');
  await seller
    .getByLabel('Add images')
    .setInputFiles({ name: 'diya.png', mimeType: 'image/png', buffer: PNG });
  await seller.getByRole('button', { name: 'Create product' }).click();
  await expect(seller).toHaveURL(/\/shop-dashboard\/products$/);
  await expect(seller.getByText('Product created successfully!')).toBeVisible();

  // 2. A shopper finds it and reports it with a reason and their own words.
  const shopperContext = await newContext(browser);
  const shopper = await signInDemo(shopperContext, '/login', 'shopper@example.com');
  await openPage(shopper, `/products?searchKeyword=${word}`);
  await shopper.getByRole('heading', { level: 3, name }).getByRole('link', { name }).click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  const productPath = new URL(shopper.url()).pathname;
  await shopper.getByRole('button', { name: 'Report this product' }).click();
  const dialog = shopper.getByRole('dialog', { name: 'Report this product' });
  await dialog.getByRole('radio', { name: 'Counterfeit or fake' }).check();
  await dialog.getByLabel(/Tell us more/).fill('It is plated steel, not brass.');
  await expectNoHorizontalOverflow(shopper);
  await shopper.screenshot({ path: testInfo.outputPath('report-dialog.png') });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(shopper.getByText('Thanks. Our team will review this product.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Once is enough: a second report while the first is open is refused kindly.
  await shopper.getByRole('button', { name: 'Report this product' }).click();
  await dialog.getByRole('radio', { name: 'Offensive' }).check();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(shopper.getByText('You have already reported this product.')).toBeVisible();

  // 3. The Admin sees it in the queue with the shopper's reason and words, and rejects it.
  const adminContext = await newContext(browser);
  const admin = await signInDemo(adminContext, '/login', 'admin@example.com');
  await openPage(admin, '/admin-products-review');
  await expect(admin.getByRole('heading', { level: 1, name: 'Product reviews' })).toBeVisible();
  let card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Reported', { exact: true })).toBeVisible();
  await expect(card.getByText('Counterfeit or fake: 1')).toBeVisible();
  await expect(card.getByText('It is plated steel, not brass.')).toBeVisible();
  await expectNoHorizontalOverflow(admin);
  await admin.screenshot({ path: testInfo.outputPath('review-queue.png'), fullPage: true });
  await card.getByRole('button', { name: `Reject ${name}` }).click();
  const reject = admin.getByRole('dialog', { name: `Reject ${name}?` });
  await reject.getByRole('textbox', { name: 'Reason for the seller' }).fill(reason);
  await reject.getByRole('button', { name: 'Reject product' }).click();
  await expect(
    admin.getByText(`${name} was taken off the storefront and sent back to its seller with your reason.`),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // 4. Shoppers no longer find it.
  await openPage(shopper, productPath);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'This product is not available' }),
  ).toBeVisible();

  // 5. Its seller reads why beside the product, edits it and so sends it back.
  await openPage(seller, '/shop-dashboard/products');
  const row = seller.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Not approved')).toBeVisible();
  await expect(row.getByText(`Reason: ${reason}`)).toBeVisible();
  await expect(row.getByText('Edit the product to send it again.')).toBeVisible();
  await expectNoHorizontalOverflow(seller);
  await seller.screenshot({ path: testInfo.outputPath('seller-not-approved.png'), fullPage: true });
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(seller).toHaveURL(/\/shop-dashboard\/products\/.+\/edit$/);
  await seller
    .getByLabel('Description', { exact: true })
    .fill('Hand-cast steel diya with a brass finish, from Moradabad.');
  await seller.getByRole('button', { name: 'Save changes' }).click();
  await expect(seller).toHaveURL(/\/shop-dashboard\/products$/);
  await expect(
    seller.getByText('Product updated and sent for review. It will be public once our team approves it.'),
  ).toBeVisible();
  await expect(
    seller.getByRole('row').filter({ hasText: name }).getByText('Waiting for review'),
  ).toBeVisible();

  // 6. The Admin sees it waiting again, with the earlier reason, and approves it.
  await openPage(admin, '/admin-products-review');
  card = admin.getByRole('article', { name });
  await expect(card.getByText('New product')).toBeVisible();
  await expect(card.getByText(reason)).toBeVisible();
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Approve ${name}?` })
    .getByRole('button', { name: 'Approve product' })
    .click();
  await expect(admin.getByText(`${name} is approved: it is on the storefront.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // 7. It is back on the storefront, and its seller's table has no note on it.
  await openPage(shopper, productPath);
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await openPage(seller, '/shop-dashboard/products');
  await expect(seller.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(seller.getByRole('row').filter({ hasText: name }).getByText('Waiting for review')).toHaveCount(
    0,
  );

  await Promise.all([sellerContext.close(), shopperContext.close(), adminContext.close()]);
});
