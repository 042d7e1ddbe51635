import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FullPageSpinner } from '@/components/Spinner';
import { primaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';

import { useShopActivation } from '../api/shop-activation';
import { linkClass } from '../components/AuthCard';
import { ResendActivationForm } from '../components/ResendActivation';
import { auth } from '../i18n';

/**
 * /shop-activation/:token, the emailed link: activates the shop, signs in, opens the dashboard. A
 * link that has expired or was used (`invalid_token`) comes with a form for a new one.
 */
export function ShopActivationPage() {
  const t = auth.useT();
  const { token = '' } = useParams();
  const { mutate: activate, status, error } = useShopActivation();
  // The token works once. React's StrictMode runs effects twice in development, so remember which
  // token was sent and never send it again.
  const sentFor = useRef<string | null>(null);
  const resendTitleId = useId();

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    activate(
      { token },
      {
        onSuccess: (seller) => toast.success(auth.t('shopActivation.welcome', { shopName: seller.shopName })),
      },
    );
  }, [activate, token]);

  if (status === 'success') return <Navigate to={paths.shopDashboard()} replace />;
  if (status === 'error') {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('shopActivation.failed')}</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {error.message}
        </p>
        <p className="mt-2 text-sm text-stone-500">{t('shopActivation.failedHelp')}</p>
        {error instanceof ApiError && error.code === ErrorCode.INVALID_TOKEN && (
          <section
            aria-labelledby={resendTitleId}
            className="mt-8 w-full rounded-md border border-stone-200 bg-white p-5 text-left shadow-sm"
          >
            <h2 id={resendTitleId} className="mb-4 text-base font-semibold text-stone-900">
              {t('shopActivation.resendTitle')}
            </h2>
            <ResendActivationForm />
          </section>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Link to={paths.shopLogin()} className={primaryButtonClass}>
            {t('shopActivation.signIn')}
          </Link>
          <Link to={paths.shopCreate()} className={`${linkClass} self-center`}>
            {t('shopActivation.register')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 pt-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900">{t('shopActivation.activating')}</h1>
      <FullPageSpinner label={t('shopActivation.activatingLabel')} />
    </section>
  );
}
