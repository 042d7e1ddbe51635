import { expect, test } from '@playwright/test';

import { addToCart, checkOutCashOnDelivery, products, signUpShopper } from './shopping';
import { signInDemo } from './support';

test('a new order lights the seller’s bell without a reload, and the shopper’s bell links to the order', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const kurta = (await products(request)).find(
    (p) => p.name === 'Hand-block printed cotton kurta' && !p.isEvent && p.stock >= 2,
  );
  if (!kurta) throw new Error('the demo catalogue lacks its stocked kurta');

  // The seller watches the dashboard; the count comes over the live stream.
  const seller = await signInDemo(
    await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL, viewport: page.viewportSize() }),
    '/shop-login',
    'seller@example.com',
  );
  await seller.goto('/shop-dashboard');
  const sellerBell = seller.getByRole('button', { name: /^Notifications/ });
  await expect(sellerBell).toBeVisible();
  const unread = async () => {
    const name = (await sellerBell.getAttribute('aria-label')) ?? (await sellerBell.textContent()) ?? '';
    return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
  };
  await expect.poll(unread, { timeout: 10_000 }).toBeGreaterThanOrEqual(0);
  const before = await unread();

  await signUpShopper(page, testInfo.project.name);
  await addToCart(page, kurta);
  await checkOutCashOnDelivery(page);

  // No reload on the seller's side: the bell counts up by itself.
  await expect.poll(unread, { timeout: 15_000 }).toBeGreaterThan(before);
  await sellerBell.click();
  const sellerPanel = seller.getByRole('dialog', { name: 'Notifications' });
  await expect(sellerPanel.getByText(/^New order #/).first()).toBeVisible();
  await seller.screenshot({ path: testInfo.outputPath('seller-bell.png') });
  await seller.context().close();

  // The shopper's own bell has the confirmation, which opens the order.
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('Your Haat order is confirmed')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shopper-bell.png') });
  await panel.getByText('Your Haat order is confirmed').click();
  await expect(page).toHaveURL(/\/user\/order\//);
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveAccessibleName('Notifications');
});
