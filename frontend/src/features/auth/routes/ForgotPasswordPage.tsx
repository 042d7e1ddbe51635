import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { FormAlert, FormNotice, SubmitButton, TextField, applyServerError } from '@/components/form';
import { paths } from '@/lib/paths';
import type { Who } from '@/lib/session';

import { useForgotPassword } from '../api/accounts';
import { AuthCard, linkClass } from '../components/AuthCard';
import { forgotPasswordSchema } from '../validation';

/** What each kind's page is called, and where its "Remembered it?" link signs in. */
const PAGES: Record<Who, { title: string; signIn: { to: string; label: string } }> = {
  user: { title: 'Forgot your password?', signIn: { to: paths.login(), label: 'Sign in' } },
  seller: {
    title: 'Reset your shop password',
    signIn: { to: paths.shopLogin(), label: 'Sign in to your shop' },
  },
};

/** Asks for a reset link for an account of `who`. The answer is the same whether or not the account exists. */
function ForgotPassword({ who }: { who: Who }) {
  const { title, signIn } = PAGES[who];
  const request = useForgotPassword(who);
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

/** /forgot-password: a shopper asks for a reset link. */
export function ForgotPasswordPage() {
  return <ForgotPassword who="user" />;
}

/** /shop-forgate-password (spelled as the original has it): a seller asks for a reset link. */
export function ShopForgotPasswordPage() {
  return <ForgotPassword who="seller" />;
}
