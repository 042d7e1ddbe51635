// The functions passed to page.evaluate and addInitScript run in the page, so they see its DOM.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { expect, test } from '@playwright/test';

import {
  type Language,
  expectNoHorizontalOverflow,
  expectPageIn,
  pageErrors,
  saveAccountLanguage,
  signInByApi,
  startIn,
  text,
} from './languages';

// The pages most people see, in each language at a phone's 390 px and a desktop's 1280 px (the
// two projects): drawn in that language, with Hindi in its bundled font, and nothing pushed past
// the window's edge by a longer French or Spanish text. Each page's screenshot is kept with the
// test's results for a person to look at.

const DEMO_PASSWORD = 'haat-demo-2026';
const LANGUAGES: Language[] = ['en', 'hi', 'es', 'fr'];

type ListedProduct = {
  _id: string;
  name: string;
  sellingPrice: number;
  originalPrice: number | null;
  images: string[];
  thumbnails: string[];
  shopId: string;
  shop: { _id: string; shopName: string } | null;
  stock: number;
  isEvent: boolean;
};

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    let errors: string[] = [];
    test.beforeEach(async ({ page }) => {
      errors = pageErrors(page);
      await startIn(page, language);
    });
    // The demo accounts are shared with the other journeys: a language saved on one goes back to
    // English (their own) after the test, pass or fail.
    test.afterEach(async ({ page }) => {
      for (const { type, description } of test.info().annotations) {
        if (type !== 'cleanup') continue;
        await saveAccountLanguage(page.request, description === 'user language' ? 'user' : 'seller', 'en');
      }
      expect(errors, 'errors thrown by the page').toEqual([]);
    });

    test('the home page', async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page.getByRole('combobox', { name: text(language, 'common', 'language') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageIn(page, language);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`home-${language}.png`), fullPage: true });
    });

    test('a product page', async ({ page, request }, testInfo) => {
      const listing = (await (await request.get('/api/v2/products?limit=1')).json()) as {
        products: ListedProduct[];
      };
      const product = listing.products[0];
      if (!product) throw new Error('the demo catalogue lists no product');
      await page.goto(`/product/${product._id}`);
      await expect(page.getByRole('heading', { name: product.name }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageIn(page, language);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`product-${language}.png`), fullPage: true });
    });

    test('the checkout', async ({ page, request }, testInfo) => {
      const listing = (await (await request.get('/api/v2/products?limit=5')).json()) as {
        products: ListedProduct[];
      };
      const product = listing.products.find((p) => p.stock >= 2 && !p.isEvent);
      if (!product) throw new Error('the demo catalogue has no stocked product');
      await page.addInitScript(
        (item) => {
          window.localStorage.setItem('cartItems', JSON.stringify([item]));
        },
        { ...product, end_date: null, qty: 1, color: null, size: null },
      );
      await signInByApi(page.request, 'user', 'shopper@example.com', DEMO_PASSWORD);
      // The demo account is shared with the other journeys: its language is put back after.
      await saveAccountLanguage(page.request, 'user', language);
      test.info().annotations.push({ type: 'cleanup', description: 'user language' });
      await page.goto('/checkout');
      await expect(page.getByText(product.name).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageIn(page, language);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: testInfo.outputPath(`checkout-${language}.png`), fullPage: true });
    });

    test("the seller's dashboard", async ({ page }, testInfo) => {
      await signInByApi(page.request, 'seller', 'seller@example.com', DEMO_PASSWORD);
      await saveAccountLanguage(page.request, 'seller', language);
      test.info().annotations.push({ type: 'cleanup', description: 'seller language' });
      await page.goto('/shop-dashboard');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main').first()).toBeVisible();
      await expectPageIn(page, language);
      await expectNoHorizontalOverflow(page);
      await page.screenshot({
        path: testInfo.outputPath(`seller-dashboard-${language}.png`),
        fullPage: true,
      });
    });
  });
}
