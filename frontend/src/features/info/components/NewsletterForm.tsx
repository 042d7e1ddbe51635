import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';

import { applyServerError, sentence } from '@/components/form';

import { failureMessage } from '../api/failure';
import { useSubscribe } from '../api/subscribe';
import { newsletter } from '../newsletter/i18n';
import { newsletterSchema } from '../validation';

/**
 * The footer's newsletter sign-up: one email field. A new subscriber's 20% off coupon is emailed
 * by the server; an address already subscribed gets the server's "already subscribed" message.
 * Drawn for the footer's dark background.
 */
export function NewsletterForm({ labelledBy }: { labelledBy: string }) {
  const t = newsletter.useT();
  const subscribe = useSubscribe();
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(newsletterSchema), defaultValues: { email: '' } });
  // Registered here, not in the JSX: the field name is not a text people read.
  const emailField = register('email');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const emailError = errors.email?.message;

  const onSubmit = handleSubmit(async (values) => {
    setSubscribed(null);
    setFormError(null);
    try {
      setSubscribed(await subscribe.mutateAsync(values));
      reset();
    } catch (error) {
      const message = applyServerError(error, setError, { fields: ['email'] });
      setFormError(message && failureMessage(error, message));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} className="space-y-2">
      <div className={`flex overflow-hidden rounded-md bg-white ${emailError ? 'ring-2 ring-red-300' : ''}`}>
        <label htmlFor={inputId} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          aria-invalid={Boolean(emailError)}
          aria-describedby={emailError ? errorId : undefined}
          className="min-w-0 flex-1 px-3 py-2 text-sm text-stone-900 outline-none"
          {...emailField}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          aria-busy={subscribe.isPending}
          className="bg-saffron-500 px-4 text-sm font-bold text-stone-900 hover:bg-saffron-400 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {subscribe.isPending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      {emailError && (
        <p id={errorId} className="text-sm text-red-200">
          {sentence(emailError)}
        </p>
      )}
      {formError && (
        <p role="alert" className="text-sm text-red-200">
          {formError}
        </p>
      )}
      {/* Always present, so screen readers announce the answer when it arrives. */}
      <div aria-live="polite" className="text-sm font-medium text-white">
        {subscribed}
      </div>
    </form>
  );
}
