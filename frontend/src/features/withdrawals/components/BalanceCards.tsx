import type { LedgerBalance } from '@/api';
import { Clock, Hourglass, Landmark, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';

import { formatRupees } from '@/lib/money';

import { withdrawals } from '../i18n';

function Figure({
  icon,
  label,
  value,
  note,
  tone,
  failed,
}: {
  icon: ReactNode;
  label: string;
  value: number | undefined;
  note: string;
  tone: string;
  failed: boolean;
}) {
  const t = withdrawals.useT();
  return (
    <div className="rounded-md border border-stone-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className={`inline-flex h-8 w-8 items-center justify-center rounded-full ${tone}`}>{icon}</span>
        {label}
      </dt>
      <dd className="mt-3 text-2xl font-bold break-words text-stone-900 tabular-nums">
        {value === undefined && failed ? (
          <span className="text-base font-medium text-stone-500">{t('balance.notAvailable')}</span>
        ) : value === undefined ? (
          <span className="inline-block h-7 w-32 animate-pulse rounded bg-stone-200">
            <span className="sr-only">{t('balance.loading')}</span>
          </span>
        ) : (
          formatRupees(value)
        )}
      </dd>
      <dd className="mt-1 text-xs text-stone-500">{note}</dd>
    </div>
  );
}

/**
 * The shop's money by account: what may be withdrawn, what waits for its orders' refund window to
 * close, what waits for the Admin, what was paid.
 */
export function BalanceCards({ balance, failed }: { balance: LedgerBalance | undefined; failed: boolean }) {
  const t = withdrawals.useT();
  return (
    <section aria-label={t('balance.label')}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        <Figure
          icon={<Wallet className="h-4 w-4" aria-hidden="true" />}
          label={t('balance.available')}
          value={balance?.available}
          note={t('balance.availableNote')}
          tone="bg-brand-100 text-brand-800"
          failed={failed}
        />
        {/* A shopper may ask for a refund for 14 days after delivery, so until then the money
            cannot be withdrawn; the server moves it to Available when the window closes. */}
        <Figure
          icon={<Hourglass className="h-4 w-4" aria-hidden="true" />}
          label={t('balance.pending')}
          value={balance?.pending}
          note={t('balance.pendingNote')}
          tone="bg-stone-100 text-stone-700"
          failed={failed}
        />
        <Figure
          icon={<Clock className="h-4 w-4" aria-hidden="true" />}
          label={t('balance.held')}
          value={balance?.held}
          note={t('balance.heldNote')}
          tone="bg-amber-100 text-amber-900"
          failed={failed}
        />
        <Figure
          icon={<Landmark className="h-4 w-4" aria-hidden="true" />}
          label={t('balance.paidOut')}
          value={balance?.paidOut}
          note={t('balance.paidOutNote')}
          tone="bg-green-100 text-green-900"
          failed={failed}
        />
      </dl>
    </section>
  );
}
