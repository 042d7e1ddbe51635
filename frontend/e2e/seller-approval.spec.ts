import { type Browser, type Page, expect, test } from '@playwright/test';

import { expectNoHorizontalOverflow } from './languages';
import { linkFromEmail, openPage, signInDemo, uniqueEmail } from './support';

// Seller approval (docs/identity.md "A shop's review"): a new shop is a draft, and nothing of it is
// public until the Admin approves it. A seller signs up, completes the checklist through the pages
// it links to, and submits; the Admin approves it from the review queue; only then do shoppers
// find its product. The card and the queue are checked for overflow at the phone's and the
// desktop's width (the two projects), and their screenshots kept with the results.

const PASSWORD = 'correct horse battery';
// A real 8 × 8 PNG: the server decodes every upload, so the picture must be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWODFTEMLQkAZZlQAVIPr1MAAAAASUVORK5CYII=',
  'base64',
);

const pick = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** A word no product of the demo catalogue has, so search finds exactly this test's product. */
const uniqueWord = () => pick(LETTERS, 10);

/**
 * A well-formed PAN of an individual (the fourth letter, P), different on every run: the shop is
 * registered without a GSTIN, so there is no GSTIN it must agree with.
 */
const uniquePan = () => {
  const upper = LETTERS.toUpperCase();
  return `${pick(upper, 3)}P${pick(upper, 1)}${pick('0123456789', 4)}${pick(upper, 1)}`;
};

