// The audit log in words (docs/admin.md, "Audit log").

const ACTIONS: Record<string, string> = {
  'product.delete': 'Deleted a product',
  'order.status': 'Changed an order’s status',
  'order.refund_approve': 'Approved a refund',
  'shop.suspend': 'Suspended a shop',
  'shop.reinstate': 'Reinstated a shop',
  'user.suspend': 'Suspended a user',
  'user.reactivate': 'Reactivated a user',
  'withdrawal.pay': 'Marked a withdrawal as paid',
  'withdrawal.reject': 'Rejected a withdrawal',
  'coupon.create': 'Created a platform coupon',
  'coupon.delete': 'Deleted a platform coupon',
};

/** An action in words; one the page does not know yet is shown as the server names it. */
export const actionInWords = (action: string) => ACTIONS[action] ?? action;

const TARGETS: Record<string, string> = {
  product: 'Product',
  order: 'Order',
  shop: 'Shop',
  seller: 'Shop',
  user: 'User',
  withdrawal: 'Withdrawal',
  coupon: 'Coupon',
};

/** A target's kind in words: `shop` → "Shop". */
export const targetInWords = (targetType: string) =>
  TARGETS[targetType] ?? targetType.charAt(0).toUpperCase() + targetType.slice(1);

/** `refundAmount` → "Refund amount", `new_status` → "New status". */
function keyInWords(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const valueInWords = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
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
      return { pairs: Object.entries(parsed).map(([key, value]) => [keyInWords(key), valueInWords(value)]) };
    }
    return { text: valueInWords(parsed) };
  } catch {
    return { text: details };
  }
}
