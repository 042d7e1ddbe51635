import { CATEGORIES, categoryName } from '@/lib/categories';
import type { ProductsQuery as PageQuery } from '@/lib/paths';

import { catalog } from './i18n';

// The product listing's query, in its three forms: the /products page's URL (what a shopper
// shares and the back button restores), the parsed `ListingQuery` (what the page and the cache
// key work with), and the API's query string (docs/catalog.md "The listing query").

/** docs/product.md §7.2: eight products a page, prices 0 to 80000 rupees. */
export const PAGE_SIZE = 8;
export const PRICE_MIN = 0;
export const PRICE_MAX = 80_000;

/** The sorts a shopper can choose, each with the catalogue key of its name. */
export const SORT_OPTIONS = [
  { value: '-createdAt', label: 'listing.sort.newest' },
  { value: 'sellingPrice', label: 'listing.sort.priceLow' },
  { value: '-sellingPrice', label: 'listing.sort.priceHigh' },
  { value: '-sold_out', label: 'listing.sort.bestSelling' },
  { value: '-ratings', label: 'listing.sort.topRated' },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortValue = '-createdAt';

/** What one product listing asks for. Plain data: it is also the listing's cache key. */
export type ListingQuery = {
  searchKeyword?: string;
  category?: string;
  brand?: string;
  size?: string;
  color?: string;
  minPrice: number;
  maxPrice: number;
  /**
   * Left out, the server decides: best match first for a search, newest first otherwise. Sending
   * the default '-createdAt' with a keyword would throw the relevance ranking away.
   */
  sort?: SortValue;
  page: number;
  limit: number;
};

/** The filters the panel sets (everything but the keyword, the sort and the page). */
export type FilterName = 'category' | 'brand' | 'size' | 'color';

const TEXT_LIMIT = 200;

/** A listing query from the given values, the defaults filling the rest. Empty values are dropped. */
export function listingQuery(values: Partial<ListingQuery> = {}): ListingQuery {
  const query: ListingQuery = {
    minPrice: values.minPrice ?? PRICE_MIN,
    maxPrice: values.maxPrice ?? PRICE_MAX,
    page: values.page ?? 1,
    limit: values.limit ?? PAGE_SIZE,
  };
  // Only the keys with a value, so equal queries are equal objects and equal cache keys.
  for (const key of ['searchKeyword', 'category', 'brand', 'size', 'color'] as const) {
    const value = values[key]?.trim();
    if (value) query[key] = value;
  }
  if (values.sort) query.sort = values.sort;
  return query;
}

/**
 * A category as the catalogue spells it, whatever the case, spacing or joining ('Home - Kitchen',
 * the original's encoding, and the hand-typed 'home-kitchen' are 'Home & Kitchen'), so old and
 * hand-typed links select the right facet. An unknown name is kept as it is: the server decides.
 */
export function canonicalCategory(value: string): string {
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const wanted = letters(value);
  return CATEGORIES.find((category) => letters(category) === wanted) ?? value.trim();
}

const isSort = (value: string | null): value is SortValue =>
  SORT_OPTIONS.some((option) => option.value === value);

function readAmount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

/**
 * The listing the /products page shows, read from its URL. A link may have been typed, cut or
 * edited by hand, so nothing here fails: a value that makes no sense falls back to its default.
 */
export function readListingQuery(params: URLSearchParams): ListingQuery {
  const text = (name: string) => params.get(name)?.trim().slice(0, TEXT_LIMIT) || undefined;
  const category = text('category');
  let minPrice = readAmount(params.get('minPrice')) ?? PRICE_MIN;
  let maxPrice = readAmount(params.get('maxPrice')) ?? PRICE_MAX;
  // The server refuses a maximum below the minimum; the shopper surely meant the other way round.
  if (maxPrice < minPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const page = Number(params.get('page'));
  const sort = params.get('sort');

  return listingQuery({
    searchKeyword: text('searchKeyword'),
    category: category && canonicalCategory(category),
    brand: text('brand'),
    size: text('size'),
    color: text('color'),
    minPrice,
    maxPrice,
    sort: isSort(sort) ? sort : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  });
}

/** The /products page's query for `paths.products`, leaving out what is the default. */
export function toPageQuery(query: ListingQuery): PageQuery {
  return {
    searchKeyword: query.searchKeyword,
    category: query.category,
    brand: query.brand,
    size: query.size,
    color: query.color,
    minPrice: query.minPrice === PRICE_MIN ? undefined : query.minPrice,
    maxPrice: query.maxPrice === PRICE_MAX ? undefined : query.maxPrice,
    sort: query.sort,
    page: query.page === 1 ? undefined : query.page,
  };
}

/** Form encoding, as URLSearchParams writes it: a space is '+'. */
const formEncode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** In a colour, spaces become '+', as the original encoded them ('Navy Blue' is sent as `Navy+Blue`). */
export function encodeColor(color: string): string {
  return color.split(' ').map(encodeURIComponent).join('+');
}

/**
 * docs/product.md §7.2: in a category, spaces become '+' and '&' becomes '-', so 'Home & Kitchen' is sent as
 * `Home+-+Kitchen`, which the server reads as 'Home - Kitchen' and matches to 'Home & Kitchen'.
 */
export function encodeCategory(category: string): string {
  return encodeColor(category.replaceAll('&', '-'));
}

/**
 * The API's query string for a listing (without the '?'). It is written by hand because the original
 * sends category and colour with a literal '+' for each space, and the contract names the price
 * bounds `sellingPrice[gte]` and `sellingPrice[lte]`, brackets and all.
 */
export function toApiSearch(query: ListingQuery): string {
  const parts = [
    `limit=${query.limit}`,
    `page=${query.page}`,
    `sellingPrice[gte]=${query.minPrice}`,
    `sellingPrice[lte]=${query.maxPrice}`,
  ];
  if (query.sort) parts.push(`sort=${formEncode(query.sort)}`);
  if (query.category) parts.push(`category=${encodeCategory(query.category)}`);
  if (query.brand) parts.push(`brand=${formEncode(query.brand)}`);
  if (query.size) parts.push(`size=${formEncode(query.size)}`);
  if (query.color) parts.push(`color=${encodeColor(query.color)}`);
  if (query.searchKeyword) parts.push(`searchKeyword=${formEncode(query.searchKeyword)}`);
  return parts.join('&');
}

/** The query with some values changed; any change but a page change goes back to page 1. */
export function withChanges(query: ListingQuery, changes: Partial<ListingQuery>): ListingQuery {
  return listingQuery({ ...query, page: 1, ...changes });
}

/** The query without any filter, price bound or sort: only the search, if there is one. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return listingQuery({ searchKeyword: query.searchKeyword, limit: query.limit });
}

/** How many of the panel's filters are set (the price range counts as one). */
export function activeFilterCount(query: ListingQuery): number {
  const filters = [query.category, query.brand, query.size, query.color].filter(Boolean).length;
  const priced = query.minPrice !== PRICE_MIN || query.maxPrice !== PRICE_MAX;
  return filters + (priced ? 1 : 0);
}

/** The sort shown in the sort select: best match for a search, newest otherwise. */
export function effectiveSort(query: ListingQuery): SortValue | 'relevance' {
  return query.sort ?? (query.searchKeyword ? 'relevance' : DEFAULT_SORT);
}

/** A category's name in the page's language; a name the catalogue does not know, as it is. */
export function categoryLabel(category: string): string {
  const known = CATEGORIES.find((name) => name === category);
  return known ? categoryName(known) : category;
}

/** What the page shows, in words: 'Results for "kurta" in Women', 'Women', 'All products'. */
export function listingTitle(query: ListingQuery): string {
  const { searchKeyword: keyword, category } = query;
  if (keyword) {
    return category
      ? catalog.t('listing.resultsIn', { keyword, category: categoryLabel(category) })
      : catalog.t('listing.results', { keyword });
  }
  return category ? categoryLabel(category) : catalog.t('listing.all');
}

/** How many pages `count` products fill; at least one, so an empty result is still page 1 of 1. */
export function pageCount(count: number, limit: number): number {
  return Math.max(1, Math.ceil(count / limit));
}
