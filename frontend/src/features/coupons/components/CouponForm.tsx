import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextField,
  applyServerError,
  secondaryButtonClass,
} from '@/components/form';

import { useCreateCoupon } from '../api/create-coupon';
import { type ProductChoice, useShopProductChoices } from '../api/get-shop-products';
import type { Coupon } from '../api/schemas';
import { cardClass } from './ui';
import {
  COUPON_LIMITS,
  type CouponFormValues,
  EMPTY_COUPON_FORM,
  couponFormSchema,
  describeCoupon,
} from './validation';

/** Every field the server may name, for placing its errors. */
const FIELDS = ['name', 'value', 'minAmount', 'maxAmount', 'selectedProduct', 'expiresAt'] as const;

/** Error codes that are about one field. */
const CODES = { duplicate_code: 'name' } as const;

/** The browser's time zone, named for the seller ("Asia/Kolkata"), since the expiry is read in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Upper-cases a text input's value as it is typed, keeping the caret where it was, so the seller
 * sees the code as shoppers' receipts will show it.
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
  return (
    <div className="flex gap-3 rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">How your coupon works</p>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          <li>
            It takes its percentage off your shop’s items in the cart only (or off the one product you
            choose), never off other shops’ items.
          </li>
          <li>The minimum is counted on those eligible items alone, not on the whole cart.</li>
          <li>Shoppers may type the code in any case: diwali10 works for DIWALI10.</li>
          <li>Your shop funds the discount: you are credited what the shopper paid after it.</li>
        </ul>
      </div>
    </div>
  );
}

/**
 * A new coupon for `shopId`: the code, the percentage and the optional minimum, cap, product and
 * expiry, with the rules said beside them. `onCreated` is called with the coupon once saved.
 */
export function CouponForm({
  shopId,
  onCreated,
  onCancel,
}: {
  shopId: string;
  onCreated: (coupon: Coupon) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const summaryId = useId();
  const createCoupon = useCreateCoupon(shopId);
  const products = useShopProductChoices(shopId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(couponFormSchema), defaultValues: EMPTY_COUPON_FORM });

  useEffect(() => setFocus('name'), [setFocus]);

  const values: CouponFormValues = { ...EMPTY_COUPON_FORM, ...useWatch({ control }) };
  const labels = productLabels(products.data ?? []);
  const summary = describeCoupon(
    values,
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
        { type: 'bad_input', message: 'Finish the date and time, or clear it for no expiry.' },
        { shouldFocus: true },
      );
      return;
    }
    try {
      onCreated(await createCoupon.mutateAsync(body));
    } catch (error) {
      setFormError(applyServerError(error, setError, { fields: FIELDS, codes: CODES }));
    }
  });

  let productHint: string;
  if (products.isPending) productHint = 'Loading your products…';
  else if (products.isError)
    productHint = 'Your products could not be loaded; the coupon can still cover all.';
  else if (products.data.length === 0) productHint = 'You have no products yet; the coupon will cover all.';
  else productHint = 'Limit the coupon to one product, or let it cover all your products.';

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        New coupon
      </h2>
      <div className="mt-3">
        <Rules />
      </div>
      <form onSubmit={submit} noValidate className="mt-5 space-y-5">
        <FormAlert>{formError}</FormAlert>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="DIWALI10"
            hint={`${COUPON_LIMITS.codeMin}–${COUPON_LIMITS.codeMax} letters, digits, - or _.`}
            error={errors.name?.message}
            {...code}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              upperCaseInPlace(event.target);
              return code.onChange(event);
            }}
            className="[&_input]:font-mono"
          />
          <TextField
            label="Discount (%)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="10"
            hint="A whole number from 1 to 100."
            error={errors.value?.message}
            {...register('value')}
          />
          <TextField
            label="Minimum eligible amount (₹)"
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder="500"
            hint="What the eligible items must come to. Empty: no minimum."
            error={errors.minAmount?.message}
            {...register('minAmount')}
          />
          <TextField
            label="Maximum discount (₹)"
            optional
            inputMode="decimal"
            autoComplete="off"
            placeholder="200"
            hint="The most one order can save. Empty: no cap."
            error={errors.maxAmount?.message}
            {...register('maxAmount')}
          />
          <div className="space-y-2">
            <SelectField
              label="Product"
              optional
              hint={productHint}
              error={errors.selectedProduct?.message}
              {...register('selectedProduct')}
            >
              <option value="">All products</option>
              {(products.data ?? []).map((product) => (
                <option key={product._id} value={product._id}>
                  {labels.get(product._id)}
                </option>
              ))}
            </SelectField>
            {products.isError && (
              <button
                type="button"
                onClick={() => void products.refetch()}
                className="text-sm font-semibold text-brand-800 underline hover:no-underline"
              >
                Load my products again
              </button>
            )}
          </div>
          <TextField
            label="Expires"
            optional
            type="datetime-local"
            hint={`In your time zone (${timeZone()}). Empty: never expires.`}
            error={errors.expiresAt?.message}
            {...register('expiresAt')}
          />
        </div>
        <p id={summaryId} aria-live="polite" className="min-h-5 text-sm font-medium text-brand-800">
          {summary ?? ''}
        </p>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <button type="button" onClick={onCancel} className={`${secondaryButtonClass} py-2.5`}>
            Cancel
          </button>
          <SubmitButton pending={isSubmitting} pendingLabel="Saving coupon…" className="sm:w-auto">
            Save coupon
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
