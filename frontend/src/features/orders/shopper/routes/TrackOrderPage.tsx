import { Ban, Check, Circle, CircleDot, SkipForward } from 'lucide-react';
import { Link, useParams } from 'react-router';

import type { Order } from '@/api';
import { OrderStatusBadge } from '@/components/OrderStatusBadge';
import { formatDay, formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { paths } from '@/lib/paths';

import { useUserOrder } from '../api/get-user-order';
import { OrderProblem, OrderSkeleton } from '../components/OrderProblem';
import { type StepState, type TimelineStep, buildTimeline } from '../timeline';

/** /user/track-order/{id}: where the order is on its way, with the time of every step. */
export function TrackOrderPage() {
  const { id = '' } = useParams();
  const order = useUserOrder(id);
  if (order.isPending) return <OrderSkeleton label="Loading your order" />;
  if (order.isError) return <OrderProblem error={order.error} onRetry={() => void order.refetch()} />;
  return <Tracking order={order.data} />;
}

const BY: Record<string, string> = {
  user: 'by you',
  shop: 'by the shop',
  admin: 'by Haat',
  system: 'automatically',
};

const STATE_TEXT: Record<StepState, string> = {
  done: 'Done',
  current: 'Current status',
  skipped: 'Skipped',
  upcoming: 'Upcoming',
};

function Tracking({ order }: { order: Order }) {
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
        ← Order details
      </Link>
      <header className="mt-3 space-y-1">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Track order <span className="font-mono">#{id}</span>
        </h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
          <span>
            {order.shop.shopName} · placed on{' '}
            <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </span>
          <OrderStatusBadge status={order.status} />
        </p>
      </header>

      {order.status === 'Cancelled' && (
        <p className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          This order was cancelled and will not be delivered.
        </p>
      )}

      <section
        aria-labelledby="progress-heading"
        className="mt-6 rounded-md border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="progress-heading" className="mb-5 text-lg font-semibold text-stone-900">
          Progress
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
          {step.status}
        </p>
        <p className="text-sm text-stone-600">
          {step.at ? (
            <>
              <time dateTime={step.at}>{formatWhen(step.at)}</time>
              {step.by && BY[step.by] && <span className="text-stone-500"> · {BY[step.by]}</span>}
              {current && <span className="sr-only"> · {STATE_TEXT.current}</span>}
            </>
          ) : (
            STATE_TEXT[step.state]
          )}
        </p>
      </div>
    </li>
  );
}
