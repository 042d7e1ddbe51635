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
import { LIMITS, signUpSchema } from '../validation';

/** /signUp: shopper registration with an optional avatar; signed in at once. */
export function SignUpPage() {
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
      toast.success('Register success');
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
      title="Create your account"
      intro="Shop from sellers across India, save addresses and track your orders."
      footer={
        <p>
          Already have an account?{' '}
          <Link to={paths.login({ next: searchParams.get('next') ?? undefined })} className={linkClass}>
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormAlert>{formError}</FormAlert>
        <TextField label="Full name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`At least ${LIMITS.password.min} characters.`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Controller
          control={control}
          name="avatar"
          render={({ field, fieldState }) => (
            <AvatarPicker
              legend="Profile photo"
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
        <SubmitButton pending={createUser.isPending} pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
