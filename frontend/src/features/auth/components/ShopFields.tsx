import type { ReactNode } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

import { TextAreaField, TextField } from '@/components/form';

import { auth } from '../i18n';
import { LIMITS } from '../validation';

/** The fields every shop form has, for placing the server's field errors. */
export const SHOP_FIELDS = ['name', 'shopName', 'phone', 'address', 'zipCode', 'gstin', 'pan'] as const;

type ShopField = (typeof SHOP_FIELDS)[number];

type Props = {
  /** The form's `register`, which any form with these fields (and others) has. */
  register: (name: ShopField) => UseFormRegisterReturn<ShopField>;
  errors: FieldErrors<Record<ShopField, string>>;
  /** The owner's name field's label: "Your name" when opening a shop, "Owner's name" in the settings. */
  ownerLabel: string;
  /** The shop's name before the owner's (the settings) rather than after it (opening a shop). */
  shopNameFirst?: boolean;
  /** The form's own fields, between the names and the mobile number. */
  afterNames: ReactNode;
  /** The form's own field (or a spacer) between the PIN code and the GSTIN. */
  afterPinCode: ReactNode;
  /** Whether the hints of the GSTIN and PAN say that emptying them removes them. */
  removableTaxIds?: boolean;
};

/**
 * The shop's owner, name, contact and tax details, for a grid of two columns: opening a shop and
 * the shop settings ask for them alike.
 */
export function ShopFields({
  register,
  errors,
  ownerLabel,
  shopNameFirst = false,
  afterNames,
  afterPinCode,
  removableTaxIds = false,
}: Props) {
  const t = auth.useT();
  const owner = (
    <TextField label={ownerLabel} autoComplete="name" error={errors.name?.message} {...register('name')} />
  );
  const shopName = (
    <TextField
      label={t('shopFields.shopName')}
      autoComplete="organization"
      error={errors.shopName?.message}
      {...register('shopName')}
    />
  );

  return (
    <>
      {shopNameFirst ? shopName : owner}
      {shopNameFirst ? owner : shopName}
      {afterNames}
      <TextField
        label={t('field.mobile')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('shopFields.mobileHint')}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label={t('shopFields.address')}
        autoComplete="street-address"
        className="sm:col-span-2"
        hint={t('shopFields.addressHint', { min: LIMITS.shopAddress.min, max: LIMITS.shopAddress.max })}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('field.pinCode')}
        autoComplete="postal-code"
        inputMode="numeric"
        error={errors.zipCode?.message}
        {...register('zipCode')}
      />
      {afterPinCode}
      <TextField
        label="GSTIN"
        optional
        autoCapitalize="characters"
        hint={removableTaxIds ? t('shopFields.gstinHintRemovable') : t('shopFields.gstinHint')}
        error={errors.gstin?.message}
        {...register('gstin')}
      />
      <TextField
        label="PAN"
        optional
        autoCapitalize="characters"
        hint={removableTaxIds ? t('shopFields.panHintRemovable') : t('shopFields.panHint')}
        error={errors.pan?.message}
        {...register('pan')}
      />
    </>
  );
}
