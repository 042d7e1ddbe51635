import { ImageOff } from 'lucide-react';

import type { OrderItem } from '@/api';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';
import { truncate } from '@/lib/truncate';

import { orders } from '../../i18n';
import { Fact } from './ui';

/** The picture copied at purchase, so a deleted product never leaves the order without one. */
function ItemPicture({ src }: { src: string | undefined }) {
  const box = 'h-16 w-16 max-w-none shrink-0 rounded-md border border-stone-200 bg-white sm:h-20 sm:w-20';
  if (!src) {
    return (
      <span className={`${box} flex items-center justify-center text-stone-400`}>
        <ImageOff className="h-5 w-5" aria-hidden="true" />
      </span>
    );
  }
  // The name is written beside it; the picture adds nothing for a screen reader.
  return <img src={src} alt="" loading="lazy" width={80} height={80} className={`${box} object-contain`} />;
}

/**
 * The order's lines: picture, name, price, quantity, colour and size. `nameLength` cuts names
 * (docs/product.md §3 "Cut text": 15 characters on the admin screen); the whole name stays in the tooltip.
 */
export function OrderItemList({ items, nameLength }: { items: OrderItem[]; nameLength?: number }) {
  const t = orders.useT();
  return (
    <ul aria-label={t('manage.items')} className="divide-y divide-stone-200">
      {items.map((item, line) => (
        // One product may be two lines, in two sizes: a line is its place in the order.
        <li key={line} className="flex gap-4 py-4 first:pt-0 last:pb-0">
          <ItemPicture src={item.images[0]} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <p
                className="min-w-0 font-medium break-words text-stone-900"
                title={nameLength ? item.name : undefined}
              >
                {nameLength ? truncate(item.name, nameLength) : item.name}
                {item.isEvent && (
                  <span className="ml-2 inline-flex rounded-full bg-saffron-400/25 px-2 py-0.5 align-middle text-xs font-semibold text-stone-800">
                    {t('manage.items.eventDeal')}
                  </span>
                )}
              </p>
              <p className="font-semibold whitespace-nowrap text-stone-900">
                <span className="sr-only">{t('manage.items.lineTotal')}</span> {formatRupees(item.lineTotal)}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
              <Fact label={t('manage.items.price')}>{formatRupees(item.sellingPrice)}</Fact>
              <Fact label={t('manage.items.quantity')}>{formatCount(item.qty)}</Fact>
              <Fact label={t('manage.items.colour')}>{item.color ?? '—'}</Fact>
              <Fact label={t('manage.items.size')}>{item.size ?? '—'}</Fact>
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}
