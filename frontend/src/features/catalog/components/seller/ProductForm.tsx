import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import type { Product } from '@/api';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  applyServerError,
  controlClass,
  secondaryButtonClass,
  useFieldIds,
} from '@/components/form';
import { UploadStatus, useUpload } from '@/components/UploadProgress';
import { CATEGORIES, categoryName } from '@/lib/categories';
import { COUNTRY_CODES, GST_RATES } from '@/lib/countries';
import { countryName } from '@/lib/country-name';
import { currentLocale } from '@/lib/i18n';
import type { UploadControl } from '@/lib/upload';

import { catalog } from '../../i18n';
import { ImagesField } from './ImagesField';
import { SizesField } from './SizesField';
import { cardClass } from './ui';
import {
  PRODUCT_LIMITS,
  type ProductFormOutput,
  type ProductFormValues,
  chars,
  discountPercent,
  productFormSchema,
} from './validation';

/** Every field the server may name, for placing its errors. */
const FIELDS = [
  'sku',
  'name',
  'description',
  'category',
  'brand',
  'sizes',
  'colorName',
  'colorHex',
  'originalPrice',
  'sellingPrice',
  'stock',
  'hsn',
  'gstRate',
  'countryOfOrigin',
  'images',
  'startDate',
  'endDate',
] as const;

/** Server names that are shown with a form field of another name. */
const ALIASES = { keepImages: 'images', thumbnails: 'images', color: 'colorName' } as const;

/** The form's values for a new product, or for editing `product`. */
function initialValues(product?: Product): ProductFormValues {
  return {
    sku: product?.sku ?? '',
    name: product?.name ?? '',
    description: product?.description ?? '',
    category: product?.category ?? '',
    brand: product?.brand ?? '',
    sizes: product?.sizes ?? [],
    colorName: product?.color?.name ?? '',
    colorHex: product?.color?.hex ?? '',
    originalPrice: product ? String(product.originalPrice) : '',
    sellingPrice: product ? String(product.sellingPrice) : '',
    stock: product ? String(product.stock) : '',
    hsn: product?.hsn ?? '',
    gstRate: product ? String(product.gstRate) : '',
    // Most of what Haat's shops sell is made in India.
    countryOfOrigin: product?.countryOfOrigin ?? 'IN',
    images:
      product?.images.map((path, index) => ({
        kind: 'kept' as const,
        path,
        thumbnail: product.thumbnails[index] ?? path,
      })) ?? [],
    startDate: '',
    endDate: '',
  };
}

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The browser's time zone, named for the seller ("Asia/Kolkata"), since event times are read in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

type ProductFormProps = {
  /** An event adds its start and end. */
  kind: 'product' | 'event';
  /** The product to edit; a new one without. */
  product?: Product;
  submitLabel: string;
  pendingLabel: string;
  /** Where Cancel goes. */
  cancelTo: string;
  /**
   * Sends the form, following and cancelling the upload with `upload`. A rejection is shown on the
   * form: the server's field errors next to their fields, anything else above them; a cancelled
   * upload says so and leaves the form as it was. On success the page moves on.
   */
  onSubmit: (output: ProductFormOutput, upload: UploadControl) => Promise<void>;
};

/**
 * Add or edit a product, or create an event: the same fields, the server's rules. Once sent, a
 * field is checked again as it changes, and so is the field it is compared with (`deps`), so a
 * fixed pair of prices, colours or dates clears both messages.
 */
