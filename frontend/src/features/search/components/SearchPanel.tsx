import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

import { Drawer } from '@/components/Drawer';
import { paths } from '@/lib/paths';

export const QUICK_SEARCH_TAGS = ['t-shirt', 'top', 'black', 'women'] as const;

/** The header's search panel: type and press Enter, or pick a quick-search tag. */
export function SearchPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [keyword, setKeyword] = useState('');
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
    <Drawer open={open} onClose={onClose} title="Search" side="top">
      <div className="mx-auto w-full max-w-3xl space-y-5 px-5 py-6">
        <form role="search" onSubmit={onSubmit} className="flex gap-2">
          <label htmlFor="search-panel-input" className="sr-only">
            Search products
          </label>
          <input
            id="search-panel-input"
            type="search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="Search for kurtas, shoes, brands…"
            maxLength={200}
            className="w-full rounded-md border border-stone-300 px-4 py-2.5 focus:border-brand-500"
          />
          <button
            type="submit"
            className="flex items-center gap-2 rounded-md bg-brand-700 px-4 text-white hover:bg-brand-800"
          >
            <Search className="h-4 w-4" aria-hidden="true" />
            <span>Search</span>
          </button>
        </form>
        <div>
          <h3 className="mb-2 text-sm font-medium text-stone-500">Quick search</h3>
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
      </div>
    </Drawer>
  );
}
