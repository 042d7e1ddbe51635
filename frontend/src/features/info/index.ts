export { NewsletterSignUp } from './components/NewsletterSignUp';
export { ContactPage } from './routes/ContactPage';
export { CustomerServicesPage } from './routes/CustomerServicesPage';
export { PrivacyPolicyPage } from './routes/PrivacyPolicyPage';
export { RefundPolicyPage } from './routes/RefundPolicyPage';
export { ShippingReturnPage } from './routes/ShippingReturnPage';
export { TermsConditionsPage } from './routes/TermsConditionsPage';
