import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';

import { primaryButtonClass } from '@/components/buttons';
import { FullPageSpinner } from '@/components/Spinner';
import { common } from '@/lib/i18n';
import { paths } from '@/lib/paths';

import { didSignOutOnPurpose } from './changes';
import { accountQueryOptions } from './get-account';
import type { Who } from './keys';
import { here } from './next';
import { ADMIN_ROLE } from './roles';
import type { AccountOf } from './types';

// Route guards (docs/product.md §4 "Guards"), used as wrapper routes in the route table. Each waits for the
// session to load (the oval spinner), then shows the page or sends the visitor to sign in,
// remembering where they were going (`?next=`), unless they have just signed out on purpose.

function SessionError({ onRetry }: { onRetry: () => void }) {
  const t = common.useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-stone-900">{t('guard.failed')}</h1>
      <p className="mt-3 text-stone-600">{t('guard.failedHelp')}</p>
      <button type="button" onClick={onRetry} className={`${primaryButtonClass} mt-6`}>
        {t('tryAgain')}
      </button>
    </section>
  );
}

/** Where each kind signs in, and what its guard says while it learns who is signed in. */
const KINDS = {
  user: { signIn: paths.login, checking: 'guard.checkingUser' },
  seller: { signIn: paths.shopLogin, checking: 'guard.checkingSeller' },
} as const satisfies Record<Who, { signIn: (query: { next?: string }) => string; checking: string }>;

/** To sign-in, offering to come back here, unless the user has just signed out on purpose. */
function ToSignIn({ who }: { who: Who }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const next = didSignOutOnPurpose(queryClient, who) ? undefined : here(location);
  return <Navigate to={KINDS[who].signIn({ next })} replace />;
}

/**
 * The guard of either kind: the page for whoever is signed in as `who` and, when `allows` is
 * given, is let in by it (anyone else signed in goes to the home page); visitors go to sign in.
 */
function RequireAccount<W extends Who>({
  who,
  allows,
}: {
  who: W;
  allows?: (account: AccountOf[W]) => boolean;
}) {
  const t = common.useT();
  const account = useQuery(accountQueryOptions(who));
  if (account.isPending) return <FullPageSpinner label={t(KINDS[who].checking)} />;
  if (account.isError) return <SessionError onRetry={() => void account.refetch()} />;
  if (!account.data) return <ToSignIn who={who} />;
  if (allows && !allows(account.data)) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}

/** Shopper pages: visitors go to /login. */
export function RequireUser() {
  return <RequireAccount who="user" />;
}

/** Seller pages: anyone not signed in as a seller goes to /shop-login. */
export function RequireSeller() {
  return <RequireAccount who="seller" />;
}

/** Admin pages: visitors go to /login, signed-in shoppers without the Admin role to /. */
export function RequireAdmin() {
  return <RequireAccount who="user" allows={(user) => user.role === ADMIN_ROLE} />;
}
