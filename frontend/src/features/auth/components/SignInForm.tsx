import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';

import { safeNext } from '../next';
import { loginSchema } from '../validation';
import { AuthCard, linkClass } from './AuthCard';

type Props = {
  title: string;
  intro: string;
  footer: ReactNode;
  request: UseMutationResult<unknown, Error, { email: string; password: string }>;
  /** Where to go after signing in when `?next=` names no page on this site. */
  fallback: string;
  forgotPassword: string;
};

/** Email and password sign-in; on success says Login Success and goes to `?next=` or `fallback`. */
export function SignInForm({ title, intro, footer, request, fallback, forgotPassword }: Props) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNext(searchParams.get('next'), fallback);
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
      await request.mutateAsync(values);
      toast.success('Login Success');
      await navigate(next, { replace: true });
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['email', 'password'] }));
    }
  });

  return (
    <AuthCard title={title} intro={intro} footer={footer}>
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
