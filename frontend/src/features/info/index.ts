import type { RouteObject } from 'react-router';

// The information pages' public entry. The footer's newsletter box loads with every storefront
// page (its form is a lazy chunk of its own); the pages are one lazy chunk together, loaded when a
// visitor opens one of them, since they share their frame and facts and are small. Their texts
// are one message catalogue, `info` (./i18n.ts); the newsletter box has a small one of its own
// (./newsletter/i18n.ts), so the footer does not load the pages' long texts. The footer's
// disclosures (who runs Haat, customer care, the grievance officer) have an entry and a catalogue
// of their own, ./disclosure.

export { NewsletterSignUp } from './components/NewsletterSignUp';

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/** The information pages, loaded lazily by the route table. */
export const infoPages = {
  customerServices: async () => ({ Component: (await import('./routes')).CustomerServicesPage }),
  privacyPolicy: async () => ({ Component: (await import('./routes')).PrivacyPolicyPage }),
  refundPolicy: async () => ({ Component: (await import('./routes')).RefundPolicyPage }),
  shippingReturn: async () => ({ Component: (await import('./routes')).ShippingReturnPage }),
  termsConditions: async () => ({ Component: (await import('./routes')).TermsConditionsPage }),
  contact: async () => ({ Component: (await import('./routes')).ContactPage }),
  grievance: async () => ({ Component: (await import('./routes')).GrievancePage }),
} satisfies Record<string, LazyPage>;
