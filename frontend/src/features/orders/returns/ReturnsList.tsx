import { useId } from 'react';

import type { Order, OrderReturn, PayoutMethod } from '@/api';
import { formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';

import { type OrdersKey, orders } from '../i18n';
import { DownloadCreditNoteLink } from '../invoice/DownloadInvoiceLink';
import { returnReasonText } from './reasons';

const REFUND_KEYS: Record<string, OrdersKey> = {
  pending: 'return.refund.pending',
  succeeded: 'return.refund.succeeded',
  failed: 'return.refund.failed',
  manual: 'return.refund.manual',
};

function payoutText(payout: PayoutMethod): string {
  return payout.type === 'upi'
    ? orders.t('return.payout.upi', { id: payout.upiId })
    : orders.t('return.payout.bank', { last4: payout.accountLast4, ifsc: payout.ifsc });
}

const STATUS_KEYS: Record<string, OrdersKey> = {
  requested: 'return.status.requested',
  approved: 'return.status.approved',
  rejected: 'return.status.rejected',
  escalated: 'return.status.escalated',
  declined: 'return.status.declined',
};

const STATUS_TONES: Record<string, string> = {
  approved: 'bg-green-50 text-green-800',
  rejected: 'bg-red-50 text-red-800',
  declined: 'bg-stone-100 text-stone-700',
};

function ReturnEntry({ order, ret }: { order: Order; ret: OrderReturn }) {
  const t = orders.useT();
  const approved = ret.status === 'approved';
  const statusKey = STATUS_KEYS[ret.status];
  const refundKey = ret.refundStatus ? REFUND_KEYS[ret.refundStatus] : undefined;
  return (
    <li className="space-y-1.5 rounded-md border border-stone-200 p-3 text-sm">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">{t('return.entry', { number: ret.number })}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            STATUS_TONES[ret.status] ?? 'bg-amber-50 text-amber-900'
          }`}
        >
          {statusKey ? t(statusKey) : ret.status}
        </span>
      </p>
      <ul className="text-stone-800">
        {ret.lines.map(({ line, qty }) => {
          const item = order.cart[line];
          return (
            <li key={line}>
              {t('return.line', {
                name: item ? (item.size ? `${item.name} (${item.size})` : item.name) : `#${line + 1}`,
                count: qty,
              })}
            </li>
          );
        })}
      </ul>
      <p className="text-stone-700">
        {t('return.because', { reason: returnReasonText(ret.reason) })}
        {ret.reasonText && <span className="block italic text-stone-600">“{ret.reasonText}”</span>}
      </p>
      {ret.amount !== null && (
        <p className="text-stone-800">
          {approved
            ? t('return.refunds', { amount: formatRupees(ret.amount) })
            : ret.status === 'requested' || ret.status === 'escalated'
              ? t('return.wouldRefund', { amount: formatRupees(ret.amount) })
              : t('return.notRefunded', { amount: formatRupees(ret.amount) })}
          {refundKey && <span className="block text-stone-600">{t(refundKey)}</span>}
        </p>
      )}
      {ret.payout && <p className="text-stone-600">{t('return.payTo', { to: payoutText(ret.payout) })}</p>}
      {ret.rejectionReason && (
        <p className="text-stone-700">{t('return.rejectedBecause', { reason: ret.rejectionReason })}</p>
      )}
      {ret.escalationReason && (
        <p className="text-stone-700">{t('return.escalatedBecause', { reason: ret.escalationReason })}</p>
      )}
      {ret.declinedReason && (
        <p className="text-stone-700">{t('return.declinedBecause', { reason: ret.declinedReason })}</p>
      )}
      <p className="text-xs text-stone-500">
        {ret.decidedAt
          ? t('return.askedDecided', {
              asked: formatWhen(ret.requestedAt),
              decided: formatWhen(ret.decidedAt),
            })
          : t('return.asked', { asked: formatWhen(ret.requestedAt) })}
      </p>
      <DownloadCreditNoteLink returnId={ret._id} creditNoteNumber={ret.creditNoteNumber} />
    </li>
  );
}

/**
 * The order's returns, first first: what went (or is going) back, why, what it refunds and how
 * the money goes back. Nothing when there are none. Shared by the shopper's, the seller's and the
 * Admin's order pages.
 */
export function ReturnsList({ order }: { order: Order }) {
  const t = orders.useT();
  const headingId = useId();
  if (order.returns.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-base font-semibold text-stone-900">
        {t('return.heading')}
      </h2>
      {order.refundedPrice > 0 && (
        <p className="text-sm text-stone-700">
          {t('return.refundedSoFar', {
            refunded: formatRupees(order.refundedPrice),
            total: formatRupees(order.totalPrice),
          })}
        </p>
      )}
      <ol className="space-y-2">
        {order.returns.map((ret) => (
          <ReturnEntry key={ret.number} order={order} ret={ret} />
        ))}
      </ol>
    </section>
  );
}
