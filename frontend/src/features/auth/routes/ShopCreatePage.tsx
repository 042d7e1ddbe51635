import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { ErrorCode } from '@/api';
import { FormAlert, PasswordField, SubmitButton, TextField, applyServerError } from '@/components/form';
import { paths } from '@/lib/paths';

import { useShopCreate } from '../api/shop-create';
import { AuthCard, linkClass } from '../components/AuthCard';
import { SHOP_FIELDS, ShopFields } from '../components/ShopFields';
import { LIMITS, shopCreateSchema } from '../validation';

/** Moves focus to the confirmation once it appears, so it is read out and scrolled into view. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

const FIELDS = [...SHOP_FIELDS, 'email', 'password'] as const;

/** /shop-create: registers a shop; it opens once the seller follows the emailed activation link. */
export function ShopCreatePage() {
  const shopCreate = useShopCreate();
  const [created, setCreated] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(shopCreateSchema),
    defaultValues: {
      name: '',
      shopName: '',
      email: '',
      phone: '',
      address: '',
      zipCode: '',
      password: '',
      gstin: '',
      pan: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setCreated(await shopCreate.mutateAsync(values));
    } catch (error) {
      setFormError(
        applyServerError(error, setError, { fields: FIELDS, codes: { [ErrorCode.EMAIL_TAKEN]: 'email' } }),
      );
    }
  });

  if (created) {
    return (
      <AuthCard title="Open your shop on Haat">
        <div role="status" className="flex flex-col items-center text-center">
          <MailCheck className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h2
            ref={focusOnMount}
            tabIndex={-1}
            className="mt-3 text-xl font-semibold text-stone-900 outline-none"
          >
            Check your email
          </h2>
          <p className="mt-2 text-stone-700">{created}</p>
          <p className="mt-2 text-sm text-stone-500">
            The activation link works once, for 48 hours. Following it opens your shop and signs you in.
          </p>
          <Link to={paths.shopLogin()} className={`${linkClass} mt-6`}>
            Go to seller sign-in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title="Open your shop on Haat"
      intro="Sell to shoppers across India. We will email you a link to activate your shop."
      footer={
        <p>
          Already selling on Haat?{' '}
          <Link to={paths.shopLogin()} className={linkClass}>
            Sign in to your shop
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2 empty:hidden">
          <FormAlert>{formError}</FormAlert>
        </div>
        <ShopFields
          register={register}
          errors={errors}
          ownerLabel="Your name"
          afterNames={
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              {...register('email')}
            />
          }
          afterPinCode={
            <PasswordField
              label="Password"
              autoComplete="new-password"
              hint={`At least ${LIMITS.password.min} characters.`}
              error={errors.password?.message}
              {...register('password')}
            />
          }
        />
        <SubmitButton
          pending={shopCreate.isPending}
          pendingLabel="Creating your shop…"
          className="sm:col-span-2"
        >
          Create shop
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
