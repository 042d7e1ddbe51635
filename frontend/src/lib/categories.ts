// The storefront's category names, as the server's catalog crate defines them.
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
] as const;

/** The header's category menus: each opens a search for its term (SPEC.md §2). */
export const MENU_TERMS = ['Women', 'Men', 'Kids', 'Shoes', 'Bags', 'Jewellery', 'Accessories'] as const;
