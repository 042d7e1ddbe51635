import { zodResolver } from '@hookform/resolvers/zod';
import { MapPin, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ErrorCode } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  applyServerError,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/form';
import { ApiError } from '@/lib/api';
import { COUNTRY, INDIAN_STATES } from '@/lib/india';
import type { Address, AddressType, User } from '@/lib/session';
// Not through the session's index, which every page loads: this call parses with the schemas.
import { useUpdateUserAddress } from '@/lib/session/update-user-address';
import type { z } from '@/lib/zod';

import { useDeleteUserAddress } from '../api/delete-user-address';
import { auth } from '../i18n';
import { ADDRESS_TYPES, LIMITS, addressSchema } from '../validation';

const ADDRESS_FIELDS = [
  'addressType',
  'country',
  'state',
  'city',
  'pincode',
  'address1',
  'address2',
] as const;

/** Each kind of address by its name in the page's language; the API's value stays English. */
const TYPE_NAMES = {
  Default: 'addressType.default',
  Home: 'addressType.home',
  Office: 'addressType.office',
} as const satisfies Record<AddressType, Parameters<typeof auth.t>[0]>;

/** The name of a saved address's kind, or the server's word for one this page does not know. */
const typeName = (type: string) => (type in TYPE_NAMES ? auth.t(TYPE_NAMES[type as AddressType]) : type);

/** The country as the page's language writes it (the API's value stays English). */
const countryName = (country: string) => (country === COUNTRY ? auth.t('addressForm.india') : country);

function AddressForm({ types, onClose }: { types: readonly AddressType[]; onClose: () => void }) {
  const t = auth.useT();
  const addAddress = useUpdateUserAddress();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof addressSchema>, unknown, z.output<typeof addressSchema>>({
    resolver: zodResolver(addressSchema),
    defaultValues: {
      addressType: types[0],
      country: COUNTRY,
      state: '',
      city: '',
      pincode: '',
      address1: '',
      address2: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await addAddress.mutateAsync(values);
      toast.success(auth.t('addresses.added'));
      onClose();
    } catch (error) {
      setFormError(
        applyServerError(error, setError, {
          fields: ADDRESS_FIELDS,
          codes: { [ErrorCode.ADDRESS_TYPE_TAKEN]: 'addressType' },
        }),
      );
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="new-address-title"
      className="space-y-5 rounded-md border border-stone-200 p-4 sm:p-5"
    >
      <h3 id="new-address-title" className="font-semibold text-stone-900">
        {t('addressForm.title')}
      </h3>
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('addressForm.type')}
          error={errors.addressType?.message}
          {...register('addressType')}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {typeName(type)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('addressForm.country')}
          hint={t('addressForm.countryHint')}
          error={errors.country?.message}
          {...register('country')}
        >
          <option value={COUNTRY}>{countryName(COUNTRY)}</option>
        </SelectField>
        <TextField
          label={t('addressForm.line1')}
          autoComplete="address-line1"
          className="sm:col-span-2"
          hint={t('addressForm.line1Hint')}
          error={errors.address1?.message}
          {...register('address1')}
        />
        <TextField
          label={t('addressForm.line2')}
          optional
          autoComplete="address-line2"
          className="sm:col-span-2"
          hint={t('addressForm.line2Hint', { max: LIMITS.addressLine })}
          error={errors.address2?.message}
          {...register('address2')}
        />
        <TextField
          label={t('addressForm.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={t('addressForm.state')}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        >
          <option value="">{t('addressForm.chooseState')}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('field.pinCode')}
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.pincode?.message}
          {...register('pincode')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <SubmitButton
          pending={addAddress.isPending}
          pendingLabel={t('form.saving')}
          className="w-full sm:w-auto"
        >
          {t('addressForm.save')}
        </SubmitButton>
        <button type="button" onClick={onClose} className={secondaryButtonClass}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}

function AddressCard({ address, onDelete, busy }: { address: Address; onDelete: () => void; busy: boolean }) {
  const t = auth.useT();
  return (
    <li
      className={`flex gap-3 rounded-md border border-stone-200 bg-white p-4 ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy}
    >
      <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
      <div className="min-w-0 flex-1 text-sm text-stone-700">
        <p className="mb-1 font-semibold text-stone-900">{typeName(address.addressType)}</p>
        <p className="break-words">{address.address1}</p>
        {address.address2 && <p className="break-words">{address.address2}</p>}
        <p>
          {address.city}, {address.state} {address.pincode}
        </p>
        <p>{countryName(address.country)}</p>
      </div>
      <button
        type="button"
        onClick={onDelete}
        disabled={busy}
        aria-label={t('addresses.deleteLabel', { type: typeName(address.addressType) })}
        className="self-start rounded-md p-2 text-stone-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
      >
        <Trash2 className="h-5 w-5" aria-hidden="true" />
      </button>
    </li>
  );
}

/** The Addresses tab: one address per type (Default, Home, Office), added and deleted here. */
export function AddressesSection({ user }: { user: User }) {
  const t = auth.useT();
  const deleteAddress = useDeleteUserAddress();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const used = new Set(user.addresses.map((address) => address.addressType));
  const free = ADDRESS_TYPES.filter((type) => !used.has(type));

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAddress.mutate(toDelete._id, {
      onSuccess: () => toast.success(auth.t('addresses.deleted')),
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : auth.t('addresses.deleteFailed')),
    });
    setToDelete(null);
  };

  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-stone-900">{t('addresses.title')}</h2>
      {user.addresses.length === 0 ? (
        <p className="text-stone-600">{t('addresses.empty')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {user.addresses.map((address) => (
            <AddressCard
              key={address._id}
              address={address}
              busy={deleteAddress.isPending && deleteAddress.variables === address._id}
              onDelete={() => setToDelete(address)}
            />
          ))}
        </ul>
      )}
      {free.length === 0 ? (
        <p className="text-sm text-stone-500">{t('addresses.full')}</p>
      ) : adding ? (
        <AddressForm types={free} onClose={() => setAdding(false)} />
      ) : (
        <button type="button" onClick={() => setAdding(true)} className={`${primaryButtonClass} gap-2`}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('addresses.add')}
        </button>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addresses.deleteTitle')}
        confirmLabel={t('addresses.deleteConfirm')}
        cancelLabel={t('form.cancel')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      >
        {toDelete && (
          <p>
            {t('addresses.deleteBody', {
              type: typeName(toDelete.addressType),
              line: toDelete.address1,
              city: toDelete.city,
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
