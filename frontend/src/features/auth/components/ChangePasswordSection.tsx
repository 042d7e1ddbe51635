import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, applyServerError } from '@/components/form';

import { useUpdateUserPassword } from '../api/update-user-password';
import { auth } from '../i18n';
import { LIMITS, changePasswordSchema } from '../validation';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The Change password tab. This device stays signed in; every other one is signed out. */
export function ChangePasswordSection() {
  const t = auth.useT();
  const changePassword = useUpdateUserPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      toast.success(await changePassword.mutateAsync(values));
      reset(EMPTY);
    } catch (error) {
      setFormError(
        applyServerError(error, setError, {
          fields: ['oldPassword', 'newPassword', 'confirmPassword'],
          codes: { [ErrorCode.INVALID_CREDENTIALS]: 'oldPassword' },
        }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="password-title" className="max-w-md space-y-5">
      <div>
        <h2 id="password-title" className="text-lg font-semibold text-stone-900">
          {t('changePassword.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('changePassword.intro')}</p>
      </div>
      <FormAlert>{formError}</FormAlert>
      <PasswordField
        label={t('field.currentPassword')}
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
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
      <SubmitButton
        pending={changePassword.isPending}
        pendingLabel={t('form.saving')}
        className="w-full sm:w-auto"
      >
        {t('changePassword.submit')}
      </SubmitButton>
    </form>
  );
}
