import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { FormAlert, FormNotice, SubmitButton, TextField, applyServerError } from '@/components/form';
import { paths } from '@/lib/paths';
import type { Who } from '@/lib/session';

import { useForgotPassword } from '../api/accounts';
import { AuthCard, linkClass } from '../components/AuthCard';
import { LinkedText } from '../components/LinkedText';
import { auth } from '../i18n';
import { forgotPasswordSchema } from '../validation';

type Key = Parameters<typeof auth.t>[0];

/** What each kind's page is called, and where its "Remembered it?" link signs in. */
const PAGES: Record<Who, { title: Key; signIn: { to: string; message: Key } }> = {
  user: {
    title: 'forgotPassword.user.title',
    signIn: { to: paths.login(), message: 'forgotPassword.user.remembered' },
  },
  seller: {
    title: 'forgotPassword.seller.title',
    signIn: { to: paths.shopLogin(), message: 'forgotPassword.seller.remembered' },
  },
};

/** Asks for a reset link for an account of `who`. The answer is the same whether or not the account exists. */
function ForgotPassword({ who }: { who: Who }) {
  const t = auth.useT();
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
      title={t(title)}
      intro={t('forgotPassword.intro')}
      footer={
        <p>
          <LinkedText message={signIn.message} links={{ 0: <Link to={signIn.to} className={linkClass} /> }} />
        </p>
      }
    >
      {sent ? (
        <FormNotice title={t('form.checkEmail')}>
          <p>{sent}</p>
        </FormNotice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <FormAlert>{formError}</FormAlert>
          <TextField
            label={t('field.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <SubmitButton pending={request.isPending} pendingLabel={t('form.sending')}>
            {t('forgotPassword.submit')}
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
