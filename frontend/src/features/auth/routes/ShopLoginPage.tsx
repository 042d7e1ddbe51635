import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';

import { paths } from '@/lib/paths';

import { useShopLogin } from '../api/shop-login';
import { AuthCard, linkClass } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PasswordField, TextField } from '../components/fields';
import { applyServerError } from '../components/server-errors';
import { SubmitButton } from '../components/SubmitButton';
import { safeNext } from '../next';
import { loginSchema } from '../validation';

/** /shop-login: seller sign-in, then the shop dashboard (or the seller page that was asked for). */
export function ShopLoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), paths.shopDashboard());
  const shopLogin = useShopLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await shopLogin.mutateAsync(values);
      toast.success('Login Success');
      await navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['email', 'password'] }));
    }
  });

  return (
    <AuthCard
      title="Sign in to your shop"
      intro="Manage your products, orders and payouts."
      footer={
        <>
          <p>
            No shop yet?{' '}
            <Link to={paths.shopCreate()} className={linkClass}>
              Open your shop on Haat
            </Link>
          </p>
          <p>
            Shopping instead?{' '}
            <Link to={paths.login()} className={linkClass}>
              Sign in as a shopper
            </Link>
          </p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert>{formError}</FormAlert>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to={paths.shopForgotPassword()} className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={shopLogin.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
