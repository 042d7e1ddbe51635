import { HttpResponse, http } from 'msw';

import type { SellerWithBalance, User } from '@/api';

import { server, signedOut } from './server';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Priya Sharma',
    email: 'priya@example.com',
    role: 'user',
    phoneNumber: null,
    avatar: null,
    addresses: [],
    status: 'active',
    createdAt: '2026-11-22T09:30:00Z',
    language: 'en',
    ...overrides,
  };
}

export const anAdmin = (overrides: Partial<User> = {}) =>
  aUser({ _id: 'admin-1', name: 'Ops Team', email: 'ops@example.com', role: 'Admin', ...overrides });

/** A shop as GET /getseller answers it: the seller's own view, with its balance and payout method. */
export function aSeller(overrides: Partial<SellerWithBalance> = {}): SellerWithBalance {
  return {
    _id: 'shop-1',
    name: 'Asha Verma',
    shopName: 'Haat Demo Bazaar',
    email: 'seller@example.com',
    phone: '9845012345',
    address: '21 Commercial Street, Bengaluru',
    zipCode: '560001',
    description: null,
    avatar: null,
    gstin: null,
    pan: null,
    legalName: null,
    registeredAddress: null,
    status: 'active',
    ratings: 4.5,
    createdAt: '2026-11-22T09:30:00Z',
    language: 'en',
    reviewStatus: 'approved',
    reviewReason: null,
    gstUnregistered: false,
    availableBalance: 0,
    withdrawMethod: null,
    ...overrides,
  };
}

/**
 * A server-side session the mocked API reads from, like the real one: sign-in handlers set
 * `session.user` or `session.seller`, and GET /getuser and /getseller answer with what is there.
 */
export function mockSession(initial: { user?: User | null; seller?: SellerWithBalance | null } = {}) {
  const session = { user: initial.user ?? null, seller: initial.seller ?? null };
  server.use(
    http.get('/api/v2/getuser', () =>
      session.user ? HttpResponse.json({ success: true, user: session.user }) : signedOut(),
    ),
    http.get('/api/v2/getseller', () =>
      session.seller ? HttpResponse.json({ success: true, seller: session.seller }) : signedOut(),
    ),
  );
  return session;
}