export function ProductForm({
  kind,
  product,
  submitLabel,
  pendingLabel,
  cancelTo,
  onSubmit,
}: ProductFormProps) {
  const t = catalog.useT();
  const event = kind === 'event';
  const schema = useMemo(() => productFormSchema({ event }), [event]);
  const [formError, setFormError] = useState<string | null>(null);
  const upload = useUpload();
  // The pictures the request carries, in the order they are in its body.
  const [sending, setSending] = useState<{ name: string; size: number }[]>([]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(schema), defaultValues: initialValues(product) });

  const [description, originalPrice, sellingPrice, colorHex] = useWatch({
    control,
    name: ['description', 'originalPrice', 'sellingPrice', 'colorHex'],
  });
  const discount = discountPercent(originalPrice, sellingPrice);
  const locale = currentLocale();
  // India first, then the rest by name in the page's language.
  const countries = useMemo(() => {
    const [, ...rest] = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) }));
    rest.sort((a, b) => a.name.localeCompare(b.name, locale));
    return [{ code: 'IN', name: countryName('IN', locale) }, ...rest];
  }, [locale]);
  const colourHint = t('form.colourHint');
  const colourIds = useFieldIds(undefined, colourHint, errors.colorHex?.message);
  const pickerValue = /^#[0-9a-f]{6}$/i.test(colorHex.trim()) ? colorHex.trim().toLowerCase() : '#000000';
  const setColourHex = (hex: string) => {
    setValue('colorHex', hex, { shouldDirty: true });
    if (isSubmitted) void trigger(['colorHex', 'colorName']);
  };

  const submit = handleSubmit(async (output) => {
    setFormError(null);
    setSending(
      (output.body.images ?? []).map((image) => ({
        name: image instanceof File ? image.name : '',
        size: image.size,
      })),
    );
    try {
      await onSubmit(output, upload.start());
      upload.settle();
    } catch (error) {
      if (!upload.settle(error)) {
        setFormError(applyServerError(error, setError, { fields: FIELDS, aliases: ALIASES }));
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <FormAlert>{formError}</FormAlert>

      <Section title={event ? t('form.eventDetails') : t('form.productDetails')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('form.name')}
            className="sm:col-span-2"
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextAreaField
            label={t('form.description')}
            rows={6}
            className="sm:col-span-2"
            hint={t('form.descriptionHint', {
              count: chars(description.trim()),
              max: PRODUCT_LIMITS.description,
            })}
            error={errors.description?.message}
            {...register('description')}
          />
          <SelectField label={t('form.category')} error={errors.category?.message} {...register('category')}>
            <option value="">{t('form.chooseCategory')}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('form.brand')}
            autoComplete="off"
            error={errors.brand?.message}
            {...register('brand')}
          />
          <TextField
            label={t('form.sku')}
            hint={t('form.skuHint')}
            autoComplete="off"
            spellCheck={false}
            error={errors.sku?.message}
            {...register('sku')}
          />
        </div>
      </Section>

      <Section title={t('form.priceAndStock')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={t('form.originalPrice')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="1499"
            hint={t('form.originalPriceHint')}
            error={errors.originalPrice?.message}
            {...register('originalPrice', { deps: ['sellingPrice'] })}
          />
          <TextField
            label={t('form.sellingPrice')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="999"
            hint={t('form.sellingPriceHint')}
            error={errors.sellingPrice?.message}
            {...register('sellingPrice')}
          />
          <TextField
            label={t('form.stock')}
            inputMode="numeric"
            autoComplete="off"
            hint={t('form.stockHint')}
            error={errors.stock?.message}
            {...register('stock')}
          />
        </div>
        <p aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-brand-800">
          {discount === null
            ? ''
            : discount === 0
              ? t('form.noDiscount')
              : t('form.discount', { percent: discount })}
        </p>
      </Section>

      <Section title={t('form.taxAndOrigin')} intro={t('form.taxIntro')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={t('form.hsn')}
            inputMode="numeric"
            autoComplete="off"
            placeholder="6204"
            hint={t('form.hsnHint')}
            error={errors.hsn?.message}
            {...register('hsn')}
          />
          <SelectField
            label={t('form.gstRate')}
            hint={t('form.gstRateHint')}
            error={errors.gstRate?.message}
            {...register('gstRate')}
          >
            <option value="">{t('form.chooseGstRate')}</option>
            {GST_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {t('form.gstRateOption', { rate: Number(rate) })}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('form.countryOfOrigin')}
            error={errors.countryOfOrigin?.message}
            {...register('countryOfOrigin')}
          >
            {countries.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section title={t('form.sizesAndColour')}>
        <div className="space-y-6">
          <Controller
            control={control}
            name="sizes"
            render={({ field, fieldState }) => (
              <SizesField
                value={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('form.colourName')}
              optional
              autoComplete="off"
              placeholder={t('form.colourNamePlaceholder')}
              error={errors.colorName?.message}
              {...register('colorName', { deps: ['colorHex'] })}
            />
            <div className="space-y-1.5">
              <FieldLabel htmlFor={colourIds.controlId} label={t('form.colourCode')} optional />
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  value={pickerValue}
                  onChange={(change) => setColourHex(change.target.value)}
                  aria-label={t('form.pickColour')}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
                />
                <input
                  id={colourIds.controlId}
                  autoComplete="off"
                  // A colour code, the same in every language.
                  // eslint-disable-next-line i18next/no-literal-string
                  placeholder="#3f51b5"
                  spellCheck={false}
                  aria-invalid={Boolean(errors.colorHex)}
                  aria-describedby={colourIds.describedBy}
                  className={controlClass(Boolean(errors.colorHex))}
                  {...register('colorHex', { deps: ['colorName'] })}
                />
              </div>
              <FieldHint id={colourIds.hintId} hint={colourHint} />
              <FieldError id={colourIds.errorId} message={errors.colorHex?.message} />
            </div>
          </div>
        </div>
      </Section>

      {event && (
        <Section title={t('form.window')} intro={t('form.windowIntro', { zone: timeZone() })}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t('form.starts')}
              type="datetime-local"
              error={errors.startDate?.message}
              {...register('startDate', { deps: ['endDate'] })}
            />
            <TextField
              label={t('form.ends')}
              type="datetime-local"
              hint={t('form.endsHint', { days: PRODUCT_LIMITS.eventDays })}
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </div>
        </Section>
      )}

      <Section title={t('form.images')}>
        <Controller
          control={control}
          name="images"
          render={({ field, fieldState }) => (
            <ImagesField
              value={field.value}
              // Checked at once, so a picture that is too large is named as soon as it is picked.
              onChange={(images) => setValue('images', images, { shouldDirty: true, shouldValidate: true })}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
      </Section>

      {/*
        The product and its pictures go in one multipart request, so the browser reports the
        progress of the request as a whole; each picture's bar is its share of it, read from
        where the picture lies in the body (`fileShares`).
      */}
      <UploadStatus
        progress={upload.progress}
        cancelled={upload.cancelled}
        onCancel={upload.cancel}
        files={sending}
      />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center">
        <Link to={cancelTo} className={`${secondaryButtonClass} py-2.5`}>
          {t('form.cancel')}
        </Link>
        <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel} className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
