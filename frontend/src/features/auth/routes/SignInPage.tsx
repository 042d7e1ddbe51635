import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';
import { paths } from '@/lib/paths';
import { type Who, safeNext } from '@/lib/session';

import { useSignIn } from '../api/accounts';
import { AuthCard, linkClass } from '../components/AuthCard';
import { LinkedText } from '../components/LinkedText';
import { ResendActivationButton, isShopNotActive } from '../components/ResendActivation';
import { auth } from '../i18n';
import { loginSchema } from '../validation';

type Key = Parameters<typeof auth.t>[0];

/** A failed sign-in, for a page that has more to offer than the error (see `failureAction`). */
type SignInFailure = {
  error: unknown;
  /** The email the sign-in was tried with. */
  email: string;
  /** Shows a problem with that email on the form's email field. */
  showOnEmail: (message: string) => void;
};

/** What each kind's sign-in page says, where it goes afterwards, and what a failure may offer. */
const PAGES: Record<
  Who,
  {
    title: Key;
    intro: Key;
    /** The links under the card; `next` is the page asked for, if any. */
    footer: (next: string | undefined) => ReactNode;
    /** Where to go after signing in when `?next=` names no page on this site. */
    fallback: string;
    forgotPassword: string;
    /** What to offer under the error when a sign-in fails, such as a new activation link. */
    failureAction?: (failure: SignInFailure) => ReactNode;
  }
> = {
  user: {
    title: 'signIn.user.title',
    intro: 'signIn.user.intro',
    footer: (next) => (
      <>
        <p>
          <LinkedText
            message="signIn.user.newHere"
            links={{ 0: <Link to={paths.signUp({ next })} className={linkClass} /> }}
          />
        </p>
        <p>
          <LinkedText
            message="signIn.user.selling"
            links={{ 0: <Link to={paths.shopLogin()} className={linkClass} /> }}
          />
        </p>
      </>
    ),
    fallback: paths.home(),
    forgotPassword: paths.forgotPassword(),
  },
  seller: {
    title: 'signIn.seller.title',
    intro: 'signIn.seller.intro',
    footer: () => (
      <>
        <p>
          <LinkedText
            message="signIn.seller.noShop"
            links={{ 0: <Link to={paths.shopCreate()} className={linkClass} /> }}
          />
        </p>
        <p>
          <LinkedText
            message="signIn.seller.shopping"
            links={{ 0: <Link to={paths.login()} className={linkClass} /> }}
          />
        </p>
      </>
    ),
    fallback: paths.shopDashboard(),
    forgotPassword: paths.shopForgotPassword(),
    // A shop not activated yet (its link lost or expired) is offered a new activation link, sent
    // to the email just typed.
    failureAction: ({ error, email, showOnEmail }) =>
      isShopNotActive(error) ? <ResendActivationButton email={email} onEmailProblem={showOnEmail} /> : null,
  },
};

/** Email and password sign-in as `who`; on success says Login Success and goes to `?next=` or the kind's home. */
function SignInPage({ who }: { who: Who }) {
  const t = auth.useT();
  const page = PAGES[who];
  const request = useSignIn(who);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('next') ?? undefined;
  const next = safeNext(asked, page.fallback);
  const [formError, setFormError] = useState<string | null>(null);
  // The last failure and the email it was for, kept until the next try.
  const [failure, setFailure] = useState<{ error: unknown; email: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setFailure(null);
    try {
      await request.mutateAsync(values);
      toast.success(auth.t('signIn.success'));
      await navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['email', 'password'] }));
      setFailure({ error, email: values.email });
    }
  });
  const showOnEmail = (message: string) =>
    setError('email', { type: 'server', message }, { shouldFocus: true });

  return (
    <AuthCard title={t(page.title)} intro={t(page.intro)} footer={page.footer(asked)}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert>{formError}</FormAlert>
        {failure && page.failureAction?.({ ...failure, showOnEmail })}
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('field.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to={page.forgotPassword} className={linkClass}>
            {t('signIn.forgotPassword')}
          </Link>
        </div>
        <SubmitButton pending={request.isPending} pendingLabel={t('signIn.signingIn')}>
          {t('signIn.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/** /login: shopper sign-in, then back to the page that was asked for. */
export function LoginPage() {
  return <SignInPage who="user" />;
}

/** /shop-login: seller sign-in, then the shop dashboard (or the seller page that was asked for). */
export function ShopLoginPage() {
  return <SignInPage who="seller" />;
}
