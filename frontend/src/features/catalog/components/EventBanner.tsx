import { Trans } from '@/lib/i18n/trans';
import { Clock, ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import type { Product } from '@/api';
import { formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { paths } from '@/lib/paths';
import { canAddToCart, useCartActions } from '@/lib/shopping';
import { truncate } from '@/lib/truncate';

import { useDeleteEndedEvent } from '../api/delete-ended-event';
import { useEvents } from '../api/get-all-events';
import { type TimeLeft, useCountdown } from '../countdown';
import { catalog } from '../i18n';
import { EventBannerSkeleton } from './EventBannerSkeleton';
import { ProductThumb } from './ProductThumb';

/**
 * The running event that ends first, leaving out those this page has already seen end. Events
 * without an end cannot be counted down and are skipped.
 */
export function soonestEnding(events: readonly Product[], ended: ReadonlySet<string>): Product | undefined {
  return events
    .filter((event) => event.end_date !== null && !ended.has(event._id))
    .sort((a, b) => Date.parse(a.end_date ?? '') - Date.parse(b.end_date ?? ''))[0];
}

/**
 * The home page's flash deal: the soonest-ending running event, counting down to its end. When it
 * ends the page asks the server to remove it (docs/product.md §4, the home page), reloads the
 * events and moves on to the next one at once. Without a running event there is no banner.
 */
export function EventBanner() {
  const { data: events, isPending } = useEvents();
  const [ended, setEnded] = useState<ReadonlySet<string>>(() => new Set());
  const { mutate: deleteEndedEvent } = useDeleteEndedEvent();

  if (isPending) return <EventBannerSkeleton />;
  const event = soonestEnding(events ?? [], ended);
  if (!event?.end_date) return null;

  const onEnded = () => {
    setEnded((previous) => new Set(previous).add(event._id));
    // The server hides ended events by itself and refuses to delete a running one (clocks may
    // differ), so the answer does not matter: the list is reloaded either way.
    deleteEndedEvent(event._id);
  };
  // Keyed by the event, so the next event starts with a fresh countdown.
  return <EventDeal key={event._id} event={event} end={event.end_date} onEnded={onEnded} />;
}

/** The countdown's units, each with the catalogue key of its name. */
const UNITS = [
  ['days', 'deal.days'],
  ['hours', 'deal.hours'],
  ['minutes', 'deal.minutes'],
  ['seconds', 'deal.seconds'],
] as const satisfies readonly (readonly [keyof TimeLeft, string])[];

function EventDeal({ event, end, onEnded }: { event: Product; end: string; onEnded: () => void }) {
  const t = catalog.useT();
  const headingId = useId();
  const left = useCountdown(end, onEnded);
  const { add } = useCartActions();
  const detailsHref = paths.product(event._id, { isEvent: true });
  const saving =
    event.originalPrice > event.sellingPrice
      ? Math.round((1 - event.sellingPrice / event.originalPrice) * 100)
      : 0;
  // A size must be chosen on the product page; without sizes the deal can go straight to the cart.
  const quickAdd = event.sizes.length === 0 && canAddToCart(event);

  return (
    <section
      aria-labelledby={headingId}
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 to-brand-700 text-white shadow-sm"
    >
      <div className="grid items-center gap-6 p-5 sm:p-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10">
        <Link
          to={detailsHref}
          tabIndex={-1}
          aria-hidden="true"
          className="mx-auto w-full max-w-56 sm:max-w-sm"
        >
          <ProductThumb product={event} large className="w-full" rounded="rounded-xl" />
        </Link>
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-saffron-400 uppercase">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('deal.flashDeal')}
          </p>
          <h2 id={headingId} className="mt-2 text-2xl leading-tight font-bold sm:text-3xl">
            {event.name}
          </h2>
          <p className="mt-1 text-sm text-white/75">{t('deal.byShop', { shop: event.shop.shopName })}</p>
          <p className="mt-3 line-clamp-3 text-white/85">{truncate(event.description, 240)}</p>

          <p className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-3xl font-bold">{formatRupees(event.sellingPrice)}</span>
            {saving > 0 && (
              <>
                <span className="text-lg text-white/60 line-through">
                  <span className="sr-only">{t('deal.was')} </span>
                  {formatRupees(event.originalPrice)}
                </span>
                <span className="rounded bg-saffron-500 px-2 py-0.5 text-sm font-semibold text-stone-900">
                  {t('deal.off', { percent: saving })}
                </span>
              </>
            )}
          </p>

          <div className="mt-5">
            <p className="text-sm text-white/80">
              <Trans
                id="catalog.deal.ends"
                values={{ when: formatWhen(end) }}
                components={{ 0: <time dateTime={end} /> }}
              />
            </p>
            {/* Not a live region: a screen reader announcing every second would drown the page. */}
            <ol className="mt-2 grid max-w-md grid-cols-4 gap-2 text-center" aria-label={t('deal.timeLeft')}>
              {UNITS.map(([unit, label]) => (
                <li key={unit} className="rounded-lg bg-white/10 px-2 py-2.5 ring-1 ring-white/15">
                  <span className="block text-2xl font-bold tabular-nums sm:text-3xl">
                    {String(left[unit]).padStart(2, '0')}
                  </span>
                  <span className="text-xs tracking-wide text-white/75 uppercase">{t(label)}</span>
                </li>
              ))}
            </ol>
          </div>

          <div className="mt-6 flex flex-wrap gap-3">
            {quickAdd && (
              <button
                type="button"
                onClick={() => add(event)}
                className="flex items-center gap-2 rounded-md bg-saffron-500 px-5 py-2.5 font-semibold text-stone-900 hover:bg-saffron-400"
              >
                <ShoppingCart className="h-4 w-4" aria-hidden="true" />
                {t('addToCart')}
              </button>
            )}
            <Link
              to={detailsHref}
              className="rounded-md bg-white px-5 py-2.5 font-semibold text-stone-900 hover:bg-stone-100"
            >
              {t('deal.details')}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
