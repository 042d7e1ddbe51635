// Kept apart from `./schemas.ts`: the storefront checks the role on its first paint (the route
// guards, the product cards), and the schemas module brings zod along.

/** The `role` of the platform's Admin (docs/identity.md); every shopper's is `user`. */
export const ADMIN_ROLE = 'Admin';
