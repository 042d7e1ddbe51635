import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, applyServerError } from '@/components/form';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import type { Who } from '@/lib/session';

import { useResetPassword } from '../api/accounts';
import { AuthCard, linkClass } from '../components/AuthCard';
import { auth } from '../i18n';
import { LIMITS, resetPasswordSchema } from '../validation';

/** Where each kind signs in afterwards, and asks for a new link when this one is used or expired. */
const PAGES: Record<Who, { signIn: string; forgot: string }> = {
  user: { signIn: paths.login(), forgot: paths.forgotPassword() },
  seller: { signIn: paths.shopLogin(), forgot: paths.shopForgotPassword() },
};

/**
 * The emailed link's page for an account of `who`: chooses a new password with the link's token,
 * then sends the visitor to sign in with it.
 */
function ResetPassword({ who }: { who: Who }) {
  const t = auth.useT();
  const { token = '' } = useParams();
  const { signIn, forgot } = PAGES[who];
  const request = useResetPassword(who);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<{ message: string; tokenProblem: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await request.mutateAsync({ token, ...values });
      toast.success(message);
      await navigate(signIn, { replace: true });
    } catch (error) {
      const message = applyServerError(error, setError, { fields: ['newPassword', 'confirmPassword'] });
      const tokenProblem =
        error instanceof ApiError && (error.code === ErrorCode.INVALID_TOKEN || 'token' in error.fields);
      if (message) setFormError({ message, tokenProblem });
    }
  });

  return (
    <AuthCard title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && (
          <FormAlert>
            <p>{formError.message}</p>
            {formError.tokenProblem && (
              <p className="mt-2">
                <Link to={forgot} className={linkClass}>
                  {t('resetPassword.newLink')}
                </Link>
              </p>
            )}
          </FormAlert>
        )}
        <PasswordField
          label={t('field.newPassword')}
          autoComplete="new-password"
          hint={t('field.passwordHint', { min: LIMITS.password.min })}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label={t('field.confirmNewPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton pending={request.isPending} pendingLabel={t('form.saving')}>
          {t('resetPassword.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}

/** /reset-password/:token, the emailed link: a shopper chooses a new password. */
export function ResetPasswordPage() {
  return <ResetPassword who="user" />;
}

/** /shop-reset-password/:token, the emailed link: a seller chooses a new password. */
export function ShopResetPasswordPage() {
  return <ResetPassword who="seller" />;
}
