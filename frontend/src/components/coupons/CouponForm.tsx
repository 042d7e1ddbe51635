import { zodResolver } from '@hookform/resolvers/zod';
import type { UseQueryResult } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { ErrorCode, type Product } from '@/api';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  applyServerError,
  secondaryButtonClass,
} from '@/components/form';

import {
  COUPON_LIMITS,
  type CouponBody,
  type CouponFormValues,
  type CouponScope,
  EMPTY_COUPON_FORM,
  couponFormSchema,
  describeCoupon,
} from './validation';

import { couponTexts } from './i18n';

/** What the form needs of a product: which one, and how to name it in a list. */
export type ProductChoice = Pick<Product, '_id' | 'name' | 'color'>;

const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** Every field the server may name, for placing its errors; the platform's endpoint has no product. */
const FIELDS = {
  shop: [
    'name',
    'value',
    'minAmount',
    'maxAmount',
    'selectedProduct',
    'expiresAt',
    'maxUses',
    'maxUsesPerAccount',
  ],
  platform: ['name', 'value', 'minAmount', 'maxAmount', 'expiresAt', 'maxUses', 'maxUsesPerAccount'],
} as const satisfies Record<CouponScope, readonly (keyof CouponFormValues)[]>;

/** Error codes that are about one field. */
const CODES = { [ErrorCode.DUPLICATE_CODE]: 'name' } as const;

/** The browser's time zone, named ("Asia/Kolkata"), since the expiry is read in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Upper-cases a text input's value as it is typed, keeping the caret where it was, so the seller or
 * Admin sees the code as shoppers' receipts will show it.
 */
function upperCaseInPlace(input: HTMLInputElement) {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
}

/** Product names in a select; variants share a name, so a shared one adds the colour. */
function productLabels(products: readonly ProductChoice[]): Map<string, string> {
  const named = new Map<string, number>();
  for (const { name } of products) named.set(name, (named.get(name) ?? 0) + 1);
  return new Map(
    products.map((product) => [
      product._id,
      (named.get(product.name) ?? 0) > 1 && product.color
        ? `${product.name} (${product.color.name})`
        : product.name,
    ]),
  );
}

function Rules() {
  const t = couponTexts.useT();
  return (
    <div className="mt-3 flex gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('rules.title')}</p>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          <li>{t('rules.shopItems')}</li>
          <li>{t('rules.minimum')}</li>
          <li>{t('rules.anyCase')}</li>
          <li>{t('rules.funding')}</li>
        </ul>
      </div>
    </div>
  );
}

/** The product select's hint: what the seller can do while the products load, or if they fail. */
function productHint(products: ProductChoices): string {
  if (products.isPending) return couponTexts.t('product.loading');
  if (products.isError) return couponTexts.t('product.failed');
  if (products.data.length === 0) return couponTexts.t('product.none');
  return couponTexts.t('product.hint');
}

function PlatformNote() {
  const t = couponTexts.useT();
  return <p className="mt-1 text-sm text-stone-600">{t('platformNote')}</p>;
}

/**
 * The words of each scope (keys of its catalogue, `./i18n.ts`): a seller reads how a coupon works in
 * their shop alone, with the minimum on its eligible items; the Admin reads who funds a platform
 * coupon. The examples are sample values, the same in every language.
 */
const TEXTS = {
  shop: {
    title: 'titleShop',
    Intro: Rules,
    examples: {
      name: 'DIWALI10',
      value: '10',
      minAmount: '500',
      maxAmount: '200',
      maxUses: '100',
      maxUsesPerAccount: '1',
    },
    minLabel: 'minLabelShop',
    minHint: 'minHintShop',
    expiryHint: 'expiryHintShop',
    // A shop's coupon has no limit unless the seller sets one.
    perAccountHint: 'perAccountHintShop',
  },
  platform: {
    title: 'titlePlatform',
    Intro: PlatformNote,
    examples: {
      name: 'WELCOME20',
      value: '20',
      minAmount: '1000',
      maxAmount: '500',
      maxUses: '1000',
      maxUsesPerAccount: '1',
    },
    minLabel: 'minLabelPlatform',
    minHint: 'minHintPlatform',
    expiryHint: 'expiryHintPlatform',
    // Haat pays for every use of a platform coupon, so the server allows one per account unless told.
    perAccountHint: 'perAccountHintPlatform',
  },
} as const satisfies Record<CouponScope, unknown>;

/** The shop's products, as loaded, for the product select. */
export type ProductChoices = UseQueryResult<ProductChoice[]>;

export type CouponFormProps<S extends CouponScope, T> = {
  scope: S;
  /** The shop's products: only a shop coupon may be limited to one, so a platform coupon has null. */
  products: S extends 'shop' ? ProductChoices : null;
  /** Saves the coupon; each scope's endpoint refreshes its own lists. */
  create: (body: CouponBody<S>) => Promise<T>;
  onCreated: (coupon: T) => void;
  onCancel: () => void;
};

