import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';
import { safeNext } from '@/lib/session';

import { loginSchema } from '../validation';
import { AuthCard, linkClass } from './AuthCard';

/** A failed sign-in, for a page that has more to offer than the error (see `failureAction`). */
export type SignInFailure = {
  error: unknown;
  /** The email the sign-in was tried with. */
  email: string;
  /** Shows a problem with that email on the form's email field. */
  showOnEmail: (message: string) => void;
};

type Props = {
  title: string;
  intro: string;
  footer: ReactNode;
  request: UseMutationResult<unknown, Error, { email: string; password: string }>;
  /** Where to go after signing in when `?next=` names no page on this site. */
  fallback: string;
  forgotPassword: string;
  /** What to offer under the error when a sign-in fails, such as a new activation link; null for nothing. */
  failureAction?: (failure: SignInFailure) => ReactNode;
};

/** Email and password sign-in; on success says Login Success and goes to `?next=` or `fallback`. */
export function SignInForm({
  title,
  intro,
  footer,
  request,
  fallback,
  forgotPassword,
  failureAction,
}: Props) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), fallback);
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
      toast.success('Login Success');
      await navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['email', 'password'] }));
      setFailure({ error, email: values.email });
    }
  });
  const showOnEmail = (message: string) =>
    setError('email', { type: 'server', message }, { shouldFocus: true });

  return (
    <AuthCard title={title} intro={intro} footer={footer}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert>{formError}</FormAlert>
        {failure && failureAction?.({ ...failure, showOnEmail })}
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
          <Link to={forgotPassword} className={linkClass}>
            Forgot your password?
          </Link>
        </div>
        <SubmitButton pending={request.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
