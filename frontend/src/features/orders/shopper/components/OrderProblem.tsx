import { PackageX } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';

import { orders } from '../../i18n';

/** An order page that could not show its order: not the shopper's (or none), signed out, or no answer. */
export function OrderProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const t = orders.useT();
  const location = useLocation();
  const status = error instanceof ApiError ? error.status : 0;
  const [title, text] =
    status === 404 || status === 403
      ? [t('problem.notFound.title'), t('problem.notFound.text')]
      : status === 401
        ? [t('problem.signedOut.title'), t('problem.signedOut.text')]
        : [t('problem.failed.title'), error.message];

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-20">
      <PackageX className="h-12 w-12 text-stone-300" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">{text}</p>
      <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {status === 401 ? (
          <Link
            to={paths.login({ next: `${location.pathname}${location.search}` })}
            className={primaryButtonClass}
          >
            {t('problem.signIn')}
          </Link>
        ) : status === 404 || status === 403 ? (
          <Link to={paths.account({ tab: 'orders' })} className={primaryButtonClass}>
            {t('problem.seeOrders')}
          </Link>
        ) : (
          <button type="button" onClick={onRetry} className={primaryButtonClass}>
            {t('problem.tryAgain')}
          </button>
        )}
        <Link to={paths.products()} className={secondaryButtonClass}>
          {t('problem.continueShopping')}
        </Link>
      </div>
    </section>
  );
}

/** The page's shape while the order loads. */
export function OrderSkeleton({ label }: { label: string }) {
  const bar = 'animate-pulse rounded bg-stone-200/70';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" role="status" aria-live="polite">
      <span className="sr-only">{label}…</span>
      <div aria-hidden="true" className="space-y-4">
        <div className={`h-4 w-48 ${bar}`} />
        <div className={`h-8 w-64 ${bar}`} />
        <div className={`h-4 w-40 ${bar}`} />
        <div className={`mt-6 h-48 w-full ${bar}`} />
        <div className={`h-32 w-full ${bar}`} />
      </div>
    </div>
  );
}