/** A visitor signed in as nobody, in a browser context of their own. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL });
  return context.newPage();
}

test('a new seller completes the checklist and submits; only after the Admin approves do shoppers find the shop’s product', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const email = uniqueEmail('kavya', testInfo.project.name);
  const shopName = `Kavya Handlooms ${word}`;
  const productName = `Kanchipuram silk stole ${word}`;

  // 1. The seller signs up and follows the emailed activation link.
  await page.goto('/shop-create');
  await page.getByLabel('Your name').fill('Kavya Raman');
  await page.getByLabel('Shop name').fill(shopName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number').fill('98765 43210');
  await page.getByLabel('Shop address').fill('14 Temple Street, Kanchipuram');
  await page.getByLabel('PIN code').fill('631501');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create shop' }).click();
  await expect(page.getByText(email).first()).toBeVisible();
  await page.goto(await linkFromEmail(email, '/shop-activation/'));
  await expect(page).toHaveURL(/\/shop-dashboard$/);

  // 2. A draft: the dashboard leads with the checklist, nothing done yet.
  let review = page.getByRole('region', { name: 'Your shop is not public yet' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('list', { name: 'Checklist: 0 of 5 done' })).toBeVisible();
  const shopId = ((await (await page.request.get('/api/v2/getseller')).json()) as { seller: { _id: string } })
    .seller._id;

  // 3. The description and the PAN, on the settings page the checklist links to.
  await review.getByRole('link', { name: 'Add it in shop settings' }).click();
  await expect(page).toHaveURL(/\/shop-dashboard-setting$/);
  await page
    .getByLabel('Description (optional)')
    .fill('Handwoven silk and cotton stoles from the looms of Kanchipuram.');
  await page.getByLabel('PAN (optional)').fill(uniquePan());
  await page.getByRole('button', { name: 'Save shop details' }).click();
  await expect(page.getByText('Shop details saved')).toBeVisible();

  // 4. A payout method: a UPI id, on the withdraw page.
  await openPage(page, '/shop-dashboard');
  review = page.getByRole('region', { name: 'Your shop is not public yet' });
  await expect(review.getByRole('list', { name: 'Checklist: 2 of 5 done' })).toBeVisible();
  await review.getByRole('link', { name: 'Add payout method' }).click();
  await expect(page).toHaveURL(/\/shop-dashboard-withdraw-money$/);
  await page.getByRole('button', { name: 'Add payout method' }).first().click();
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByLabel('UPI id', { exact: true }).fill('kavya.raman@okaxis');
  await page.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByText('Payout method saved: UPI kavya.raman@okaxis.')).toBeVisible();

  // 5. A product with a picture.
  await openPage(page, '/shop-dashboard');
  review = page.getByRole('region', { name: 'Your shop is not public yet' });
  await review.getByRole('link', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/shop-dashboard-create-product$/);
  await page.getByLabel('Product name', { exact: true }).fill(productName);
  await page.getByLabel('Description', { exact: true }).fill('Pure silk, handwoven, with a zari border.');
  await page.getByLabel('Category', { exact: true }).selectOption('Women');
  await page.getByLabel('Brand', { exact: true }).fill('Kavya Handlooms');
  await page.getByLabel('Original price (₹)', { exact: true }).fill('2499');
  await page.getByLabel('Selling price (₹)', { exact: true }).fill('1899');
  await page.getByLabel('Stock', { exact: true }).fill('8');
  await page.getByLabel('HSN code', { exact: true }).fill('6214 10');
  // A shop without a GSTIN sells only at 0 % (docs/tax.md).
  await page.getByLabel('GST rate', { exact: true }).selectOption('0');
  await page.getByLabel('Country of origin', { exact: true }).selectOption('IN');
  await page
    .getByLabel('Add images')
    .setInputFiles({ name: 'stole.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Create product' }).click();
  // Saved: the seller is taken to their products, where their own seller sees it before approval.
  await expect(page).toHaveURL(/\/shop-dashboard\/products$/);
  await expect(page.getByText(productName).first()).toBeVisible();

  // 6. Not approved, so not public: search does not find the product, the shop page is not there.
  const shopper = await visitor(browser);
  await openPage(shopper, `/products?searchKeyword=${word}`);
  await expect(shopper.getByRole('heading', { name: `No products match "${word}"` })).toBeVisible();
  await expect(shopper.getByRole('article').filter({ hasText: productName })).toHaveCount(0);
  await openPage(shopper, `/shop/preview/${shopId}`);
  await expect(shopper.getByRole('heading', { name: 'Shop not found' })).toBeVisible();

  // 7. Submitted without a GSTIN or the declaration, the server names what is left; declared, it
  //    goes.
  await openPage(page, '/shop-dashboard');
  review = page.getByRole('region', { name: 'Your shop is not public yet' });
  await expect(review.getByRole('list', { name: 'Checklist: 4 of 5 done' })).toBeVisible();
  await review.getByRole('button', { name: 'Submit for review' }).click();
  await expect(review.getByRole('alert')).toHaveText(
    'Your shop is not ready for review yet: finish each item of the checklist.',
  );
  await expect(
    review.getByText('Add your GSTIN, or declare that your business is not registered for GST'),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('review-card.png'), fullPage: true });
  await review.getByRole('checkbox', { name: 'My business is not registered for GST' }).check();
  await review.getByRole('button', { name: 'Submit for review' }).click();
  const waiting = page.getByRole('region', { name: 'Your shop is waiting for review' });
  await expect(waiting).toBeVisible();
  await expect(
    waiting.getByText('Nothing of it is public until it is approved', { exact: false }),
  ).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('review-waiting.png'), fullPage: true });
  // The profile says why there is no public page yet.
  await openPage(page, `/shop-profile/${shopId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your shop is not public until it is approved' }),
  ).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('profile-not-public.png'), fullPage: true });

  // 8. The Admin, in a browser of their own, approves it from the queue.
  const adminContext = await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL });
  const admin = await signInDemo(adminContext, '/login', 'admin@example.com');
  await openPage(admin, '/admin-sellers-review');
  await expect(admin.getByRole('heading', { level: 1, name: 'Seller reviews' })).toBeVisible();
  const card = admin.getByRole('article', { name: shopName });
  await expect(card).toBeVisible();
  await expect(card.getByText('Declared not GST-registered')).toBeVisible();
  await expect(card.getByText('kavya.raman@okaxis')).toBeVisible();
  await expect(card.getByText('1 live product')).toBeVisible();
  await expectNoHorizontalOverflow(admin);
  await admin.screenshot({ path: testInfo.outputPath('review-queue.png'), fullPage: true });
  await card.getByRole('button', { name: `Approve ${shopName}` }).click();
  await admin
    .getByRole('alertdialog', { name: `Approve ${shopName}?` })
    .getByRole('button', { name: 'Approve shop' })
    .click();
  await expect(
    admin.getByText(`${shopName} is approved: it is on the storefront now, and its seller has been told.`),
  ).toBeVisible();
  await expect(card).toHaveCount(0);
  await adminContext.close();

  // 9. Now shoppers find it: in search, and on the shop's page.
  await openPage(shopper, `/products?searchKeyword=${word}`);
  await expect(shopper.getByRole('article').filter({ hasText: productName })).toBeVisible();
  await openPage(shopper, `/shop/preview/${shopId}`);
  await expect(shopper.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
  await expect(shopper.getByRole('article').filter({ hasText: productName })).toBeVisible();
  await shopper.context().close();

  // 10. And the seller's dashboard has no review card any more.
  await openPage(page, '/shop-dashboard');
  await expect(page.getByRole('region', { name: 'Figures' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Your shop (is|was)/ })).toHaveCount(0);
});
