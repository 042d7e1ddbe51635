import { MapPin } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { SelectField, TextField } from '@/components/form';
import { COUNTRY, INDIAN_STATES, isIndianState } from '@/lib/india';
import type { Address } from '@/lib/session';

import { checkout } from '../i18n';
import { ADDRESS_LIMITS, type AddressFormInput, NEW_ADDRESS } from '../validation';

/** A state's name as the page's language writes it (Devanagari in Hindi); the value sent stays the API's. */
const stateName = (state: string) => (isIndianState(state) ? checkout.t(`state.${state}`) : state);

const ADDRESS_TYPES = ['Default', 'Home', 'Office'] as const;

/** A saved address's type in words; a type this page does not know is shown as the server sent it. */
const addressTypeName = (type: string) =>
  (ADDRESS_TYPES as readonly string[]).includes(type)
    ? checkout.t(`address.type.${type as (typeof ADDRESS_TYPES)[number]}`)
    : type;

/**
 * The form's field names, kept out of the JSX, where ESLint's i18next rule would read a name
 * handed to `register` as a text people read.
 */
const FIELD = {
  addressId: 'addressId',
  name: 'name',
  phoneNumber: 'phoneNumber',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  zipCode: 'zipCode',
} as const satisfies Record<string, keyof AddressFormInput>;

const oneLine = (address: Address) =>
  [address.address1, address.address2, address.city, `${stateName(address.state)} ${address.pincode}`]
    .filter(Boolean)
    .join(', ');

/** Where the order goes: a saved address or a new one, and who receives it. */
export function AddressSection({
  saved,
  choice,
  register,
  errors,
}: {
  saved: readonly Address[];
  choice: string;
  register: UseFormRegister<AddressFormInput>;
  errors: FieldErrors<AddressFormInput>;
}) {
  const t = checkout.useT();
  const radioCard =
    'flex cursor-pointer gap-3 rounded-md border border-stone-300 bg-white p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500';

  return (
    <div className="space-y-5">
      {saved.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">{t('address.deliverTo')}</legend>
          {saved.map((address) => (
            <label key={address._id} className={radioCard}>
              <input
                type="radio"
                value={address._id}
                className="mt-0.5 h-4 w-4 accent-brand-700"
                {...register(FIELD.addressId)}
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-semibold text-stone-900">
                  <MapPin className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  {addressTypeName(address.addressType)}
                </span>{' '}
                <span className="block break-words text-stone-700">{oneLine(address)}</span>
              </span>
            </label>
          ))}
          <label className={radioCard}>
            <input
              type="radio"
              value={NEW_ADDRESS}
              className="mt-0.5 h-4 w-4 accent-brand-700"
              {...register(FIELD.addressId)}
            />
            <span className="font-semibold text-stone-900">{t('address.new')}</span>
          </label>
        </fieldset>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('address.fullName')}
          autoComplete="name"
          hint={t('address.fullNameHint')}
          maxLength={ADDRESS_LIMITS.name}
          error={errors.name?.message}
          {...register(FIELD.name)}
        />
        <TextField
          label={t('address.mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint={t('address.mobileHint')}
          error={errors.phoneNumber?.message}
          {...register(FIELD.phoneNumber)}
        />
      </div>

      {choice === NEW_ADDRESS && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('address.line1')}
            autoComplete="address-line1"
            className="sm:col-span-2"
            hint={t('address.line1Hint')}
            error={errors.address1?.message}
            {...register(FIELD.address1)}
          />
          <TextField
            label={t('address.line2')}
            optional
            autoComplete="address-line2"
            className="sm:col-span-2"
            hint={t('address.line2Hint')}
            error={errors.address2?.message}
            {...register(FIELD.address2)}
          />
          <TextField
            label={t('address.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register(FIELD.city)}
          />
          <SelectField
            label={t('address.state')}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register(FIELD.state)}
          >
            <option value="">{t('address.chooseState')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`state.${state}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('address.pinCode')}
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zipCode?.message}
            {...register(FIELD.zipCode)}
          />
          <SelectField
            label={t('address.country')}
            hint={t('address.countryHint')}
            defaultValue={COUNTRY}
            disabled
          >
            <option value={COUNTRY}>{t('address.india')}</option>
          </SelectField>
        </div>
      )}
    </div>
  );
}
