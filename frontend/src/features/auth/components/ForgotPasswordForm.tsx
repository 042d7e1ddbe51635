import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { FormAlert, FormNotice, SubmitButton, TextField, applyServerError } from '@/components/form';

import { forgotPasswordSchema } from '../validation';
import { AuthCard, linkClass } from './AuthCard';

type Props = {
  title: string;
  request: UseMutationResult<string, Error, { email: string }>;
  signIn: { to: string; label: string };
};

/** Asks for a reset link. The answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ title, request, signIn }: Props) {
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent(await request.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: ['email'] }));
    }
  });

  return (
    <AuthCard
      title={title}
      intro="Enter the email address you signed up with and we will send you a link to choose a new password. The link works once, for 30 minutes."
      footer={
        <p>
          Remembered it?{' '}
          <Link to={signIn.to} className={linkClass}>
            {signIn.label}
          </Link>
        </p>
      }
    >
      {sent ? (
        <FormNotice title="Check your email">
          <p>{sent}</p>
        </FormNotice>
      ) : (
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
          <SubmitButton pending={request.isPending} pendingLabel="Sending…">
            Send reset link
          </SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
