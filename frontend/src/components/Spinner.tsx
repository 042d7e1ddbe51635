/** The spec's full-page oval spinner, shown while a page or the signed-in user loads. */
export function FullPageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center" role="status" aria-live="polite">
      <span
        className="block h-16 w-20 rounded-[50%] border-4 border-brand-100 border-t-brand-600"
        style={{ animation: 'haat-spin 0.9s linear infinite' }}
        aria-hidden="true"
      />
      <span className="sr-only">{label}…</span>
    </div>
  );
}
