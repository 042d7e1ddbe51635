// Who is signed in, for every feature and the app's shell: the shopper (or the Admin) and the
// seller, loaded as every page starts (docs/product.md §4), the route guards, and the rule that
// forgets them when the server says their session is over. Small, and loaded with the storefront:
// the answers' zod schemas (`@/api/schemas`, which bring zod) load with the first request.

export { RequireAdmin, RequireSeller, RequireUser } from './guards';
export { accountQueryOptions, sellerQueryOptions, useSeller, useUser, userQueryOptions } from './get-account';
export { sessionKeys, type Who } from './keys';
export { ADMIN_ROLE } from './roles';
export { accountChanged, didSignOutOnPurpose, signedIn, signedOutOnPurpose } from './changes';
export { isSessionOver } from './signed-out';
export { here, safeNext } from './next';
export type { AccountOf, Address, AddressType, Seller, User } from './types';
