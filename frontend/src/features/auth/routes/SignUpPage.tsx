import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';
import { paths } from '@/lib/paths';
import { safeNext } from '@/lib/session';

import { useCreateUser } from '../api/create-user';
import { AuthCard, linkClass } from '../components/AuthCard';
import { AvatarPicker } from '../components/AvatarPicker';
import { LinkedText } from '../components/LinkedText';
import { auth } from '../i18n';
import { LIMITS, signUpSchema } from '../validation';

/** /signUp: shopper registration with an optional avatar; signed in at once. */
export function SignUpPage() {
  const t = auth.useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const createUser = useCreateUser();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', avatar: undefined },
  });
  const name = useWatch({ control, name: 'name' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await createUser.mutateAsync(values);
      toast.success(auth.t('signUp.success'));
      await navigate(safeNext(searchParams.get('next'), paths.home()), { replace: true });
    } catch (error) {
      setFormError(
        applyServerError(error, setError, {
          fields: ['name', 'email', 'password', 'avatar'],
          codes: { [ErrorCode.EMAIL_TAKEN]: 'email' },
        }),
      );
    }
  });

  return (
    <AuthCard
      title={t('signUp.title')}
      intro={t('signUp.intro')}
      footer={
        <p>
          <LinkedText
            message="signUp.haveAccount"
            links={{
              0: (
                <Link
                  to={paths.login({ next: searchParams.get('next') ?? undefined })}
                  className={linkClass}
                />
              ),
            }}
          />
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert>{formError}</FormAlert>
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
        <PasswordField
          label={t('field.password')}
          autoComplete="new-password"
          hint={t('field.passwordHint', { min: LIMITS.password.min })}
          error={errors.password?.message}
          {...register('password')}
        />
        <Controller
          control={control}
          name="avatar"
          render={({ field, fieldState }) => (
            <AvatarPicker
              legend={t('signUp.photo')}
              optional
              file={field.value}
              onChange={(file) => {
                field.onChange(file);
                void trigger('avatar');
              }}
              error={fieldState.error?.message}
              current={{ name, src: null }}
            />
          )}
        />
        <SubmitButton pending={createUser.isPending} pendingLabel={t('signUp.creating')}>
          {t('signUp.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
