import type { AdminSeller } from '@/api';

import { CATEGORIES, categoryName } from '@/lib/categories';
import { currentLocale } from '@/lib/i18n';

// The parts the commission page and its preview share: the shops to choose from, and how a
// category and a rate are said.

/** A shop as the pickers offer it. */
export type ShopChoice = Pick<AdminSeller, '_id' | 'shopName'>;

/** The shops loaded for the pickers: the first page of those matching the shop search. */
export type ShopChoices = { items: ShopChoice[]; isPending: boolean; isError: boolean };

/**
 * A shop select's options: the shops loaded, and the chosen one first when the search has left it
 * out, so a select always shows what it holds.
 */
export function ShopOptions({ shops, chosen }: { shops: ShopChoice[]; chosen: ShopChoice | null }) {
  const missing = chosen !== null && !shops.some((shop) => shop._id === chosen._id);
  return (
    <>
      {missing && <option value={chosen._id}>{chosen.shopName}</option>}
      {shops.map((shop) => (
        <option key={shop._id} value={shop._id}>
          {shop.shopName}
        </option>
      ))}
    </>
  );
}

const isCategory = (name: string): name is (typeof CATEGORIES)[number] =>
  (CATEGORIES as readonly string[]).includes(name);

/** A category in the page's language; one the app does not know yet, as the server names it. */
export const categoryLabel = (name: string) => (isCategory(name) ? categoryName(name) : name);

/** A rate in percent in the page's locale: 12.5, 12,5 in French. */
export const formatRate = (rate: number) =>
  new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 2 }).format(rate);
