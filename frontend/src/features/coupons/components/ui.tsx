// The coupon page's cards and icon buttons. Its page frame, header and list states are the shared
// ones in @/components/ListPage; its buttons and form controls are the shared ones in @/components/form.

import { coupons } from '../i18n';

/** A white card holding one part of a page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** A square icon button in a list row; its name comes from `aria-label`. */
export const iconButtonClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-50';

const badgeClass =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Said in words as well as colour: the coupon no longer works. */
export function ExpiredBadge() {
  const t = coupons.useT();
  return <span className={`${badgeClass} bg-red-100 text-red-800`}>{t('table.expired')}</span>;
}
