import { type APIRequestContext, type Page, expect } from '@playwright/test';

import { openPage, uniqueEmail } from './support';

// A shopper's way through the storefront, as the journeys take it.

const PASSWORD = 'correct horse battery';

export type Product = {
  _id: string;
  shopId: string;
  name: string;
  stock: number;
  sizes: string[];
  isEvent: boolean;
};

/** The storefront's products (the demo catalogue), read as any visitor would. */
export async function products(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/v2/products?limit=100');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { products: Product[] }).products;
}

export async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  const response = await request.get(`/api/v2/get-product-details/${id}`);
  return ((await response.json()) as { product: Product }).product.stock;
}

/** A new shopper signs up on `page` and lands on the home page, signed in. */
export async function signUpShopper(page: Page, project: string) {
  await page.goto('/signUp');
  await page.getByLabel('Full name').fill('Priya Sharma');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('buyer', project));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Adds one of `product` (its first size, if it has sizes) from its page, and closes the toast. */
export async function addToCart(page: Page, product: Product) {
  await openPage(page, `/product/${product._id}`);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  await expect(add).toBeVisible();
  const sizes = page.getByRole('group', { name: /^Size/ });
  if ((await sizes.count()) > 0) await sizes.locator('label').first().click();
  await add.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Item added to cart successfully!' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'close' }).click();
}

/**
 * Fills the checkout's address and places the cart for cash on delivery. A shopper whose book
 * already holds an address (their first order's, saved) types a new one all the same.
 */
export async function checkOutCashOnDelivery(page: Page) {
  await page.goto('/checkout');
  const typeNew = page.getByRole('radio', { name: /A new address/ });
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeVisible();
  if ((await typeNew.count()) > 0) await typeNew.check();
  await page.getByLabel('Full name').fill('Priya Sharma');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByLabel('Address line 1').fill('12 MG Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN code').fill('560001');
  await page.getByText('Cash on delivery').click();
  const place = page.getByRole('button', { name: 'Place order', exact: true });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/order\/success$/);
}
