import { MapPin } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';

import { controlClass } from '@/components/form';
import { common } from '@/lib/i18n';
import { parsePinCode } from '@/lib/india';
import { savePincode, useSavedPincode } from '@/lib/shopping/pincode';

/**
 * The shopper's delivery PIN code: a box to type one, or the one saved with the way to change it.
 * A checked PIN code is kept in this browser (`lib/shopping/pincode.ts`), so the product pages and
 * the cart answer for it from then on. `label` names the box ("Check delivery").
 */
export function PincodeForm({ label }: { label: string }) {
  const t = common.useT();
  const saved = useSavedPincode();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const errorId = useId();

  if (saved !== null && !editing) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
        <MapPin className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
        <span>{t('pincode.deliveringTo', { pincode: saved })}</span>
        <button
          type="button"
          onClick={() => {
            setTyped(saved);
            setEditing(true);
          }}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {t('pincode.change')}
        </button>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pincode = parsePinCode(typed);
    if (pincode === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setEditing(false);
    savePincode(pincode);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex max-w-xs gap-2">
        <input
          id={inputId}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
          placeholder={t('pincode.placeholder')}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          className={`${controlClass(invalid)} min-w-0 flex-1`}
        />
        <button
          type="submit"
          className="shrink-0 rounded-md border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('pincode.check')}
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="text-sm text-red-700">
          {t('pincode.invalid')}
        </p>
      )}
    </form>
  );
}
