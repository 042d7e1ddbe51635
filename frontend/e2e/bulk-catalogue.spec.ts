import { readFile } from 'node:fs/promises';

import { type BrowserContext, type Download, type Page, expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';

import { expectNoHorizontalOverflow } from './languages';
import { openPage, signInDemo } from './support';

// The bulk catalogue (docs/catalog.md "Bulk catalogue"): the demo seller uploads a CSV of 200
// products, five of them wrong in five different ways, with a ZIP of their pictures; watches the
// job's bar; reads the report naming the five rows and their fields; and finds the 195 good
// products in the paged, searchable products table. Every name and SKU carries a word of this run
// only, so the table's search finds exactly this upload's products however often the suite runs.

// A real 8 × 8 PNG: the server decodes every picture, so each must be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4YWODFTEMLQkAZZlQAVIPr1MAAAAASUVORK5CYII=',
  'base64',
);
const PICTURES = 10;
const ROWS = 200;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const uniqueWord = () =>
  Array.from({ length: 10 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');

const HEADER =
  'sku,name,description,category,brand,originalPrice,sellingPrice,stock,hsn,gstRate,countryOfOrigin,sizes,colorName,colorHex,images';

/** The five wrong rows, by their place among the products (0-based), and the field each gets wrong. */
const BAD: Record<number, { field: string; change: (cells: string[]) => void }> = {
  10: { field: 'sellingPrice', change: (c) => (c[6] = '2999') }, // above the original price
  50: { field: 'name', change: (c) => (c[1] = '') },
  90: { field: 'category', change: (c) => (c[3] = 'Gadgets') },
  130: { field: 'images', change: (c) => (c[14] = 'photos/missing.png') },
  170: { field: 'stock', change: (c) => (c[7] = '-3') },
};

function uploadFiles(word: string): { csv: Buffer; zip: Buffer } {
  const lines = [HEADER];
  for (let n = 0; n < ROWS; n += 1) {
    const cells = [
      `BULK-${word}-${n}`,
      `Bulk kurta ${word} ${n}`,
      `"Hand-block printed cotton, piece ${n}."`,
      'Women',
      'Bagru Prints',
      String(999 + n),
      String(899 + n),
      String(1 + (n % 20)),
      '6204',
      '5',
      'IN',
      'S|M|L',
      'Indigo',
      '#3f51b5',
      `photos/kurta-${n % PICTURES}.png`,
    ];
    BAD[n]?.change(cells);
    lines.push(cells.join(','));
  }
  const pictures: Record<string, Uint8Array> = {};
  for (let n = 0; n < PICTURES; n += 1) pictures[`photos/kurta-${n}.png`] = new Uint8Array(PNG);
  pictures['readme.txt'] = strToU8('Pictures for the bulk upload.');
  return { csv: Buffer.from(`${lines.join('\n')}\n`), zip: Buffer.from(zipSync(pictures)) };
}

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

/**
 * Deletes this run's products again. Other journeys read the storefront's newest 100 products and
 * expect the demo's among them; 195 newer ones would push them off that page.
 */
async function removeImported(context: BrowserContext, word: string) {
  const origin = new URL(process.env.HAAT_E2E_BASE_URL ?? '').origin;
  const me = (await (await context.request.get('/api/v2/getseller')).json()) as { seller: { _id: string } };
  for (;;) {
    const list = await context.request.get(
      `/api/v2/get-all-product-shop/${me.seller._id}?q=${word}&limit=100`,
    );
    const { products } = (await list.json()) as { products: { _id: string }[] };
    if (products.length === 0) return;
    for (const product of products) {
      const removed = await context.request.delete(`/api/v2/delete-shop-product/${product._id}`, {
        headers: { Origin: origin },
      });
      expect(removed.status()).toBe(200);
    }
  }
}

test('a seller imports 200 rows with a ZIP of pictures, reads the report of the 5 bad rows and finds the 195 products', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const word = uniqueWord();
  const context = await browser.newContext({ baseURL: process.env.HAAT_E2E_BASE_URL });
  const seller = await signInDemo(context, '/shop-login', 'seller@example.com');
  try {
    // 1. From the products page to the upload page, whose template is the file's header.
    await openPage(seller, '/shop-dashboard/products');
    await seller.getByRole('link', { name: 'Import products (CSV)' }).click();
    await expect(seller.getByRole('heading', { level: 1, name: 'Bulk upload' })).toBeVisible();
    const template = await downloaded(seller, () =>
      seller.getByRole('link', { name: 'Download template' }).click(),
    );
    expect(template.download.suggestedFilename()).toMatch(/\.csv$/);
    expect(template.text.split(/\r?\n/)[0]).toBe(HEADER);

    // 2. The CSV and the ZIP go up; the page follows the job in its address and shows its bar.
    const { csv, zip } = uploadFiles(word);
    await seller
      .getByLabel('CSV file')
      .setInputFiles({ name: 'kurtas.csv', mimeType: 'text/csv', buffer: csv });
    await seller
      .getByLabel('Pictures (ZIP)')
      .setInputFiles({ name: 'pictures.zip', mimeType: 'application/zip', buffer: zip });
    await seller.getByRole('button', { name: 'Upload' }).click();
    await expect(seller).toHaveURL(/[?&]job=[0-9a-f-]{36}/);
    const bar = seller.getByRole('progressbar', { name: /^Rows done: [\d,]+ of 200$/ });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemax', '200');

    // 3. It ends with every row tried: 195 created, 5 failed, the bar full.
    const finished = seller.getByRole('region', { name: 'Upload finished' });
    await expect(finished).toBeVisible({ timeout: 90_000 });
    await expect(finished.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '200');
    await expect(finished.getByText('Created').locator('xpath=following-sibling::dd')).toHaveText('195');
    await expect(finished.getByText('Updated').locator('xpath=following-sibling::dd')).toHaveText('0');
    await expect(finished.getByText('Failed').locator('xpath=following-sibling::dd')).toHaveText('5');
    await expectNoHorizontalOverflow(seller);
    await seller.screenshot({ path: testInfo.outputPath('bulk-upload-finished.png'), fullPage: true });

    // 4. The report names each bad row (the header is row 1) with its SKU and the field at fault.
    const report = await downloaded(seller, () =>
      finished.getByRole('link', { name: 'Download report' }).click(),
    );
    const lines = report.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('row,sku,field,problem');
    const named = lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','));
    expect(named).toEqual(
      Object.entries(BAD).map(([n, { field }]) => `${Number(n) + 2},BULK-${word}-${n},${field}`),
    );
    expect(report.text).toContain('the selling price cannot be more than the original price');
    expect(report.text).toContain('photos/missing.png');

    // 5. The 195 products are in the table, paged 20 at a time and found by the search.
    await seller.getByRole('link', { name: 'See your products' }).click();
    await expect(seller).toHaveURL(/\/shop-dashboard\/products/);
    await seller.getByRole('searchbox', { name: 'Search products' }).fill(word);
    const pager = seller.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText('Showing 1–20 of 195')).toBeVisible();
    await expect(pager.getByText('Page 1 of 10')).toBeVisible();
    await expect(seller.getByRole('rowheader', { name: new RegExp(`^Bulk kurta ${word} `) })).toHaveCount(20);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pager.getByText('Showing 21–40 of 195')).toBeVisible();
    await expect(seller).toHaveURL(new RegExp(`[?&]q=${word}`));
    // A bad row made no product: the search for its name finds nothing.
    await seller.getByRole('searchbox', { name: 'Search products' }).fill(`Bulk kurta ${word} 10`);
    await expect(seller.getByText(`SKU: BULK-${word}-100`, { exact: true })).toBeVisible();
    await expect(seller.getByText(`SKU: BULK-${word}-10`, { exact: true })).toHaveCount(0);
  } finally {
    await removeImported(context, word);
    await context.close();
  }
});
