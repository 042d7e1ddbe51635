import { type Page, type Response, expect, test } from '@playwright/test';

import { products, signUpShopper } from './shopping';
import { openPage, signInDemo } from './support';

// A real 8 × 8 PNG: the server decodes every picture sent in a message.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWODFTEMLQkAZZlQAVIPr1MAAAAASUVORK5CYII=',
  'base64',
);

/** A word no other run's messages have. */
function uniqueWord(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  return Array.from({ length: 10 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

/**
 * Resolves once `count` notification streams of `page` have answered: the header's bell and the
 * open inbox each listen on one, so a change made after this reaches the page without a reload.
 * Call it before the page loads.
 */
function streamsOpened(page: Page, count: number): Promise<void> {
  let opened = 0;
  return new Promise((resolve) => {
    const onResponse = (response: Response) => {
      if (!response.url().includes('/api/v2/notifications/stream')) return;
      opened += 1;
      if (opened < count) return;
      page.off('response', onResponse);
      resolve();
    };
    page.on('response', onResponse);
  });
}

test('a shopper asks the seller about a product; each side sees the other’s message arrive without a reload', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const kurta = (await products(request)).find(
    (p) => p.name === 'Hand-block printed cotton kurta' && !p.isEvent,
  );
  if (!kurta) throw new Error('the demo catalogue lacks its kurta');
  // Both projects ask the same shop: each finds its own conversation by its own words (letters:
  // the server hides a long run of digits as a phone number).
  const tag = `${testInfo.project.name} ${uniqueWord()}`;
  const question = `Is this kurta available in XL? (${tag})`;
  const answer = `Yes, XL is in stock: here it is (${tag}).`;
  const shot = (name: string) => testInfo.outputPath(`${name}-${testInfo.project.name}.png`);

  // The seller has the inbox open before the question is asked.
  const sellerContext = await browser.newContext({
    baseURL: process.env.HAAT_E2E_BASE_URL,
    viewport: page.viewportSize(),
  });
  const seller = await signInDemo(sellerContext, '/shop-login', 'seller@example.com');
  const sellerListening = streamsOpened(seller, 2);
  await seller.goto('/shop-dashboard-messages');
  await expect(seller.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(seller.getByRole('heading', { level: 2, name: /^Conversations/ })).toBeVisible();
  await sellerListening;

  // The shopper asks from the product page, and lands in the conversation.
  await signUpShopper(page, testInfo.project.name);
  await openPage(page, `/product/${kurta._id}`);
  await page.getByRole('button', { name: 'Ask the seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask the seller' });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill(question);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/account\?tab=messages&conversation=[0-9a-f-]+$/);
  const shopperThread = page.getByRole('list', { name: 'Messages, oldest first' });
  await expect(shopperThread.getByText(question)).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Hand-block printed cotton kurta', exact: true }),
  ).toBeVisible();

  // Then waits on the list of conversations for the answer.
  const shopperListening = streamsOpened(page, 2);
  await page.goto('/account?tab=messages');
  await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
  await shopperListening;

  // The question reaches the seller's open inbox by itself.
  const asked = seller.getByRole('link').filter({ hasText: question });
  await expect(asked).toBeVisible({ timeout: 15_000 });
  await expect(asked).toContainText('1 unread message');
  await asked.click();
  const sellerThread = seller.getByRole('list', { name: 'Messages, oldest first' });
  await expect(sellerThread.getByText(question)).toBeVisible();
  await expect(seller.getByRole('heading', { level: 2, name: 'Priya Sharma', exact: true })).toBeVisible();

  // The seller answers with words and a picture.
  await seller.getByRole('textbox', { name: 'Your message' }).fill(answer);
  await seller
    .getByLabel(/^Add pictures/)
    .setInputFiles({ name: 'xl.png', mimeType: 'image/png', buffer: PNG });
  await expect(seller.getByRole('img', { name: 'Picture 1: xl.png' })).toBeVisible();
  await seller.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(sellerThread.getByText(answer)).toBeVisible();
  await expect(sellerThread.getByRole('img', { name: /^Picture 1 of 1/ })).toBeVisible();
  await expect(seller.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // The answer reaches the shopper's open list by itself, and the bell counts it.
  const answered = page.getByRole('link').filter({ hasText: answer });
  await expect(answered).toBeVisible({ timeout: 15_000 });
  await expect(answered).toContainText('1 unread message');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await page.screenshot({ path: shot('shopper-messages-list') });

  // Opened: the answer and its picture, served to the shopper with the session's cookie.
  await answered.click();
  await expect(shopperThread.getByText(answer)).toBeVisible();
  const picture = shopperThread.getByRole('img', { name: /^Picture 1 of 1/ });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(shopperThread.getByRole('link', { name: /^Picture 1 of 1/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  // Reading it marks its notification read, and the seller sees the answer was seen.
  await expect(bell).toHaveAccessibleName('Notifications', { timeout: 15_000 });
  await expect(sellerThread.getByText('Seen', { exact: true })).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: shot('shopper-messages-open') });
  await seller.screenshot({ path: shot('seller-inbox-open') });
  await sellerContext.close();
});
