import { zodResolver } from '@hookform/resolvers/zod';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ApiError } from '@/lib/api';

import {
  REVIEW_LIMITS,
  type ReviewForm as ReviewValues,
  reviewFormSchema,
  useCreateReview,
} from '../api/create-review';
import { catalog } from '../i18n';

const EMPTY: ReviewValues = { rating: 0, comment: '' };
const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A signed-in shopper's review: 1 to 5 stars and an optional comment. Only a shopper who has
 * received the product may review it; the server says so (403 `not_a_buyer`) and the form shows it.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const t = catalog.useT();
  const createReview = useCreateReview();
  const [formError, setFormError] = useState<string | null>(null);
  const ids = useId();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(reviewFormSchema), defaultValues: EMPTY });
  const commentLength = Array.from(useWatch({ control, name: 'comment' })).length;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      toast.success(await createReview.mutateAsync({ productId, ...values }));
      reset(EMPTY);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFormError(t('review.failed'));
        return;
      }
      // Problems the server ties to a field go next to it; anything else above the form.
      let placed = false;
      for (const field of ['rating', 'comment'] as const) {
        const message = error.fields[field];
        if (message) {
          setError(field, { type: 'server', message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFormError(error.message);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ids}-title`}
      className="space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${ids}-title`} className="text-base font-semibold text-stone-900">
        {t('review.title')}
      </h3>
      {formError && (
        <div
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {formError}
        </div>
      )}

      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <fieldset aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}>
            <legend className="text-sm font-medium text-stone-800">{t('review.rating')}</legend>
            <div className="mt-1 flex gap-1">
              {RATINGS.map((rating) => (
                <label key={rating} className="cursor-pointer">
                  <input
                    type="radio"
                    name={field.name}
                    value={rating}
                    checked={field.value === rating}
                    onChange={() => field.onChange(rating)}
                    onBlur={field.onBlur}
                    ref={rating === 1 ? field.ref : undefined}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{t('review.stars', { count: rating })}</span>
                  <Star
                    className={`h-7 w-7 rounded-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
                      field.value >= rating ? 'text-saffron-500' : 'text-stone-300 hover:text-saffron-400'
                    }`}
                    fill="currentColor"
                    strokeWidth={0}
                    aria-hidden="true"
                  />
                </label>
              ))}
            </div>
            {errors.rating?.message && (
              <p id={`${ids}-rating-error`} className="mt-1 text-sm text-red-700">
                {errors.rating.message}
              </p>
            )}
          </fieldset>
        )}
      />

      <div className="space-y-1.5">
        <label htmlFor={`${ids}-comment`} className="block text-sm font-medium text-stone-800">
          {t('review.comment')} <span className="font-normal text-stone-500">{t('review.optional')}</span>
        </label>
        <textarea
          id={`${ids}-comment`}
          rows={4}
          aria-invalid={Boolean(errors.comment)}
          aria-describedby={`${ids}-comment-count${errors.comment ? ` ${ids}-comment-error` : ''}`}
          className={`block w-full rounded-md border bg-white px-3 py-2.5 text-stone-900 shadow-xs focus:outline-2 focus:outline-offset-0 sm:text-sm ${
            errors.comment
              ? 'border-red-500 focus:outline-red-500'
              : 'border-stone-300 focus:outline-brand-500'
          }`}
          {...register('comment')}
        />
        <p
          id={`${ids}-comment-count`}
          className={`text-xs ${commentLength > REVIEW_LIMITS.commentMax ? 'text-red-700' : 'text-stone-500'}`}
        >
          {t('review.characters', { count: commentLength, max: REVIEW_LIMITS.commentMax })}
        </p>
        {errors.comment?.message && (
          <p id={`${ids}-comment-error`} className="text-sm text-red-700">
            {errors.comment.message}
          </p>
        )}
      </div>

      <button
        type="submit"
        disabled={createReview.isPending}
        aria-busy={createReview.isPending}
        className="inline-flex items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {createReview.isPending ? t('review.submitting') : t('review.submit')}
      </button>
    </form>
  );
}
