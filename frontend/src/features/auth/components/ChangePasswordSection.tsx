import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, applyServerError } from '@/components/form';

import { useUpdateUserPassword } from '../api/update-user-password';
import { LIMITS, changePasswordSchema } from '../validation';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The Change password tab. This device stays signed in; every other one is signed out. */
export function ChangePasswordSection() {
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
          Change password
        </h2>
        <p className="mt-1 text-sm text-stone-600">You stay signed in here; other devices are signed out.</p>
      </div>
      <FormAlert>{formError}</FormAlert>
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...register('oldPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.password.min} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <SubmitButton pending={changePassword.isPending} pendingLabel="Saving…" className="w-full sm:w-auto">
        Change password
      </SubmitButton>
    </form>
  );
}
