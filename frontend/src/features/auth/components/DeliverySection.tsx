import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import type { ShopDelivery } from '@/api';
import {
  FieldError,
  FieldHint,
  FormAlert,
  SubmitButton,
  TextField,
  applyServerError,
} from '@/components/form';
import { LoadError } from '@/components/ListPage';
import { INDIAN_STATES, stateName } from '@/lib/india';
import { z } from '@/lib/zod';

import { useShopDelivery, useUpdateShopDelivery } from '../api/shop-delivery';
import { auth } from '../i18n';

// The seller's delivery terms (docs/orders.md "Delivery areas and estimates"): where the shop
// delivers, and in how many days. The rules are the server's (the shops crate's `delivery.rs`),
// with its messages, so terms the browser accepts are terms the server accepts.

/** The most days any of the four may be: a month. */
const MAX_DAYS = 30;
/** The most PIN-code prefixes a shop may list. */
const MAX_PREFIXES = 100;
/** The start of a PIN code: 1 to 6 digits, not starting with 0 (`560` is Bengaluru). */
const PIN_PREFIX = /^[1-9][0-9]{0,5}$/;

const DAY_FIELDS = ['dispatchDays', 'daysSameCity', 'daysSameState', 'daysRestOfIndia'] as const;
const FIELDS = ['area', 'states', 'pinPrefixes', ...DAY_FIELDS] as const;

/** The prefixes as typed, separated by commas or spaces, empty entries dropped. */
const splitPrefixes = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((prefix) => prefix.trim())
    .filter((prefix) => prefix !== '');

/** A whole number of days from 0 to 30, as typed in a number input. */
const days = z.string().transform((raw, ctx) => {
  const text = raw.trim();
  if (!/^\d{1,2}$/.test(text) || Number(text) > MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: auth.t('delivery.validation.days', { max: MAX_DAYS }) });
    return z.NEVER;
  }
  return Number(text);
});

/** What is wrong with a list on its own, as the server says it: too long, or an entry twice. */
function listProblem(list: readonly string[], max: number): string | null {
  if (list.length > max) return auth.t('delivery.validation.tooMany', { max });
  if (list.some((entry, i) => list.indexOf(entry) !== i)) return auth.t('delivery.validation.repeated');
  return null;
}

const deliverySchema = z
  .object({
    area: z.enum(['india', 'listed']),
    states: z.array(z.string()),
    pinPrefixes: z.string().transform(splitPrefixes),
    dispatchDays: days,
    daysSameCity: days,
    daysSameState: days,
    daysRestOfIndia: days,
  })
  .superRefine(
    (terms, ctx) => {
      // All of India ignores the lists, as the server does.
      if (terms.area !== 'listed') return;
      if (!terms.pinPrefixes.every((prefix) => PIN_PREFIX.test(prefix))) {
        ctx.addIssue({
          code: 'custom',
          path: ['pinPrefixes'],
          message: auth.t('delivery.validation.pinPrefix'),
        });
        return;
      }
      const faults = [
        ['states', listProblem(terms.states, INDIAN_STATES.length)],
        ['pinPrefixes', listProblem(terms.pinPrefixes, MAX_PREFIXES)],
      ] as const;
      let listsOk = true;
      for (const [path, message] of faults) {
        if (message) {
          ctx.addIssue({ code: 'custom', path: [path], message });
          listsOk = false;
        }
      }
      if (listsOk && terms.states.length === 0 && terms.pinPrefixes.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['area'],
          message: auth.t('delivery.validation.nothingListed'),
        });
      }
    },
    // Said even while a number of days is wrong too, as the server names every field at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((terms): ShopDelivery => ({
    ...terms,
    // The server ignores the lists with all of India; none are sent.
    states: terms.area === 'listed' ? terms.states : [],
    pinPrefixes: terms.area === 'listed' ? terms.pinPrefixes : [],
  })) satisfies z.ZodType<ShopDelivery>;

/** The form's values for saved terms: numbers as the inputs hold them, prefixes as one line. */
const formValues = (delivery: ShopDelivery) => ({
  area: delivery.area,
  states: delivery.states ?? [],
  pinPrefixes: (delivery.pinPrefixes ?? []).join(', '),
  dispatchDays: String(delivery.dispatchDays),
  daysSameCity: String(delivery.daysSameCity),
  daysSameState: String(delivery.daysSameState),
  daysRestOfIndia: String(delivery.daysRestOfIndia),
});

const radioLabelClass = 'flex items-start gap-2 text-sm text-stone-800';
const choiceClass = 'mt-0.5 h-4 w-4 shrink-0 accent-brand-700';

