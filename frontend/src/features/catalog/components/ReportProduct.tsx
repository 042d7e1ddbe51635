import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { FormDialogButtons, FormDialogFrame } from '@/components/FormDialog';
import { FieldError, FormAlert, TextAreaField, applyServerError } from '@/components/form';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import { here, useSeller, useUser } from '@/lib/session';
import { z } from '@/lib/zod';

import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  isAlreadyReported,
  useReportProduct,
} from '../api/report-product';
import { catalog } from '../i18n';

/** The form's field names, kept out of the JSX (ESLint's i18next rule would read them as texts). */
const FIELD = { reason: 'reason', details: 'details' } as const;

const REASON_KEYS = {
  counterfeit: 'report.reason.counterfeit',
  prohibited: 'report.reason.prohibited',
  wrong_information: 'report.reason.wrongInformation',
  offensive: 'report.reason.offensive',
} as const satisfies Record<ReportReason, string>;

/** Characters, as the server counts them, not UTF-16 units. */
const chars = (value: string) => Array.from(value).length;

const reportSchema = z.object({
  reason: z
    .enum(REPORT_REASONS)
    .nullable()
    .refine((reason) => reason !== null, { error: () => catalog.t('report.chooseReason') }),
  details: z
    .string()
    .trim()
    .refine((details) => chars(details) <= REPORT_DETAILS_MAX, {
      error: () => catalog.t('report.tooLong', { max: formatCount(REPORT_DETAILS_MAX) }),
    }),
});

const quietLinkClass =
  'inline-flex items-center gap-1.5 text-sm text-stone-500 underline-offset-2 hover:text-red-800 hover:underline';

/** The dialog's form: the four reasons, the shopper's own words, Send and Cancel. */
function ReportForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const t = catalog.useT();
  const legendId = useId();
  const reasonErrorId = useId();
  const report = useReportProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(reportSchema),
    defaultValues: { reason: null as ReportReason | null, details: '' },
  });
  const length = chars(useWatch({ control, name: 'details' }).trim());

  const submit = handleSubmit(async ({ reason, details }) => {
    setFormError(null);
    try {
      await report.mutateAsync({
        productId,
        reason: reason as ReportReason,
        ...(details === '' ? {} : { details }),
      });
      onDone();
      toast.success(catalog.t('report.sent'));
    } catch (error) {
      if (isAlreadyReported(error)) {
        onDone();
        toast.info(catalog.t('report.alreadyReported'));
        return;
      }
      setFormError(applyServerError(error, setError, { fields: [FIELD.reason, FIELD.details] }));
    }
  });

  return (
    <FormDialogFrame
      title={t('report.title')}
      description={t('report.description')}
      busy={isSubmitting}
      onCancel={onDone}
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-5">
        <FormAlert>{formError}</FormAlert>
        <fieldset
          aria-labelledby={legendId}
          aria-invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? reasonErrorId : undefined}
          className="space-y-2"
        >
          <legend id={legendId} className="text-sm font-medium text-stone-900">
            {t('report.why')}
          </legend>
          {REPORT_REASONS.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm text-stone-800">
              <input
                type="radio"
                value={code}
                className="h-4 w-4 accent-brand-700"
                {...register(FIELD.reason)}
              />
              {t(REASON_KEYS[code])}
            </label>
          ))}
          <FieldError id={reasonErrorId} message={errors.reason?.message} />
        </fieldset>
        <TextAreaField
          label={t('report.detailsLabel')}
          optional
          rows={4}
          maxLength={REPORT_DETAILS_MAX}
          hint={t('report.count', { length: formatCount(length), max: formatCount(REPORT_DETAILS_MAX) })}
          error={errors.details?.message}
          {...register(FIELD.details)}
        />
        <FormDialogButtons
          cancelLabel={t('report.cancel')}
          confirmLabel={t('report.send')}
          pendingLabel={t('report.sending')}
          busy={isSubmitting}
          onCancel={onDone}
        />
      </form>
    </FormDialogFrame>
  );
}

/**
 * "Report this product", quietly under the product's details (docs/catalog.md "Moderation"): a
 * signed-in shopper tells the Admin what is wrong with it; a visitor is asked to sign in first and
 * comes back here. Sellers, signed in to their shop only, do not report.
 */
export function ReportProduct({ productId }: { productId: string }) {
  const t = catalog.useT();
  const location = useLocation();
  const { data: user } = useUser();
  const { data: seller } = useSeller();
  const [open, setOpen] = useState(false);

  if (!user) {
    if (seller) return null;
    return (
      <div>
        <Link to={paths.login({ next: here(location) })} className={quietLinkClass}>
          <Flag className="h-4 w-4" aria-hidden="true" />
          {t('report.link')}
        </Link>
      </div>
    );
  }
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)} className={quietLinkClass}>
        <Flag className="h-4 w-4" aria-hidden="true" />
        {t('report.link')}
      </button>
      {open && <ReportForm productId={productId} onDone={() => setOpen(false)} />}
    </div>
  );
}