/**
 * A new coupon: the code, the percentage and the optional minimum, cap, product (a shop coupon
 * only), expiry and use limits (in all and per account), with the rules said beside them. The seller's shop coupon and the Admin's
 * platform coupon share it; `create` saves, and `onCreated` is called with the coupon once saved.
 */
export function CouponForm<S extends CouponScope, T>({
  scope,
  products,
  create,
  onCreated,
  onCancel,
}: CouponFormProps<S, T>) {
  const t = couponTexts.useT();
  const titleId = useId();
  const summaryId = useId();
  const texts = TEXTS[scope];
  // Widened, since TypeScript cannot narrow a type that depends on S.
  const choices: ProductChoices | null = products;
  const [formError, setFormError] = useState<string | null>(null);
  // Built once per scope, not on every keystroke's render.
  const schema = useMemo(() => couponFormSchema(scope), [scope]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY_COUPON_FORM });

  useEffect(() => setFocus('name'), [setFocus]);

  const values: CouponFormValues = { ...EMPTY_COUPON_FORM, ...useWatch({ control }) };
  const labels = productLabels(choices?.data ?? []);
  const summary = describeCoupon(
    values,
    scope,
    values.selectedProduct ? (labels.get(values.selectedProduct) ?? null) : null,
  );

  const code = register('name');

  const submit = handleSubmit(async (body, event) => {
    setFormError(null);
    // A half-typed date-time reads as '' (no expiry); the browser still knows it is half typed.
    const expiryInput = (event?.target as HTMLFormElement | undefined)?.elements.namedItem('expiresAt');
    if (expiryInput instanceof HTMLInputElement && expiryInput.validity.badInput) {
      setError(
        'expiresAt',
        { type: 'bad_input', message: t('error.halfTypedExpiry') },
        { shouldFocus: true },
      );
      return;
    }
    try {
      onCreated(await create(body));
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: FIELDS[scope], codes: CODES }));
    }
  });

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t(texts.title)}
      </h2>
      <texts.Intro />
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('code')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={texts.examples.name}
            hint={t('codeHint', { min: COUPON_LIMITS.codeMin, max: COUPON_LIMITS.codeMax })}
            error={errors.name?.message}
            {...code}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              upperCaseInPlace(event.target);
              return code.onChange(event);
            }}
            className="[&_input]:font-mono"
          />
          <TextField
            label={t('value')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.examples.value}
            hint={t('valueHint')}
            error={errors.value?.message}
            {...register('value')}
          />
          <TextField
            label={t(texts.minLabel)}
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder={texts.examples.minAmount}
            hint={t(texts.minHint)}
            error={errors.minAmount?.message}
            {...register('minAmount')}
          />
          <TextField
            label={t('max')}
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder={texts.examples.maxAmount}
            hint={t('maxHint')}
            error={errors.maxAmount?.message}
            {...register('maxAmount')}
          />
          {choices && (
            <div className="space-y-2">
              <SelectField
                label={t('productLabel')}
                optional
                hint={productHint(choices)}
                error={errors.selectedProduct?.message}
                {...register('selectedProduct')}
              >
                <option value="">{t('product.all')}</option>
                {(choices.data ?? []).map((product) => (
                  <option key={product._id} value={product._id}>
                    {labels.get(product._id)}
                  </option>
                ))}
              </SelectField>
              {choices.isError && (
                <button
                  type="button"
                  onClick={() => void choices.refetch()}
                  className="text-sm font-semibold text-brand-800 underline hover:no-underline"
                >
                  {t('product.retry')}
                </button>
              )}
            </div>
          )}
          <TextField
            label={t('expires')}
            optional
            type="datetime-local"
            hint={t(texts.expiryHint, { zone: timeZone() })}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
          <TextField
            label={t('maxUses')}
            optional
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.examples.maxUses}
            hint={t('maxUsesHint')}
            error={errors.maxUses?.message}
            {...register('maxUses')}
          />
          <TextField
            label={t('maxUsesPerAccount')}
            optional
            inputMode="numeric"
            autoComplete="off"
            placeholder={texts.examples.maxUsesPerAccount}
            hint={t(texts.perAccountHint)}
            error={errors.maxUsesPerAccount?.message}
            {...register('maxUsesPerAccount')}
          />
        </div>
        <p id={summaryId} aria-live="polite" className="min-h-5 text-sm font-medium text-brand-800">
          {summary ?? ''}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <button type="button" onClick={onCancel} className={`${secondaryButtonClass} py-2.5`}>
            {t('cancel')}
          </button>
          <SubmitButton pending={isSubmitting} pendingLabel={t('saving')} className="sm:w-auto">
            {t('save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
