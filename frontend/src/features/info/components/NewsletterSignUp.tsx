import { Suspense, lazy } from 'react';

// The form and react-hook-form are a chunk of their own: the footer is on every storefront page,
// and the first paint should not wait for a form library the page itself may not need.
const NewsletterForm = lazy(async () => ({
  default: (await import('./NewsletterForm')).NewsletterForm,
}));

/** The footer's sign-up form; until its chunk arrives, a blank field of the same size holds its place. */
export function NewsletterSignUp({ labelledBy }: { labelledBy: string }) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-9 rounded-md bg-white" />}>
      <NewsletterForm labelledBy={labelledBy} />
    </Suspense>
  );
}
