import { describe, expect, it } from 'vitest';

import { paths } from '@/lib/paths';

import {
  activeFilterCount,
  canonicalCategory,
  effectiveSort,
  encodeCategory,
  encodeColor,
  listingQuery,
  listingTitle,
  pageCount,
  readListingQuery,
  toApiSearch,
  toPageQuery,
  withChanges,
  withoutFilters,
} from './query';

const read = (search: string) => readListingQuery(new URLSearchParams(search));

describe('the listing query', () => {
  it('defaults to eight products a page, page 1, prices 0 to 80000 and the server’s own order', () => {
    expect(read('')).toEqual({ minPrice: 0, maxPrice: 80000, page: 1, limit: 8 });
    expect(toApiSearch(read(''))).toBe('limit=8&page=1&sellingPrice[gte]=0&sellingPrice[lte]=80000');
  });

  it('reads every filter from the page URL', () => {
    expect(
      read(
        'searchKeyword=kurta&category=Women&brand=Jaipur+Looms&size=M&color=Navy+Blue&minPrice=500&maxPrice=2000&sort=-sellingPrice&page=3',
      ),
    ).toEqual({
      searchKeyword: 'kurta',
      category: 'Women',
      brand: 'Jaipur Looms',
      size: 'M',
      color: 'Navy Blue',
      minPrice: 500,
      maxPrice: 2000,
      sort: '-sellingPrice',
      page: 3,
      limit: 8,
    });
  });

  it('falls back to the defaults for values that make no sense, and swaps a reversed price range', () => {
    expect(read('page=0&sort=cheapest&minPrice=-5&maxPrice=lots&brand=%20%20')).toEqual(read(''));
    expect(read('page=2.5')).toMatchObject({ page: 1 });
    expect(read('minPrice=3000&maxPrice=1000')).toMatchObject({ minPrice: 1000, maxPrice: 3000 });
  });

  it('spells a category as the catalogue does, also from the original’s encoding', () => {
    expect(canonicalCategory('women')).toBe('Women');
    expect(canonicalCategory('Home - Kitchen')).toBe('Home & Kitchen');
    expect(canonicalCategory('Home-Kitchen')).toBe('Home & Kitchen');
    expect(canonicalCategory(' home&kitchen ')).toBe('Home & Kitchen');
    expect(canonicalCategory('Garden')).toBe('Garden');
    expect(canonicalCategory('beauty - personal care')).toBe('Beauty & Personal Care');
    expect(canonicalCategory(' Handloom ')).toBe('Handloom');
    expect(read('category=Home+-+Kitchen').category).toBe('Home & Kitchen');
  });
});

describe('the API query string (docs/product.md §5, §7.2)', () => {
  it('sends spaces in a colour as +', () => {
    expect(encodeColor('Navy Blue')).toBe('Navy+Blue');
    expect(encodeColor('Red & Gold')).toBe('Red+%26+Gold');
  });

  it('sends spaces in a category as + and & as -', () => {
    expect(encodeCategory('Home & Kitchen')).toBe('Home+-+Kitchen');
    expect(encodeCategory('Beauty & Personal Care')).toBe('Beauty+-+Personal+Care');
    expect(encodeCategory('Women')).toBe('Women');
  });

  it('writes every parameter, the price bounds with their brackets and the rest form-encoded', () => {
    const query = listingQuery({
      searchKeyword: 'silk saree',
      category: 'Home & Kitchen',
      brand: 'Tara & Co',
      size: 'UK 8',
      color: 'Navy Blue',
      minPrice: 250.5,
      maxPrice: 5000,
      sort: '-ratings',
      page: 2,
    });
    expect(toApiSearch(query)).toBe(
      'limit=8&page=2&sellingPrice[gte]=250.5&sellingPrice[lte]=5000&sort=-ratings' +
        '&category=Home+-+Kitchen&brand=Tara+%26+Co&size=UK+8&color=Navy+Blue&searchKeyword=silk+saree',
    );
  });

  it('is read back by a form decoder as the server reads it', () => {
    const api = new URLSearchParams(
      toApiSearch(listingQuery({ category: 'Home & Kitchen', color: 'Navy Blue' })),
    );
    expect(api.get('category')).toBe('Home - Kitchen');
    expect(api.get('color')).toBe('Navy Blue');
    expect(api.get('sellingPrice[lte]')).toBe('80000');
  });
});

describe('the page URL', () => {
  it('leaves the defaults out, so a plain link and a reset page are the same address', () => {
    expect(paths.products(toPageQuery(read('')))).toBe('/products');
    expect(paths.products(toPageQuery(read('page=1&minPrice=0&maxPrice=80000')))).toBe('/products');
  });

  it('round-trips every filter, in one order whatever the order given', () => {
    const url = paths.products(
      toPageQuery(
        listingQuery({
          sort: 'sellingPrice',
          color: 'Navy Blue',
          category: 'Home & Kitchen',
          searchKeyword: 'kurta',
          page: 2,
          maxPrice: 2000,
        }),
      ),
    );
    expect(url).toBe(
      '/products?searchKeyword=kurta&category=Home+%26+Kitchen&color=Navy+Blue&maxPrice=2000&sort=sellingPrice&page=2',
    );
    expect(read(url.split('?')[1]!)).toEqual(
      listingQuery({
        searchKeyword: 'kurta',
        category: 'Home & Kitchen',
        color: 'Navy Blue',
        maxPrice: 2000,
        sort: 'sellingPrice',
        page: 2,
      }),
    );
  });
});

describe('changing the query', () => {
  it('goes back to page 1 on any change but the page', () => {
    const onPage3 = listingQuery({ searchKeyword: 'kurta', page: 3 });
    expect(withChanges(onPage3, { brand: 'Jaipur Looms' })).toMatchObject({ brand: 'Jaipur Looms', page: 1 });
    expect(withChanges(onPage3, { page: 4 }).page).toBe(4);
    expect(withChanges(listingQuery({ brand: 'A' }), { brand: undefined })).not.toHaveProperty('brand');
  });

  it('clears filters, price and sort but keeps the search', () => {
    const query = listingQuery({
      searchKeyword: 'kurta',
      brand: 'A',
      minPrice: 10,
      sort: '-ratings',
      page: 2,
    });
    expect(activeFilterCount(query)).toBe(2);
    expect(withoutFilters(query)).toEqual(listingQuery({ searchKeyword: 'kurta' }));
    expect(activeFilterCount(withoutFilters(query))).toBe(0);
  });

  it('shows best match for a search and newest otherwise when no sort is chosen', () => {
    expect(effectiveSort(listingQuery({ searchKeyword: 'kurta' }))).toBe('relevance');
    expect(effectiveSort(listingQuery())).toBe('-createdAt');
    expect(effectiveSort(listingQuery({ searchKeyword: 'kurta', sort: 'sellingPrice' }))).toBe(
      'sellingPrice',
    );
  });

  it('says what is shown', () => {
    expect(listingTitle(listingQuery({ searchKeyword: 'kurta' }))).toBe('Results for "kurta"');
    expect(listingTitle(listingQuery({ searchKeyword: 'kurta', category: 'Women' }))).toBe(
      'Results for "kurta" in Women',
    );
    expect(listingTitle(listingQuery({ category: 'Home & Kitchen' }))).toBe('Home & Kitchen');
    expect(listingTitle(listingQuery())).toBe('All products');
  });
});

describe('the pager', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
  });
});
