import type { User } from '@/api';

// Kept apart from the session's queries: the storefront checks the role on its first paint (the
// route guards, the product cards), and needs nothing else for it.

/** The `role` of the platform's Admin (docs/identity.md); every shopper's is `user`. */
export const ADMIN_ROLE = 'Admin' satisfies User['role'];
