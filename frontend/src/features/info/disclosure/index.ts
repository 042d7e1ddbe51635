// The footer's disclosures, an entry of their own. The footer, a lazy chunk, imports them from
// here: the feature's main entry (../index.ts) loads with the storefront for the route table, and
// whatever it exports weighs on every first load.

export { FooterDisclosure } from '../components/FooterDisclosure';
