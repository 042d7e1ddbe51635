import type { ProductModeration } from '@/api';

import { catalog } from '../../i18n';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold md:whitespace-nowrap';

/**
 * Why a product of the seller's is not on the storefront (docs/catalog.md "Moderation"): it waits
 * for Haat's team, or the team sent it back, with the reason written out beside it (readable on a
 * phone, not hidden in a tooltip) and how to send it again. Nothing for a public product.
 */
export function ModerationNote({ moderation }: { moderation: ProductModeration | null | undefined }) {
  const t = catalog.useT();
  if (!moderation) return null;
  if (moderation.status === 'pending')
    return (
      <span className="mt-1 block space-y-0.5 font-normal">
        <span className={`${badge} bg-amber-100 text-amber-900`}>{t('moderation.pending')}</span>
        <span className="block text-xs text-stone-600">{t('moderation.pendingHint')}</span>
      </span>
    );
  return (
    <span className="mt-1 block space-y-0.5 font-normal">
      <span className={`${badge} bg-red-100 text-red-800`}>{t('moderation.rejected')}</span>
      {moderation.reason && (
        <span className="block text-xs wrap-break-word whitespace-pre-line text-stone-800">
          {t('moderation.reason', { reason: moderation.reason })}
        </span>
      )}
      <span className="block text-xs text-stone-600">{t('moderation.editToResend')}</span>
    </span>
  );
}
