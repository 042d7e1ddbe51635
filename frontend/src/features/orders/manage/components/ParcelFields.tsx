import { TextField } from '@/components/form';

import { orders } from '../../i18n';

/** What the shop says of a parcel it hands to a courier (docs/orders.md "Tracking"). */
export type Parcel = { courier: string; trackingNumber: string; expectedDelivery: string };
export type ParcelErrors = Partial<Record<keyof Parcel, string>>;

export const NO_PARCEL: Parcel = { courier: '', trackingNumber: '', expectedDelivery: '' };

/** Today's date in India, as a date input writes it (`YYYY-MM-DD`). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/**
 * What the browser can tell before sending: every field is needed, and the day cannot be past.
 * The server checks the rest (lengths, characters, the 60-day window) and names what it refuses.
 */
export function parcelProblems(parcel: Parcel, today = todayInIndia()): ParcelErrors {
  const problems: ParcelErrors = {};
  for (const field of ['courier', 'trackingNumber', 'expectedDelivery'] as const) {
    if (parcel[field].trim() === '') problems[field] = orders.t('manage.parcel.required');
  }
  if (!problems.expectedDelivery && parcel.expectedDelivery < today)
    problems.expectedDelivery = orders.t('manage.parcel.past');
  return problems;
}

/** The courier, the tracking number (AWB) and the expected day, asked for together. */
export function ParcelFields({
  value,
  errors,
  onChange,
}: {
  value: Parcel;
  errors: ParcelErrors;
  onChange: (parcel: Parcel) => void;
}) {
  const t = orders.useT();
  const set = (field: keyof Parcel) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-stone-900">{t('manage.parcel.legend')}</legend>
      <TextField
        label={t('manage.parcel.courier')}
        hint={t('manage.parcel.courierHint')}
        value={value.courier}
        onChange={set('courier')}
        error={errors.courier}
        maxLength={60}
        autoComplete="off"
      />
      <TextField
        label={t('manage.parcel.trackingNumber')}
        hint={t('manage.parcel.trackingHint')}
        value={value.trackingNumber}
        onChange={set('trackingNumber')}
        error={errors.trackingNumber}
        maxLength={30}
        autoComplete="off"
        className="[&_input]:font-mono"
      />
      <TextField
        type="date"
        label={t('manage.parcel.expectedDelivery')}
        hint={t('manage.parcel.expectedHint')}
        value={value.expectedDelivery}
        min={todayInIndia()}
        onChange={set('expectedDelivery')}
        error={errors.expectedDelivery}
      />
    </fieldset>
  );
}
