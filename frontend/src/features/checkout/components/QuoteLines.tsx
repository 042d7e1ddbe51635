import { Trans } from '@/lib/i18n/trans';
import { AlertTriangle, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import type { QuoteLine } from '@/api';
import { ItemThumb } from '@/components/ItemThumb';
import { controlClass, sentence } from '@/components/form';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { cartLineKey } from '@/lib/shopping';

import { checkout } from '../i18n';
import { isBlocking, problemText } from '../problems';

/** Each by the cart line's key ([`cartLineKey`]): one product may be two lines, in two sizes. */
export type LineActions = {
  chooseSize: (key: string, size: string) => void;
  setQty: (key: string, qty: number) => void;
  remove: (key: string) => void;
};

/** The cart line a quoted line prices: the quote answers each line as it was sent. */
const keyOf = (line: QuoteLine) =>
  cartLineKey({ _id: line.productId, size: line.size, isEvent: line.isEvent });

/**
 * The quoted lines: the server's name, picture, shop, price and line total for each, and what is
 * wrong with it, with the way to put it right (a size to choose, a smaller quantity, removing it).
 */
export function QuoteLines({
  lines,
  shownPrices,
  lineErrors,
  actions,
  editQty = false,
  label,
}: {
  lines: readonly QuoteLine[];
  /** The price each product had when it was added to the cart, by product id. */
  shownPrices: ReadonlyMap<string, number>;
  /** The server's refusal of a line when the order was sent (`cart[2].size`), by the line's key. */
  lineErrors: Readonly<Record<string, string>>;
  actions: LineActions;
  /** Offer a quantity to choose on each line (the cart page), not just to reduce a short one. */
  editQty?: boolean;
  /** The list's name, when the page has several (one per shop). */
  label?: string;
}) {
  const t = checkout.useT();
  return (
    <ul className="divide-y divide-stone-200" aria-label={label ?? t('lines.label')}>
      {lines.map((line) => (
        <Line
          key={keyOf(line)}
          line={line}
          shownPrice={shownPrices.get(line.productId) ?? null}
          error={lineErrors[keyOf(line)] ?? null}
          actions={actions}
          editQty={editQty}
        />
      ))}
    </ul>
  );
}

/** The most units the cart page offers to choose on a line. */
const MAX_CHOICE = 10;

function Line({
  line,
  shownPrice,
  error,
  actions,
  editQty,
}: {
  line: QuoteLine;
  shownPrice: number | null;
  error: string | null;
  actions: LineActions;
  editQty: boolean;
}) {
  const t = checkout.useT();
  const sizeId = useId();
  const qtyId = useId();
  // Up to the stock (and at least the quantity asked for, so a short line still shows it).
  const choices = Math.max(line.qty, Math.min(line.stock, MAX_CHOICE));
  const problemId = useId();
  const problem = problemText(line, shownPrice);
  const blocking = isBlocking(line);
  const details = [
    line.color && t('lines.colour', { color: line.color }),
    !editQty && t('lines.qty', { qty: line.qty }),
  ]
    .filter(Boolean)
    .join(' · ');
  const canRemove =
    line.problem === 'out_of_stock' || line.problem === 'unavailable' || line.problem === 'not_deliverable';
  const canReduce = line.problem === 'not_enough_stock' && line.stock > 0;

  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <ItemThumb src={line.image} className="h-16 w-16 sm:h-20 sm:w-20" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            {line.problem === 'unavailable' ? (
              <p className="font-medium break-words text-stone-900">{line.name}</p>
            ) : (
              <Link
                to={paths.product(line.productId, { isEvent: line.isEvent })}
                className="font-medium break-words text-stone-900 hover:text-brand-700"
              >
                {line.name}
              </Link>
            )}
            {line.shopName && (
              <p className="text-sm text-stone-600">{t('lines.soldBy', { shop: line.shopName })}</p>
            )}
            <p className="text-sm text-stone-600">{details}</p>
          </div>
          <div className="shrink-0 text-left sm:text-right">
            <p className={`font-semibold ${blocking ? 'text-stone-500' : 'text-stone-900'}`}>
              <span className="sr-only">{`${t('lines.lineTotal')} `}</span>
              {formatRupees(line.lineTotal)}
            </p>
            <p className="text-xs text-stone-500">
              {t('lines.each', { price: formatRupees(line.sellingPrice) })}
            </p>
            {blocking && <p className="text-xs text-stone-500">{t('lines.notInTotal')}</p>}
          </div>
        </div>

        {problem && (
          <p
            id={problemId}
            className={`flex items-center gap-1.5 text-sm font-medium ${
              blocking ? 'text-red-700' : 'text-amber-800'
            }`}
          >
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {problem}
          </p>
        )}
        {error && <p className="text-sm text-red-700">{sentence(error)}</p>}

        {(line.sizes.length > 0 || canRemove || canReduce || editQty) && (
          <div className="flex flex-wrap items-end gap-3 pt-1">
            {editQty && line.problem !== 'unavailable' && (
              <div className="w-28 space-y-1">
                <label htmlFor={qtyId} className="block text-xs font-medium text-stone-700">
                  <Trans
                    id="checkout.lines.qtyLabel"
                    values={{ name: line.name }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </label>
                <select
                  id={qtyId}
                  value={line.qty}
                  onChange={(event) => actions.setQty(keyOf(line), Number(event.target.value))}
                  className={controlClass(false)}
                >
                  {Array.from({ length: choices }, (_, i) => i + 1).map((qty) => (
                    <option key={qty} value={qty}>
                      {qty}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {line.sizes.length > 0 && (
              <div className="w-40 space-y-1">
                <label htmlFor={sizeId} className="block text-xs font-medium text-stone-700">
                  <Trans
                    id="checkout.lines.sizeLabel"
                    values={{ name: line.name }}
                    components={{ 0: <span className="sr-only" /> }}
                  />
                </label>
                <select
                  id={sizeId}
                  value={line.size ?? ''}
                  onChange={(event) => actions.chooseSize(keyOf(line), event.target.value)}
                  aria-invalid={line.problem === 'size_required'}
                  aria-describedby={line.problem === 'size_required' ? problemId : undefined}
                  className={`${controlClass(line.problem === 'size_required')} py-1.5`}
                >
                  {(line.size === null || !line.sizes.includes(line.size)) && (
                    <option value="" disabled>
                      {t('lines.chooseSize')}
                    </option>
                  )}
                  {line.sizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {canReduce && (
              <button
                type="button"
                onClick={() => actions.setQty(keyOf(line), line.stock)}
                className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-stone-800 hover:border-brand-400 hover:text-brand-800"
              >
                {t('lines.buyInstead', { count: line.stock })}
              </button>
            )}
            {(canRemove || canReduce || editQty) && (
              <button
                type="button"
                onClick={() => actions.remove(keyOf(line))}
                className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <Trans
                  id="checkout.lines.remove"
                  values={{ name: line.name }}
                  components={{ 0: <span className="sr-only" /> }}
                />
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** The lines' shape while the first quote is on its way: the cart's names, no amounts. */
export function QuoteLinesSkeleton({ names }: { names: readonly string[] }) {
  const t = checkout.useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('lines.loading')}</span>
      <ul className="divide-y divide-stone-200" aria-hidden="true">
        {names.map((name, index) => (
          <li key={`${name}-${index}`} className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
            <div className="h-16 w-16 animate-pulse rounded-md bg-stone-200/70 sm:h-20 sm:w-20" />
            <div className="flex-1 space-y-2">
              <p className="font-medium text-stone-900">{name}</p>
              <div className="h-4 w-32 animate-pulse rounded bg-stone-200/70" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
