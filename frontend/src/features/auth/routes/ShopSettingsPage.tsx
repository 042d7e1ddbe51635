import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { FormAlert, SubmitButton, TextAreaField, TextField, applyServerError } from '@/components/form';
import { FullPageSpinner } from '@/components/Spinner';
import { type Seller, useSeller } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';

import { useUpdateShop } from '../api/update-shop';
import { AvatarForm } from '../components/AvatarForm';
import { DeliverySection } from '../components/DeliverySection';
import { SHOP_FIELDS, ShopFields } from '../components/ShopFields';
import { auth } from '../i18n';
import { LIMITS, shopSettingsSchema } from '../validation';

const FIELDS = [...SHOP_FIELDS, 'description', 'legalName', 'registeredAddress'] as const;

const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** The form's values for a seller: what the server has, with '' for what it has not. */
const shopValues = (seller: Seller) => ({
  name: seller.name,
  shopName: seller.shopName,
  description: seller.description ?? '',
  phone: seller.phone,
  address: seller.address,
  zipCode: seller.zipCode,
  gstin: seller.gstin ?? '',
  pan: seller.pan ?? '',
  legalName: seller.legalName ?? '',
  registeredAddress: seller.registeredAddress ?? '',
});

function DetailsForm({ seller }: { seller: Seller }) {
  const t = auth.useT();
  const updateShop = useUpdateShop();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(shopSettingsSchema), defaultValues: shopValues(seller) });
  const description = useWatch({ control, name: 'description' });
  const descriptionLength = Array.from(description.trim()).length;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const updated = await updateShop.mutateAsync(values);
      toast.success(auth.t('shopSettings.saved'));
      reset(shopValues(updated));
    } catch (error) {
      // A 401 has already forgotten the seller; the guard is taking them to sign in.
      setFormError(applyServerError(error, setError, { fields: FIELDS }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="shop-details-title" className="space-y-5">
      <h2 id="shop-details-title" className="text-lg font-semibold text-stone-900">
        {t('shopSettings.details')}
      </h2>
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <ShopFields
          register={register}
          errors={errors}
          ownerLabel={t('shopSettings.owner')}
          shopNameFirst
          afterNames={
            <>
              <TextAreaField
                label={t('shopSettings.description')}
                optional
                rows={5}
                className="sm:col-span-2"
                hint={t('shopSettings.descriptionHint', {
                  count: descriptionLength,
                  max: LIMITS.shopDescription,
                })}
                error={errors.description?.message}
                {...register('description')}
              />
              <TextField
                label={t('field.email')}
                type="email"
                value={seller.email}
                readOnly
                hint={t('shopSettings.emailHint')}
                className="[&_input]:bg-stone-100 [&_input]:text-stone-600"
              />
            </>
          }
          afterPinCode={<div className="hidden sm:block" aria-hidden="true" />}
          removableTaxIds
        />
        <TextField
          label={t('shopSettings.legalName')}
          optional
          className="sm:col-span-2"
          hint={t('shopSettings.legalNameHint')}
          error={errors.legalName?.message}
          {...register('legalName')}
        />
        <TextAreaField
          label={t('shopSettings.registeredAddress')}
          optional
          rows={2}
          className="sm:col-span-2"
          hint={t('shopSettings.registeredAddressHint')}
          error={errors.registeredAddress?.message}
          {...register('registeredAddress')}
        />
      </div>
      <SubmitButton
        pending={updateShop.isPending}
        pendingLabel={t('form.saving')}
        className="w-full sm:w-auto"
      >
        {t('shopSettings.save')}
      </SubmitButton>
    </form>
  );
}

/**
 * /shop-dashboard-setting: the shop's picture, its public and contact details, its delivery terms
 * and, last, `notifications`: the notification settings, which the app fills from the
 * notifications feature.
 */
export function ShopSettingsPage({ notifications }: { notifications?: ReactNode }) {
  const t = auth.useT();
  usePageTitle(t('shopSettings.title'));
  const { data: seller } = useSeller();

  // The guard only shows this page to a signed-in seller; once the session ends it is left at once.
  if (!seller) return <FullPageSpinner />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <div className="flex items-center gap-4">
        <Avatar name={seller.shopName} src={seller.avatar} size="md" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('shopSettings.title')}</h1>
          <p className="truncate text-sm text-stone-600">
            {seller.shopName} · {seller.email}
          </p>
        </div>
      </div>

      <div className="mt-8 space-y-6">
        <section className={cardClass}>
          <AvatarForm who="seller" current={{ name: seller.shopName, src: seller.avatar }} />
        </section>
        <section className={cardClass}>
          <DetailsForm seller={seller} />
        </section>
        <DeliverySection shopId={seller._id} />
        {notifications}
      </div>
    </div>
  );
}
