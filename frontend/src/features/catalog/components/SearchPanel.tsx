import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';

import { useSearchProducts } from '../api/search-products';
import { catalog } from '../i18n';
import { useDebouncedValue } from '@/components/table';
import { ProductThumb } from './ProductThumb';

/** Search terms, sent as they are: the catalogue's products are named and tagged in English. */
export const QUICK_SEARCH_TAGS = ['t-shirt', 'top', 'black', 'women'] as const;

/** docs/product.md §4 (the search panel): what is typed is applied after a 500 ms pause. */
export const SEARCH_DELAY_MS = 500;

/**
 * The header's search panel: suggestions appear once the shopper pauses typing; Enter, the
 * Search button or a quick-search tag opens the full results on /products.
 */
export function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = catalog.useT();
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim(), SEARCH_DELAY_MS);
  const navigate = useNavigate();

  const search = (term: string) => {
    const trimmed = term.trim();
    if (!trimmed) return;
    onClose();
    navigate(paths.products({ searchKeyword: trimmed }));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(keyword);
  };

  return (
    <Drawer open={open} onClose={onClose} title={t('search.title')} side="top">
      <div className="mx-auto w-full max-w-3xl space-y-6 px-5 py-6">
        <form role="search" onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="search-panel-input" className="sr-only">
            {t('search.label')}
          </label>
          <input
            id="search-panel-input"
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder={t('search.placeholder')}
            maxLength={200}
            autoComplete="off"
            className="w-full rounded-md border border-stone-300 px-4 py-2.5 focus:border-brand-500"
          />
          <button
            type="submit"
            className="flex items-center gap-2 rounded-md bg-brand-700 px-4 text-white hover:bg-brand-800"
          >
            <Search className="h-4 w-4" aria-hidden="true" />
            <span>{t('search.submit')}</span>
          </button>
        </form>
        <div>
          <h3 className="mb-2 text-sm font-medium text-stone-500">{t('search.quick')}</h3>
          <ul className="flex flex-wrap gap-2">
            {QUICK_SEARCH_TAGS.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => search(tag)}
                  className="rounded-full border border-stone-300 px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-700"
                >
                  {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {/* Only the panel that is open asks the server; the typed text survives closing it. */}
        {open && settled !== '' && <Suggestions keyword={settled} onPick={onClose} />}
      </div>
    </Drawer>
  );
}

/** "You May Also Like": the best matches for what the shopper has typed so far. */
function Suggestions({ keyword, onPick }: { keyword: string; onPick: () => void }) {
  const t = catalog.useT();
  const headingId = useId();
  const { data, isPending, isError } = useSearchProducts(keyword);
  // After a failure the previous keyword's suggestions would be misleading: show none.
  const products = isError ? [] : (data ?? []);

  let status: string;
  if (isPending) status = t('search.searching');
  else if (isError) status = t('search.unavailable');
  else if (products.length === 0) status = t('search.noMatch', { keyword });
  else status = '';

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-sm font-medium text-stone-500">
        {t('search.suggestions')}
      </h3>
      <p role="status" className={status ? 'text-sm text-stone-600' : 'sr-only'}>
        {status || t('search.count', { count: products.length })}
      </p>
      {products.length > 0 && (
        <>
          <ul className="divide-y divide-stone-100">
            {products.map((product) => (
              <li key={product._id}>
                <Link
                  to={paths.product(product._id, { isEvent: product.isEvent })}
                  onClick={onPick}
                  className="flex items-center gap-4 rounded-md px-2 py-2 hover:bg-stone-50"
                >
                  <ProductThumb product={product} className="h-14 w-14 rounded-md" />
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm font-medium text-stone-900">{product.name}</span>
                    <span className="block text-xs text-stone-500">{product.shop.shopName}</span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold">{formatRupees(product.sellingPrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={paths.products({ searchKeyword: keyword })}
            onClick={onPick}
            className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            {t('search.seeAll', { keyword })}
          </Link>
        </>
      )}
    </section>
  );
}
