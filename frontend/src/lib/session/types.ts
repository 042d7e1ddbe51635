import type { Seller, User, UserAddress } from '@/api';

// Who is signed in, in the contract's own types (docs/identity.md "Shapes"): the shopper (or the
// Admin) and the seller's shop. GET /getseller adds the shop's balance and payout method, which
// the session does not keep apart: a `SellerWithBalance` is a `Seller`.

export type { Seller, User };

/** One of the shopper's saved delivery addresses. */
export type Address = UserAddress;

/** `Default`, `Home` or `Office`: a shopper keeps at most one address of each. */
export type AddressType = UserAddress['addressType'];

/** The account each kind signs in to: a shopper's (or the Admin's), or a seller's shop. */
export type AccountOf = { user: User; seller: Seller };
