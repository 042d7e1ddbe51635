import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';
import type { User } from '@/lib/session';

import { useUpdateUser } from '../api/update-user';
import { auth } from '../i18n';
import { profileSchema } from '../validation';
import { AvatarForm } from './AvatarForm';

const sectionTitle = 'text-lg font-semibold text-stone-900';

const profileValues = (user: User) => ({
  name: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  password: '',
});

function DetailsForm({ user }: { user: User }) {
  const t = auth.useT();
  const updateUser = useUpdateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(profileSchema), defaultValues: profileValues(user) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await updateUser.mutateAsync(values);
      toast.success(auth.t('profile.saved'));
      reset(profileValues(updated));
    } catch (error) {
      setFormError(
        applyServerError(error, setError, {
          fields: ['name', 'email', 'phoneNumber', 'password'],
          codes: { [ErrorCode.EMAIL_TAKEN]: 'email', [ErrorCode.INVALID_CREDENTIALS]: 'password' },
        }),
      );
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="details-title" className="space-y-5">
      <h2 id="details-title" className={sectionTitle}>
        {t('profile.title')}
      </h2>
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('field.fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('field.mobile')}
          optional
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint={t('profile.mobileHint')}
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordField
          label={t('field.currentPassword')}
          autoComplete="current-password"
          hint={t('profile.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <SubmitButton
        pending={updateUser.isPending}
        pendingLabel={t('form.saving')}
        className="w-full sm:w-auto"
      >
        {t('profile.save')}
      </SubmitButton>
    </form>
  );
}

/** The Profile tab: the avatar, then name, email and mobile number (confirmed with the password). */
export function ProfileSection({ user }: { user: User }) {
  return (
    <div className="space-y-10">
      <AvatarForm who="user" current={{ name: user.name, src: user.avatar }} />
      <hr className="border-stone-200" />
      <DetailsForm user={user} />
    </div>
  );
}
