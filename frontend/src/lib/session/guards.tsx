import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';

import { primaryButtonClass } from '@/components/buttons';
import { FullPageSpinner } from '@/components/Spinner';
import { paths } from '@/lib/paths';

import { didSignOutOnPurpose } from './changes';
import { useSeller } from './get-seller';
import { useUser } from './get-user';
import type { Who } from './keys';
import { here } from './next';
import { ADMIN_ROLE } from './roles';

// Route guards (SPEC.md §2, §6), used as wrapper routes in the route table. Each waits for the
// session to load (the oval spinner), then shows the page or sends the visitor to sign in,
// remembering where they were going (`?next=`), unless they have just signed out on purpose.

function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-stone-900">We could not check your sign-in</h1>
      <p className="mt-3 text-stone-600">Haat did not answer. Check your connection and try again.</p>
      <button type="button" onClick={onRetry} className={`${primaryButtonClass} mt-6`}>
        Try again
      </button>
    </section>
  );
}

/** To sign-in, offering to come back here, unless the user has just signed out on purpose. */
function ToSignIn({ who }: { who: Who }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const signIn = who === 'user' ? paths.login : paths.shopLogin;
  const next = didSignOutOnPurpose(queryClient, who) ? undefined : here(location);
  return <Navigate to={signIn({ next })} replace />;
}

/** Shopper pages: visitors go to /login. */
export function RequireUser() {
  const user = useUser();
  if (user.isPending) return <FullPageSpinner label="Checking your account" />;
  if (user.isError) return <SessionError onRetry={() => void user.refetch()} />;
  if (!user.data) return <ToSignIn who="user" />;
  return <Outlet />;
}

/** Seller pages: anyone not signed in as a seller goes to /shop-login. */
export function RequireSeller() {
  const seller = useSeller();
  if (seller.isPending) return <FullPageSpinner label="Loading your shop" />;
  if (seller.isError) return <SessionError onRetry={() => void seller.refetch()} />;
  if (!seller.data) return <ToSignIn who="seller" />;
  return <Outlet />;
}

/** Admin pages: visitors go to /login, signed-in shoppers without the Admin role to /. */
export function RequireAdmin() {
  const user = useUser();
  if (user.isPending) return <FullPageSpinner label="Checking your account" />;
  if (user.isError) return <SessionError onRetry={() => void user.refetch()} />;
  if (!user.data) return <ToSignIn who="user" />;
  if (user.data.role !== ADMIN_ROLE) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
