// The auth feature's second public entry, for the seller dashboard and the admin console. They
// load lazily; importing these through `index.ts` would put them (and the mutation code of the
// query library) into the storefront's first download.

export { useSignOut } from './api/accounts';
