import { formatCount } from '@/lib/numbers';

import { couponTexts } from './i18n';

/** How often a coupon was used and may be: its limits are null where there is none. */
type Usage = { uses: number; maxUses: number | null; maxUsesPerAccount: number | null };

/** "3 of 100" when the coupon has a limit in all, else "3". */
export function usesText({ uses, maxUses }: Pick<Usage, 'uses' | 'maxUses'>): string {
  return maxUses === null
    ? formatCount(uses)
    : couponTexts.t('uses.ofMax', { uses: formatCount(uses), max: formatCount(maxUses) });
}

/** "1 per account", or null when one account may use the coupon any number of times. */
export function perAccountText({ maxUsesPerAccount }: Pick<Usage, 'maxUsesPerAccount'>): string | null {
  return maxUsesPerAccount === null ? null : couponTexts.t('uses.perAccount', { count: maxUsesPerAccount });
}

/**
 * A coupon's "Used" cell: its uses so far against its limit in all, and its limit per account
 * under them. Shared by the seller's and the Admin's coupon tables, so both say it alike; two
 * short lines, so it fits a phone's card as well as a table's column.
 */
export function CouponUses({ coupon }: { coupon: Usage }) {
  // Drawn again in a new language.
  couponTexts.useT();
  const perAccount = perAccountText(coupon);
  return (
    <span className="block">
      <span className="block whitespace-nowrap text-stone-900">{usesText(coupon)}</span>
      {perAccount && <span className="block text-xs whitespace-nowrap text-stone-600">{perAccount}</span>}
    </span>
  );
}
