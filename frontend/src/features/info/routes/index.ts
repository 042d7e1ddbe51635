// The information pages, as one lazy chunk (see `../index.ts`).
export { ContactPage } from './ContactPage';
export { CustomerServicesPage } from './CustomerServicesPage';
export { GrievancePage } from './GrievancePage';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { RefundPolicyPage } from './RefundPolicyPage';
export { ShippingReturnPage } from './ShippingReturnPage';
export { TermsConditionsPage } from './TermsConditionsPage';
