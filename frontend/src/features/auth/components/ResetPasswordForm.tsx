import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode, type ResetPasswordBody } from '@/api';
import { FormAlert, PasswordField, SubmitButton, applyServerError } from '@/components/form';
import { ApiError } from '@/lib/api';

import { LIMITS, resetPasswordSchema } from '../validation';
import { AuthCard, linkClass } from './AuthCard';

type Props = {
  token: string;
  request: UseMutationResult<string, Error, ResetPasswordBody>;
  /** Where to sign in afterwards. */
  signInPath: string;
  /** Where to ask for a new link when this one is used or expired. */
  forgotPath: string;
};

/** Chooses a new password with the emailed token, then sends the user to sign in with it. */
export function ResetPasswordForm({ token, request, signInPath, forgotPath }: Props) {
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
      await navigate(signInPath, { replace: true });
    } catch (error) {
      const message = applyServerError(error, setError, { fields: ['newPassword', 'confirmPassword'] });
      const tokenProblem =
        error instanceof ApiError && (error.code === ErrorCode.INVALID_TOKEN || 'token' in error.fields);
      if (message) setFormError({ message, tokenProblem });
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      intro="Once it is saved, you will need to sign in again on every device."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {formError && (
          <FormAlert>
            <p>{formError.message}</p>
            {formError.tokenProblem && (
              <p className="mt-2">
                <Link to={forgotPath} className={linkClass}>
                  Ask for a new link
                </Link>
              </p>
            )}
          </FormAlert>
        )}
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
        <SubmitButton pending={request.isPending} pendingLabel="Saving…">
          Save new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
