import { common } from '@/lib/i18n';

/**
 * The full-page oval spinner (docs/product.md §4 "Shared parts of the storefront"), shown while a
 * page or the signed-in user loads. It fills the screen, so the footer below starts out of sight:
 * when the page arrives and pushes the footer down, nothing the shopper can see moves (no layout
 * shift).
 */
export function FullPageSpinner({ label }: { label?: string }) {
  const t = common.useT();
  return (
    <div className="flex min-h-screen w-full items-center justify-center" role="status" aria-live="polite">
      <span
        className="block h-16 w-20 rounded-[50%] border-4 border-brand-100 border-t-brand-600"
        style={{ animation: 'haat-spin 0.9s linear infinite' }}
        aria-hidden="true"
      />
      <span className="sr-only">{label ?? t('spinner.loading')}…</span>
    </div>
  );
}
