import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';

import { paths } from '@/lib/paths';

import { useLogin } from '../api/login';
import { AuthCard, linkClass } from '../components/AuthCard';
import { FormAlert } from '../components/FormAlert';
import { PasswordField, TextField } from '../components/fields';
import { applyServerError } from '../components/server-errors';
import { SubmitButton } from '../components/SubmitButton';
import { safeNext } from '../next';
import { loginSchema } from '../validation';

/** /login: shopper sign-in, then back to the page that was asked for. */
export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), paths.home());
  const login = useLogin();
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
      await login.mutateAsync(values);
      toast.success('Login Success');
      await navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['email', 'password'] }));
    }
  });

  return (
    <AuthCard
      title="Sign in to Haat"
      intro="Welcome back. Sign in to see your account and orders."
      footer={
        <>
          <p>
            New to Haat?{' '}
            <Link to={paths.signUp({ next: searchParams.get('next') ?? undefined })} className={linkClass}>
              Create an account
            </Link>
          </p>
          <p>
            Selling on Haat?{' '}
            <Link to={paths.shopLogin()} className={linkClass}>
              Sign in to your shop
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
          <Link to={paths.forgotPassword()} className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={login.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
