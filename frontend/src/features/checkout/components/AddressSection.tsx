import { MapPin } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { SelectField, TextField } from '@/components/form';
import { COUNTRY, INDIAN_STATES } from '@/lib/india';
import type { Address } from '@/lib/session';

import { ADDRESS_LIMITS, type AddressFormInput, NEW_ADDRESS } from '../validation';

const oneLine = (address: Address) =>
  [address.address1, address.address2, address.city, `${address.state} ${address.pincode}`]
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
  const radioCard =
    'flex cursor-pointer gap-3 rounded-md border border-stone-300 bg-white p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500';

  return (
    <div className="space-y-5">
      {saved.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Deliver to</legend>
          {saved.map((address) => (
            <label key={address._id} className={radioCard}>
              <input
                type="radio"
                value={address._id}
                className="mt-0.5 h-4 w-4 accent-brand-700"
                {...register('addressId')}
              />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 font-semibold text-stone-900">
                  <MapPin className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  {address.addressType}
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
              {...register('addressId')}
            />
            <span className="font-semibold text-stone-900">A new address</span>
          </label>
        </fieldset>
      )}

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          hint="Who receives the parcel."
          maxLength={ADDRESS_LIMITS.name}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          hint="10 digits; the delivery partner may call."
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
      </div>

      {choice === NEW_ADDRESS && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Address line 1"
            autoComplete="address-line1"
            className="sm:col-span-2"
            hint="House or flat number, building, street."
            error={errors.address1?.message}
            {...register('address1')}
          />
          <TextField
            label="Address line 2"
            optional
            autoComplete="address-line2"
            className="sm:col-span-2"
            hint="Area or landmark."
            error={errors.address2?.message}
            {...register('address2')}
          />
          <TextField
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
          <SelectField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state')}
          >
            <option value="">Choose a state or union territory</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </SelectField>
          <TextField
            label="PIN code"
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
          <SelectField label="Country" hint="Haat delivers within India." defaultValue={COUNTRY} disabled>
            <option value={COUNTRY}>{COUNTRY}</option>
          </SelectField>
        </div>
      )}
    </div>
  );
}
