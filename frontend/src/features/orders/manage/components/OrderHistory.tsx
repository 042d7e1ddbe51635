import type { Order } from '@/api';
import { formatWhen } from '@/lib/dates';
import { statusName } from '@/lib/orders/statuses';

import { orders } from '../../i18n';

import { reasonText } from '../../cancel/reasons';
import { byWhom } from './order-facts';

/** Every status the order has had, oldest first, with when and by whom. */
export function OrderHistory({ history }: { history: Order['history'] }) {
  const t = orders.useT();
  if (history.length === 0) return <p className="text-sm text-stone-600">{t('manage.history.empty')}</p>;
  return (
    <ol className="space-y-4 border-l-2 border-stone-200 pl-5">
      {history.map((entry, index) => (
        <li key={`${entry.createdAt}-${index}`} className="relative">
          <span
            className={`absolute top-1.5 -left-[1.6rem] h-3 w-3 rounded-full ring-4 ring-white ${
              index === history.length - 1 ? 'bg-brand-600' : 'bg-stone-300'
            }`}
            aria-hidden="true"
          />
          <p className="font-medium text-stone-900">{statusName(entry.status)}</p>
          <p className="text-xs text-stone-500">
            <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time> · {byWhom(entry.by)}
          </p>
          {entry.reason && (
            <p className="mt-0.5 text-sm text-stone-700">
              {t('manage.history.reason', { reason: reasonText(entry.reason) })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
