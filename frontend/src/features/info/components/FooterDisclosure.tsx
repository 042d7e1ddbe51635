import { Suspense, lazy, useSyncExternalStore } from 'react';

// The footer's disclosures are a chunk of their own, with their catalogue and their request: the
// footer is on every storefront page, and the first paint should not wait for them.
const FooterDisclosureDetails = lazy(async () => ({
  default: (await import('./FooterDisclosureDetails')).FooterDisclosureDetails,
}));

const noChanges = () => () => undefined;
/**
 * False while the page is prerendered or being taken over, true once the browser draws it. The
 * details are the server's settings, which a prerendered page cannot know: the browser draws them,
 * and the prerender asks for nothing on their behalf.
 */
const useDrawnByBrowser = () =>
  useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );

/**
 * Holds about the room of two lines of details, so the footer barely grows when they arrive
 * (FooterDisclosureDetails keeps the same room while its answer is on its way).
 */
function DisclosurePlaceholder() {
  return <div aria-hidden="true" className="min-h-10" />;
}

/**
 * Who runs Haat (its legal name, address and GSTIN), customer care and the way to the grievance
 * officer, as the e-commerce rules ask every page to show; for the footer's dark bottom bar.
 */
export function FooterDisclosure() {
  const drawn = useDrawnByBrowser();
  if (!drawn) return <DisclosurePlaceholder />;
  return (
    <Suspense fallback={<DisclosurePlaceholder />}>
      <FooterDisclosureDetails />
    </Suspense>
  );
}
