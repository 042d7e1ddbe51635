import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

import { type Product, addToCart, signUpShopper } from './shopping';

// docs/tax.md "The tax invoice", end to end: a business buyer (with a GSTIN) in Karnataka buys
// from the Karnataka demo shop (CGST + SGST) and from the Rajasthan one (IGST) in one checkout,
// downloads both invoices from the order pages, and reads every field CGST Rule 46 asks for back
// out of the PDFs with Debian's pdftotext, the figures to the paisa.

const BUYER_GSTIN = '29AAPFU0939F1ZR';

type Listed = Product & { sellingPrice: number; shop: { _id: string; shopName: string } };

type Details = { product: { hsn: string; gstRate: number; sellingPrice: number; name: string } };

type Supplier = { name: string; address: string; gstin: string; state: string; code: string };

type PlacedOrder = {
  _id: string;
  invoiceNumber: string;
  totalPrice: number;
  shippingPrice: number;
  cart: { qty: number; name: string }[];
};

/** The demo shops this journey buys from, as the demo catalogue registers them. */
const KARNATAKA: Supplier = {
  name: 'Haat Demo Bazaar',
  address: '21 Commercial Street, Shivajinagar, Bengaluru',
  gstin: '29AAHFH4821K1Z4',
  state: 'Karnataka',
  code: '29',
};
const RAJASTHAN: Supplier = {
  name: 'Urban Desi',
  address: 'Bapu Bazaar, Pink City, Jaipur',
  gstin: '08AAUFU2290Q1Z3',
  state: 'Rajasthan',
  code: '08',
};

/** Every product on the storefront, page by page. */
async function catalogue(request: APIRequestContext): Promise<Listed[]> {
  const all: Listed[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const response = await request.get(`/api/v2/products?limit=100&page=${page}`);
    expect(response.ok()).toBeTruthy();
    const { products } = (await response.json()) as { products: Listed[] };
    all.push(...products);
    if (products.length < 100) break;
  }
  return all;
}

/** A product of `shop` of at least ₹1,000, so one unit ships free and is the invoice's only line. */
function pick(all: Listed[], shop: string): Listed {
  const found = all
    .filter((p) => p.shop.shopName === shop && !p.isEvent && p.stock >= 3 && p.sellingPrice >= 1000)
    .sort((a, b) => a.sellingPrice - b.sellingPrice)[0];
  if (!found) throw new Error(`the demo catalogue has no product of ${shop} at ₹1,000 or more`);
  return found;
}

/** `paise` as the invoice prints rupees: Indian grouping, two decimals, no symbol. */
function amount(paise: number): string {
  return new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    paise / 100,
  );
}

/** `numerator / denominator` rounded to the nearest whole, halves up (docs/tax.md "Rounding"). */
const rounded = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** The invoice as a reader reads it: every run of spaces one. */
async function downloadInvoice(page: Page, orderId: string): Promise<string> {
  await page.goto(`/user/order/${orderId}`);
  const link = page.getByRole('link', { name: 'Download Invoice' });
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const dir = mkdtempSync(join(tmpdir(), 'haat-invoice-'));
  try {
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    return text.split(/\s+/).join(' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a business buyer in Karnataka gets a CGST + SGST invoice from a Karnataka shop and an IGST one from a Rajasthan shop, every Rule 46 field in the PDFs', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const all = await catalogue(request);
  const local = pick(all, KARNATAKA.name);
  const distant = pick(all, RAJASTHAN.name);

  await signUpShopper(page, testInfo.project.name);
  await addToCart(page, local);
  await addToCart(page, distant);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeVisible();
  await page.getByLabel('Full name').fill('Priya Sharma');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560001');
  await page.getByLabel('GSTIN for a business purchase (optional)').fill(BUYER_GSTIN.toLowerCase());
  await page.getByText('Cash on delivery').click();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page).toHaveURL(/\/order\/success$/);

  const links = page.locator('a[href^="/user/order/"]');
  await expect
    .poll(async () => new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).size)
    .toBe(2);
  const ids = [...new Set(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))].map(
    (href) => href.split('/').pop() ?? '',
  );

  for (const [product, supplier] of [
    [local, KARNATAKA],
    [distant, RAJASTHAN],
  ] as const) {
    const details = (await (
      await request.get(`/api/v2/get-product-details/${product._id}`)
    ).json()) as Details;
    const orders = await Promise.all(
      ids.map(async (id) => {
        const response = await page.request.get(`/api/v2/get-selected-order-user/${id}`);
        return ((await response.json()) as { order: PlacedOrder & { shopId: string } }).order;
      }),
    );
    const order = orders.find((o) => o.shopId === product.shop._id);
    if (!order) throw new Error(`no order from ${supplier.name}`);
    const price = Math.round(details.product.sellingPrice * 100);
    const basis = Math.round(details.product.gstRate * 100);
    expect(order.shippingPrice).toBe(0);
    expect(Math.round(order.totalPrice * 100)).toBe(price);

    const text = await downloadInvoice(page, order._id);
    await page.screenshot({ path: testInfo.outputPath(`order-${supplier.code}.png`), fullPage: true });
    const within = supplier.state === 'Karnataka';
    // The tax taken out of the tax-inclusive price: two equal halves rounded alike within the
    // state, or one whole between states.
    const half = rounded(price * basis, 2 * (10_000 + basis));
    const whole = rounded(price * basis, 10_000 + basis);
    const tax = within ? 2 * half : whole;
    const taxable = price - tax;
    const expected = [
      'Tax invoice',
      // The supplier: name, address and GSTIN.
      'Sold by (supplier)',
      supplier.name,
      supplier.address,
      `State: ${supplier.state} (code ${supplier.code})`,
      `GSTIN: ${supplier.gstin}`,
      // The invoice's number and date, and the order.
      `Invoice number: ${order.invoiceNumber}`,
      'Invoice date:',
      `Order: ${order._id}`,
      // The recipient, with their GSTIN, and where it goes.
      'Bill to (recipient)',
      'Ship to',
      'Priya Sharma',
      '12 MG Road',
      'Bengaluru 560001',
      'State: Karnataka (code 29)',
      `GSTIN: ${BUYER_GSTIN}`,
      'Place of supply: Karnataka (29)',
      'Tax payable on reverse charge: No',
      // The line: description, HSN, quantity with unit, value, discount, taxable value, and each
      // tax's rate and amount.
      details.product.name,
      details.product.hsn,
      '1 Nos',
      `${amount(price)} 0.00 ${amount(taxable)}`,
      within
        ? `${basis / 200}% ${amount(half)} ${basis / 200}% ${amount(half)} ${amount(price)}`
        : `${basis / 100}% ${amount(whole)} ${amount(price)}`,
      `Taxable value ₹${amount(taxable)}`,
      ...(within ? [`CGST ₹${amount(half)}`, `SGST ₹${amount(half)}`] : [`IGST ₹${amount(whole)}`]),
      `Invoice total ₹${amount(price)}`,
      'Amount in words: Rupees',
      'This is a computer-generated invoice',
    ];
    for (const field of expected) {
      expect(text, `${supplier.name}'s invoice`).toContain(field);
    }
    if (within) expect(text).not.toContain('IGST');
    else expect(text).not.toContain('CGST');
  }
});
