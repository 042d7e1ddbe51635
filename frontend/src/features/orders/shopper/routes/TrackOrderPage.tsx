import { Trans } from '@/lib/i18n/trans';
import { Ban, Check, Circle, CircleDot, Package, SkipForward } from 'lucide-react';
import { Link, useParams } from 'react-router';

import type { Order } from '@/api';
import { OrderStatusBadge } from '@/components/OrderStatusBadge';
import { formatDay, formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { statusName } from '@/lib/orders/statuses';
import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/page-title';

import { CancelledBecause } from '../../cancel/CancelledBecause';
import { type OrdersKey, orders } from '../../i18n';
import { useUserOrder } from '../api/get-user-order';
import { OrderProblem, OrderSkeleton } from '../components/OrderProblem';
import { type StepState, type TimelineStep, buildTimeline } from '../timeline';

/** /user/track-order/{id}: where the order is on its way, with the time of every step. */
export function TrackOrderPage() {
  const { id = '' } = useParams();
  const t = orders.useT();
  const order = useUserOrder(id);
  usePageTitle(t('track.pageTitle', { id: shortOrderId(id) }));
  if (order.isPending) return <OrderSkeleton label={t('order.loading')} />;
  if (order.isError) return <OrderProblem error={order.error} onRetry={() => void order.refetch()} />;
  return <Tracking order={order.data} />;
}

const BY: Partial<Record<string, OrdersKey>> = {
  user: 'track.by.user',
  shop: 'track.by.shop',
  admin: 'track.by.admin',
  system: 'track.by.system',
};

const STATE_TEXT: Record<StepState, OrdersKey> = {
  done: 'track.state.done',
  current: 'track.state.current',
  skipped: 'track.state.skipped',
  upcoming: 'track.state.upcoming',
};

function Tracking({ order }: { order: Order }) {
  const t = orders.useT();
  const id = shortOrderId(order._id);
  const steps = buildTimeline(order);
  // The line is drawn solid as far as the order has got, through any step it skipped.
  const furthest = steps.findLastIndex((step) => step.state === 'done' || step.state === 'current');

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <Link
        to={paths.userOrder(order._id)}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('track.back')}
      </Link>
      <header className="mt-3 space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          <Trans id="orders.track.title" values={{ id }} components={{ 0: <span className="font-mono" /> }} />
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span>
            <Trans
              id="orders.track.placed"
              values={{ shop: order.shop.shopName, date: formatDay(order.createdAt) }}
              components={{ 0: <time dateTime={order.createdAt} /> }}
            />
          </span>
          <OrderStatusBadge status={order.status} />
        </p>
      </header>

      {order.status === 'Cancelled' && (
        <div className="mt-6 space-y-1 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{t('track.cancelled')}</p>
          <CancelledBecause order={order} />
        </div>
      )}

      {order.courier && order.trackingNumber && (
        <section
          aria-labelledby="parcel-heading"
          className="mt-6 rounded-md border border-stone-200 bg-white p-4 sm:p-6"
        >
          <h2
            id="parcel-heading"
            className="mb-3 flex items-center gap-2 text-lg font-semibold text-stone-900"
          >
            <Package className="h-5 w-5 text-brand-600" aria-hidden="true" />
            {t('track.parcel')}
          </h2>
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-stone-500">{t('track.courier')}</dt>
              <dd className="font-medium text-stone-900">{order.courier}</dd>
            </div>
            <div>
              <dt className="text-stone-500">{t('track.trackingNumber')}</dt>
              <dd className="font-mono font-medium break-all text-stone-900">{order.trackingNumber}</dd>
            </div>
            {order.expectedDelivery && order.status !== 'Delivered' && (
              <div>
                <dt className="text-stone-500">{t('track.expected')}</dt>
                <dd className="font-medium text-stone-900">
                  <time dateTime={order.expectedDelivery}>{formatDay(order.expectedDelivery)}</time>
                </dd>
              </div>
            )}
          </dl>
        </section>
      )}

      <section
        aria-labelledby="progress-heading"
        className="mt-6 rounded-md border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="progress-heading" className="mb-5 text-lg font-semibold text-stone-900">
          {t('track.progress')}
        </h2>
        <ol className="relative">
          {steps.map((step, index) => (
            <Step
              key={step.status}
              step={step}
              last={index === steps.length - 1}
              travelled={index < furthest}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

function StepIcon({ step }: { step: TimelineStep }) {
  const base = 'relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2';
  if (step.status === 'Cancelled')
    return (
      <span className={`${base} border-red-600 bg-red-600 text-white`}>
        <Ban className="h-4 w-4" aria-hidden="true" />
      </span>
    );
  switch (step.state) {
    case 'done':
      return (
        <span className={`${base} border-brand-700 bg-brand-700 text-white`}>
          <Check className="h-4 w-4" aria-hidden="true" />
        </span>
      );
    case 'current':
      return (
        <span className={`${base} border-brand-700 bg-white text-brand-700 ring-4 ring-brand-100`}>
          {step.status === 'Delivered' || step.status === 'Refund Success' ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <CircleDot className="h-4 w-4" aria-hidden="true" />
          )}
        </span>
      );
    case 'skipped':
      return (
        <span className={`${base} border-dashed border-stone-300 bg-white text-stone-400`}>
          <SkipForward className="h-3.5 w-3.5" aria-hidden="true" />
        </span>
      );
    case 'upcoming':
      return (
        <span className={`${base} border-stone-300 bg-white text-stone-300`}>
          <Circle className="h-3 w-3" aria-hidden="true" />
        </span>
      );
  }
}

function Step({ step, last, travelled }: { step: TimelineStep; last: boolean; travelled: boolean }) {
  const t = orders.useT();
  const by = step.by ? BY[step.by] : undefined;
  const current = step.state === 'current';
  const reached = step.state === 'done' || current;
  return (
    <li aria-current={current ? 'step' : undefined} className="relative flex gap-4 pb-6 last:pb-0">
      {!last && (
        <span
          className={`absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5 ${
            travelled ? 'bg-brand-700' : 'bg-stone-200'
          }`}
          aria-hidden="true"
        />
      )}
      <StepIcon step={step} />
      <div className={`min-w-0 pt-1 ${current ? 'rounded-md bg-brand-50 px-3 py-2 -mt-1' : ''}`}>
        <p
          className={`font-medium ${
            step.status === 'Cancelled' ? 'text-red-800' : reached ? 'text-stone-900' : 'text-stone-500'
          } ${current ? 'font-semibold' : ''}`}
        >
          {statusName(step.status)}
        </p>
        <p className="text-sm text-stone-600">
          {step.at ? (
            <>
              <time dateTime={step.at}>{formatWhen(step.at)}</time>
              {by && <span className="text-stone-500"> · {t(by)}</span>}
              {current && <span className="sr-only"> · {t(STATE_TEXT.current)}</span>}
            </>
          ) : (
            t(STATE_TEXT[step.state])
          )}
        </p>
      </div>
    </li>
  );
}
