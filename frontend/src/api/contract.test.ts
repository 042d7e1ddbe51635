import { describe, expect, it, vi } from 'vitest';

import { CATEGORIES } from '@/lib/categories';
import { COUNTRY_CODES, GST_RATES } from '@/lib/countries';
import { ORDER_STATUSES } from '@/lib/orders/statuses';
import { aUser } from '@/test/auth';

import { ErrorCode, type User } from './index';

// The generated contract as the app uses it: its schemas parse without compiling code, and the
// lists the app keeps in its own order name every value the contract does.

describe('the generated schemas', () => {
  it('parse without compiling code, which the Content-Security-Policy forbids', async () => {
    const compile = vi.spyOn(globalThis, 'Function');
    const { zUserResponse } = await import('./schemas');

    expect(zUserResponse.parse({ success: true, user: aUser() }).user.email).toBe('priya@example.com');
    expect(compile).not.toHaveBeenCalled();
  });

  it('refuse an answer that leaves out what the contract says is always there', async () => {
    const { zUserResponse } = await import('./schemas');
    const withoutPhone: Partial<User> = aUser();
    delete withoutPhone.phoneNumber;

    expect(zUserResponse.safeParse({ success: true, user: withoutPhone }).success).toBe(false);
  });

  it('read an error code the contract names, and refuse one it does not', async () => {
    const { zErrorDetail } = await import('./schemas');
    const detail = (code: string) => ({ code, message: 'No.', fields: {} });

    expect(zErrorDetail.parse(detail(ErrorCode.IDEMPOTENCY_KEY_REUSED)).code).toBe('idempotency_key_reused');
    expect(zErrorDetail.safeParse(detail('price_changed')).success).toBe(false);
  });
});

describe('the lists the app orders itself', () => {
  it('name every category of the contract', async () => {
    const { zProduct } = await import('./schemas');
    expect([...CATEGORIES].sort()).toEqual([...zProduct.shape.category.options].sort());
  });

  it('offer every country of origin and GST slab the server takes, India first', async () => {
    const { zProductForm } = await import('./schemas');
    expect(COUNTRY_CODES).toEqual(zProductForm.shape.countryOfOrigin.options);
    expect(COUNTRY_CODES[0]).toBe('IN');
    // zod keeps an enum's values as an object's keys, which JavaScript orders integers first.
    expect([...GST_RATES].sort()).toEqual([...zProductForm.shape.gstRate.options].sort());
  });

  it('name every order status, in the order an order moves through them', async () => {
    const { zOrderStatus } = await import('./schemas');
    expect(ORDER_STATUSES).toEqual(zOrderStatus.options);
  });
});