function DeliveryForm({
  shopId,
  delivery,
  titleId,
}: {
  shopId: string;
  delivery: ShopDelivery;
  titleId: string;
}) {
  const t = auth.useT();
  const update = useUpdateShopDelivery(shopId);
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();
  const areaErrorId = `${ids}-area-error`;
  const statesHintId = `${ids}-states-hint`;
  const statesErrorId = `${ids}-states-error`;
  const transitHintId = `${ids}-transit-hint`;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deliverySchema), defaultValues: formValues(delivery) });
  const area = useWatch({ control, name: 'area' });

  const onSubmit = handleSubmit(async (terms) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(terms);
      toast.success(auth.t('delivery.saved'));
      reset(formValues(saved));
    } catch (error) {
      // A 401 has already forgotten the seller; the guard is taking them to sign in.
      setFormError(applyServerError(error, setError, { fields: FIELDS }));
    }
  });

  const dayInput = {
    type: 'number',
    inputMode: 'numeric',
    min: 0,
    max: MAX_DAYS,
    step: 1,
  } as const;

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} className="space-y-6">
      <FormAlert>{formError}</FormAlert>

      <fieldset
        aria-invalid={Boolean(errors.area)}
        aria-describedby={errors.area ? areaErrorId : undefined}
        className="space-y-2"
      >
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('delivery.area')}</legend>
        <label className={radioLabelClass}>
          <input type="radio" value="india" className={choiceClass} {...register('area')} />
          {t('delivery.areaIndia')}
        </label>
        <label className={radioLabelClass}>
          <input type="radio" value="listed" className={choiceClass} {...register('area')} />
          {t('delivery.areaListed')}
        </label>
        <FieldError id={areaErrorId} message={errors.area?.message} />
      </fieldset>

      {area === 'listed' && (
        <div className="space-y-6 border-l-2 border-brand-100 pl-3 sm:pl-4">
          <fieldset
            aria-invalid={Boolean(errors.states)}
            aria-describedby={[statesHintId, errors.states ? statesErrorId : ''].join(' ').trim()}
            className="space-y-2"
          >
            <legend className="text-sm font-medium text-stone-800">{t('delivery.states')}</legend>
            <FieldHint id={statesHintId} hint={t('delivery.statesHint')} />
            <div className="grid grid-cols-2 gap-x-4 gap-y-2 pt-1 sm:grid-cols-3">
              {INDIAN_STATES.map((state) => (
                <label key={state} className={`${radioLabelClass} min-w-0 break-words`}>
                  <input type="checkbox" value={state} className={choiceClass} {...register('states')} />
                  <span className="min-w-0">{stateName(state)}</span>
                </label>
              ))}
            </div>
            <FieldError id={statesErrorId} message={errors.states?.message} />
          </fieldset>

          <TextField
            label={t('delivery.pinPrefixes')}
            hint={t('delivery.pinPrefixesHint')}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            error={errors.pinPrefixes?.message}
            {...register('pinPrefixes')}
          />
        </div>
      )}

      <TextField
        label={t('delivery.dispatchDays')}
        hint={t('delivery.dispatchDaysHint')}
        className="sm:max-w-xs"
        error={errors.dispatchDays?.message}
        {...dayInput}
        {...register('dispatchDays')}
      />

      <fieldset aria-describedby={transitHintId} className="space-y-2">
        <legend className="text-sm font-medium text-stone-800">{t('delivery.transit')}</legend>
        <FieldHint id={transitHintId} hint={t('delivery.transitHint')} />
        <div className="grid gap-4 pt-1 sm:grid-cols-3">
          <TextField
            label={t('delivery.daysSameCity')}
            error={errors.daysSameCity?.message}
            {...dayInput}
            {...register('daysSameCity')}
          />
          <TextField
            label={t('delivery.daysSameState')}
            error={errors.daysSameState?.message}
            {...dayInput}
            {...register('daysSameState')}
          />
          <TextField
            label={t('delivery.daysRestOfIndia')}
            error={errors.daysRestOfIndia?.message}
            {...dayInput}
            {...register('daysRestOfIndia')}
          />
        </div>
      </fieldset>

      <SubmitButton pending={update.isPending} pendingLabel={t('form.saving')} className="w-full sm:w-auto">
        {t('delivery.save')}
      </SubmitButton>
    </form>
  );
}

/** The shop settings' Delivery card: where the shop delivers, and the days it promises. */
export function DeliverySection({ shopId }: { shopId: string }) {
  const t = auth.useT();
  const delivery = useShopDelivery(shopId);
  const titleId = useId();

  let body;
  if (delivery.isPending)
    body = (
      <p role="status" className="text-sm text-stone-600">
        {t('delivery.loading')}
      </p>
    );
  else if (delivery.isError)
    body = <LoadError message={delivery.error.message} onRetry={() => void delivery.refetch()} />;
  else body = <DeliveryForm shopId={shopId} delivery={delivery.data} titleId={titleId} />;

  return (
    <section aria-labelledby={titleId} className="rounded-md border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('delivery.title')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-stone-600">{t('delivery.intro')}</p>
      {body}
    </section>
  );
}
