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
import { LinkedText } from '../components/LinkedText';
import { SHOP_FIELDS, ShopFields } from '../components/ShopFields';
import { auth } from '../i18n';
import { LIMITS, shopCreateSchema } from '../validation';

/** Moves focus to the confirmation once it appears, so it is read out and scrolled into view. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

const FIELDS = [...SHOP_FIELDS, 'email', 'password'] as const;

/** /shop-create: registers a shop; it opens once the seller follows the emailed activation link. */
export function ShopCreatePage() {
  const t = auth.useT();
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
      <AuthCard title={t('shopCreate.title')}>
        <div role="status" className="flex flex-col items-center text-center">
          <MailCheck className="h-12 w-12 text-brand-600" aria-hidden="true" />
          <h2
            ref={focusOnMount}
            tabIndex={-1}
            className="mt-3 text-xl font-semibold text-stone-900 outline-none"
          >
            {t('form.checkEmail')}
          </h2>
          <p className="mt-2 text-stone-700">{created}</p>
          <p className="mt-2 text-sm text-stone-500">{t('shopCreate.linkHelp')}</p>
          <Link to={paths.shopLogin()} className={`${linkClass} mt-6`}>
            {t('shopCreate.toSignIn')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      wide
      title={t('shopCreate.title')}
      intro={t('shopCreate.intro')}
      footer={
        <p>
          <LinkedText
            message="shopCreate.alreadySelling"
            links={{ 0: <Link to={paths.shopLogin()} className={linkClass} /> }}
          />
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
          ownerLabel={t('shopCreate.owner')}
          afterNames={
            <TextField
              label={t('field.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              error={errors.email?.message}
              {...register('email')}
            />
          }
          afterPinCode={
            <PasswordField
              label={t('field.password')}
              autoComplete="new-password"
              hint={t('field.passwordHint', { min: LIMITS.password.min })}
              error={errors.password?.message}
              {...register('password')}
            />
          }
        />
        <SubmitButton
          pending={shopCreate.isPending}
          pendingLabel={t('shopCreate.creating')}
          className="sm:col-span-2"
        >
          {t('shopCreate.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
