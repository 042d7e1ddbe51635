import { catalog } from '../i18n';

/** The banner's place while the events load, so the Top Seller block below does not jump. */
export function EventBannerSkeleton() {
  const t = catalog.useT();
  return (
    <div role="status" className="rounded-2xl bg-stone-200/70 p-5 sm:p-8">
      <span className="sr-only">{t('deal.loading')}</span>
      <div
        className="grid items-center gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-10"
        aria-hidden="true"
      >
        <div className="mx-auto aspect-square w-full max-w-56 animate-pulse rounded-xl bg-stone-300/60 sm:max-w-sm" />
        <div className="space-y-4">
          <div className="h-4 w-24 animate-pulse rounded bg-stone-300/60" />
          <div className="h-8 w-3/4 animate-pulse rounded bg-stone-300/60" />
          <div className="h-16 w-full animate-pulse rounded bg-stone-300/60" />
          <div className="h-20 max-w-md animate-pulse rounded bg-stone-300/60" />
        </div>
      </div>
    </div>
  );
}
