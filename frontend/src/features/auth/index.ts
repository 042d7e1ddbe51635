import type { RouteObject } from 'react-router';

// The auth feature's public entry: its pages, every one a lazy chunk, so forms cost nothing until
// opened. Who is signed in (the session hooks, the guards) is shared code, in `@/lib/session`. The
// account page and the shop's settings page are composed by the app with other features' parts
// (`./account.ts`, `./shop-settings.ts`), and what only the lazily loaded dashboards need is in
// `./dashboard.ts`, so none of them is in here.

type LazyPage = () => Promise<Pick<RouteObject, 'Component'>>;

/** The auth pages, loaded lazily by the route table. */
export const authPages = {
  login: async () => ({ Component: (await import('./routes/SignInPage')).LoginPage }),
  signUp: async () => ({ Component: (await import('./routes/SignUpPage')).SignUpPage }),
  forgotPassword: async () => ({
    Component: (await import('./routes/ForgotPasswordPage')).ForgotPasswordPage,
  }),
  resetPassword: async () => ({ Component: (await import('./routes/ResetPasswordPage')).ResetPasswordPage }),
  shopCreate: async () => ({ Component: (await import('./routes/ShopCreatePage')).ShopCreatePage }),
  shopActivation: async () => ({
    Component: (await import('./routes/ShopActivationPage')).ShopActivationPage,
  }),
  shopLogin: async () => ({ Component: (await import('./routes/SignInPage')).ShopLoginPage }),
  shopForgotPassword: async () => ({
    Component: (await import('./routes/ForgotPasswordPage')).ShopForgotPasswordPage,
  }),
  shopResetPassword: async () => ({
    Component: (await import('./routes/ResetPasswordPage')).ShopResetPasswordPage,
  }),
} satisfies Record<string, LazyPage>;
