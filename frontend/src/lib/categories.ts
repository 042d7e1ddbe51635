import type { Product } from '@/api';
import { common } from '@/lib/i18n';

/**
 * The storefront's category names, in the menus' order: the contract's `Product['category']`
 * (the server's catalog crate), every one of them (src/api/contract.test.ts checks that none is
 * missing).
 */
export const CATEGORIES = [
  'Women',
  'Men',
  'Kids',
  'Shoes',
  'Bags',
  'Accessories',
  'Jewellery',
  'Watches',
  'Beauty & Personal Care',
  'Home & Kitchen',
  'Electronics',
  'Sports & Fitness',
] as const satisfies readonly Product['category'][];

/** The header's category menus: each opens a search for its term (docs/product.md §4, the header). */
export const MENU_TERMS = ['Women', 'Men', 'Kids', 'Shoes', 'Bags', 'Jewellery', 'Accessories'] as const;

/** A category's name in the page's language (the API's value is its English name). */
export const categoryName = (category: Product['category']) => common.t(`category.${category}`);
