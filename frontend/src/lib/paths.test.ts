import { describe, expect, it } from 'vitest';

import { paths } from './paths';

describe('paths', () => {
  it('builds product list queries and drops empty values', () => {
    expect(paths.products()).toBe('/products');
    expect(paths.products({ searchKeyword: 't-shirt' })).toBe('/products?searchKeyword=t-shirt');
    expect(paths.products({ category: 'Home & Kitchen', searchKeyword: '' })).toBe(
      '/products?category=Home+%26+Kitchen',
    );
  });

  it('marks event products and escapes ids', () => {
    expect(paths.product('abc')).toBe('/product/abc');
    expect(paths.product('abc', { isEvent: true })).toBe('/product/abc?isEvent=true');
    expect(paths.shopOrder('o/1', 's 2')).toBe('/shop/order/o%2F1/s%202');
    expect(paths.shopEditProduct('p/1')).toBe('/shop-dashboard/products/p%2F1/edit');
  });

  it('carries the page to return to after sign-in', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ next: '/account?tab=addresses' })).toBe('/login?next=%2Faccount%3Ftab%3Daddresses');
    expect(paths.shopLogin({ next: '/shop-dashboard/orders' })).toBe(
      '/shop-login?next=%2Fshop-dashboard%2Forders',
    );
    expect(paths.resetPassword('a/b')).toBe('/reset-password/a%2Fb');
    expect(paths.shopActivation('tok')).toBe('/shop-activation/tok');
    expect(paths.account({ tab: 'addresses' })).toBe('/account?tab=addresses');
  });

  it('opens a settings page at its notification settings', () => {
    expect(paths.account({ tab: 'notifications' })).toBe('/account?tab=notifications');
    expect(paths.shopSettings()).toBe('/shop-dashboard-setting');
    expect(paths.shopSettings({ tab: 'notifications' })).toBe('/shop-dashboard-setting?tab=notifications');
  });

  it('opens a conversation in the shopper’s, the shop’s and the Admin’s messages', () => {
    expect(paths.account({ tab: 'messages', conversation: 'c-1' })).toBe(
      '/account?tab=messages&conversation=c-1',
    );
    expect(paths.shopMessages()).toBe('/shop-dashboard-messages');
    expect(paths.shopMessages({ conversation: 'c-1' })).toBe('/shop-dashboard-messages?conversation=c-1');
    expect(paths.adminConversations({ conversation: 'c-1' })).toBe('/admin-conversations?conversation=c-1');
  });
});
