import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';
import type { User } from '@/lib/session';

import { useUpdateUser } from '../api/update-user';
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
      toast.success('Your profile has been updated.');
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
        Personal details
      </h2>
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Mobile number"
          optional
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint="10 digits, such as 98765 43210. Leave empty to remove it."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="Needed to save these changes."
          error={errors.password?.message}
          {...register('password')}
        />
      </div>
      <SubmitButton pending={updateUser.isPending} pendingLabel="Saving…" className="w-full sm:w-auto">
        Save changes
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
