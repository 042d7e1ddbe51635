import type { RouteObject } from 'react-router';

// The auth feature's public entry. Guards, the session hooks and the avatar are small and load
// with the storefront; every page is its own lazy chunk, so forms cost nothing until opened.
// What only the lazily loaded dashboards need is in `./dashboard.ts`, so it stays out of here.

export { RequireAdmin, RequireSeller, RequireUser } from './components/guards';
export { Avatar } from './components/Avatar';
export { useUser, userQueryOptions } from './api/get-user';
export { useSeller, sellerQueryOptions } from './api/get-seller';
export { authKeys } from './api/keys';
export { ADMIN_ROLE } from './api/roles';
export type { Address, Seller, User } from './api/schemas';

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/** The auth pages, loaded lazily by the route table. */
export const authPages = {
  login: async () => ({ Component: (await import('./routes/LoginPage')).LoginPage }),
  signUp: async () => ({ Component: (await import('./routes/SignUpPage')).SignUpPage }),
  forgotPassword: async () => ({
    Component: (await import('./routes/ForgotPasswordPage')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({ Component: (await import('./routes/ResetPasswordPage')).ResetPasswordPage }),
  account: async () => ({ Component: (await import('./routes/AccountPage')).AccountPage }),
  shopCreate: async () => ({ Component: (await import('./routes/ShopCreatePage')).ShopCreatePage }),
  shopActivation: async () => ({
    Component: (await import('./routes/ShopActivationPage')).ShopActivationPage,
  }),
  shopLogin: async () => ({ Component: (await import('./routes/ShopLoginPage')).ShopLoginPage }),
  shopForgotPassword: async () => ({
    Component: (await import('./routes/ShopForgotPasswordPage')).ShopForgotPasswordPage,
  }),
  shopResetPassword: async () => ({
    Component: (await import('./routes/ShopResetPasswordPage')).ShopResetPasswordPage,
  }),
  shopSettings: async () => ({ Component: (await import('./routes/ShopSettingsPage')).ShopSettingsPage }),
} satisfies Record<string, LazyPage>;
