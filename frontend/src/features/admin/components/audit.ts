// The audit log in words (docs/admin.md, "Audit log"), in the page's language: each text is read
// when it is asked for, so a change of language shows at once.

import type { OrderStatus } from '@/api';
import { ORDER_STATUSES, statusName } from '@/lib/orders/statuses';

import { type AdminKey, admin } from '../i18n';

/** `map`'s own entry for `name`, not one inherited (`constructor`). */
const own = (map: Record<string, AdminKey>, name: string) =>
  Object.hasOwn(map, name) ? map[name] : undefined;

const ACTIONS: Record<string, AdminKey> = {
  'product.delete': 'audit.action.productDelete',
  'order.status': 'audit.action.orderStatus',
  'order.refund_approve': 'audit.action.orderRefundApprove',
  'order.cancel': 'audit.action.orderCancel',
  'order.refund_reject': 'audit.action.orderRefundReject',
  'order.refund_decide': 'audit.action.orderRefundDecide',
  'shop.suspend': 'audit.action.shopSuspend',
  'shop.reinstate': 'audit.action.shopReinstate',
  'shop.review.approve': 'audit.action.shopReviewApprove',
  'shop.review.reject': 'audit.action.shopReviewReject',
  'product.review.approve': 'audit.action.productReviewApprove',
  'product.review.reject': 'audit.action.productReviewReject',
  'user.suspend': 'audit.action.userSuspend',
  'user.reactivate': 'audit.action.userReactivate',
  'withdrawal.pay': 'audit.action.withdrawalPay',
  'withdrawal.reject': 'audit.action.withdrawalReject',
  'coupon.create': 'audit.action.couponCreate',
  'coupon.delete': 'audit.action.couponDelete',
  'grievance.answer': 'audit.action.grievanceAnswer',
  'grievance.close': 'audit.action.grievanceClose',
  'commission.rules.update': 'audit.action.commissionRulesUpdate',
};

/** An action in words; one the page does not know yet is shown as the server names it. */
export const actionInWords = (action: string) => {
  const key = own(ACTIONS, action);
  return key ? admin.t(key) : action;
};

const TARGETS: Record<string, AdminKey> = {
  product: 'audit.target.product',
  order: 'audit.target.order',
  shop: 'audit.target.shop',
  seller: 'audit.target.shop',
  user: 'audit.target.user',
  withdrawal: 'audit.target.withdrawal',
  coupon: 'audit.target.coupon',
  grievance: 'audit.target.grievance',
  commission_rules: 'audit.target.commissionRules',
};

/** A target's kind in words: `shop` → "Shop". */
export const targetInWords = (targetType: string) => {
  const key = own(TARGETS, targetType);
  return key ? admin.t(key) : targetType.charAt(0).toUpperCase() + targetType.slice(1);
};

/** The details' keys the server writes (docs/admin.md, "Audit log"). */
const DETAILS: Record<string, AdminKey> = {
  shop: 'audit.detail.shop',
  product: 'audit.detail.product',
  email: 'audit.detail.email',
  code: 'audit.detail.code',
  percent: 'audit.detail.percent',
  status: 'audit.detail.status',
  total: 'audit.detail.total',
  amount: 'audit.detail.amount',
  ticket: 'audit.detail.ticket',
  reason: 'audit.detail.reason',
};

/**
 * A key in words: one the server writes in the page's language, another spelled out from its
 * name, `refundAmount` → "Refund amount", `new_status` → "New status".
 */
function keyInWords(key: string): string {
  const known = own(DETAILS, key);
  if (known) return admin.t(known);
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

const valueInWords = (value: unknown, key?: string): string => {
  if (value === null || value === undefined) return '—';
  // An order's status is the API's English name; the page says it in its language.
  if (typeof value === 'string') return key === 'status' && isOrderStatus(value) ? statusName(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * The entry's details (a short JSON text) as labelled values, `{"status": "Shipping"}` →
 * `[["Status", "Shipping"]]`; text that is not a JSON object is shown as it is.
 */
export function detailsInWords(details: string): { pairs: [string, string][] } | { text: string } | null {
  if (details.trim() === '' || details.trim() === '{}') return null;
  try {
    const parsed: unknown = JSON.parse(details);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return {
        pairs: Object.entries(parsed).map(([key, value]) => [keyInWords(key), valueInWords(value, key)]),
      };
    }
    return { text: valueInWords(parsed) };
  } catch {
    return { text: details };
  }
}
