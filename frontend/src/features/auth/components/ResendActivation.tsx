import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

import { ErrorCode } from '@/api';
import {
  FormAlert,
  FormNotice,
  SubmitButton,
  TextField,
  applyServerError,
  secondaryButtonClass,
} from '@/components/form';
import { ApiError } from '@/lib/api';

import { useShopActivationResend } from '../api/shop-activation-resend';
import { auth } from '../i18n';
import { forgotPasswordSchema } from '../validation';

// Asking for a new activation link, from the two places a seller finds theirs does not work: the
// seller sign-in (403 `shop_not_active`) and the activation page (400 `invalid_token`). The server
// answers the same message whether or not a shop awaits activation; it stays on the page, since it
// says how long the new link works.

/**
 * What to say about a failed request that no field explains. The server's 429 already says how
 * long to wait; a 429 from anything in between (a proxy) has no message of its own to show.
 */
function failureMessage(error: unknown, message: string): string {
  if (error instanceof ApiError && error.status === 429 && error.code !== ErrorCode.TOO_MANY_REQUESTS) {
    return auth.t('resend.tooMany');
  }
  return message;
}

/** True when a shop's sign-in failed only because the shop has not been activated. */
export const isShopNotActive = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.SHOP_NOT_ACTIVE;

/**
 * One button that sends a new link to `email`, the address just used to sign in. A problem with
 * that address goes to `onEmailProblem` (the sign-in form shows it on its email field); any other
 * is said under the button.
 */
export function ResendActivationButton({
  email,
  onEmailProblem,
}: {
  email: string;
  onEmailProblem: (message: string) => void;
}) {
  const t = auth.useT();
  const resend = useShopActivationResend();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setProblem(null);
    try {
      setSent(await resend.mutateAsync({ email }));
    } catch (error) {
      if (!(error instanceof ApiError)) setProblem(auth.t('resend.failed'));
      else if (error.fields.email) onEmailProblem(error.fields.email);
      else setProblem(failureMessage(error, error.message));
    }
  };

  if (sent) {
    return (
      <FormNotice title={t('form.checkEmail')}>
        <p>{sent}</p>
      </FormNotice>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void send()}
        disabled={resend.isPending}
        aria-busy={resend.isPending}
        className={`${secondaryButtonClass} w-full py-2.5`}
      >
        {resend.isPending ? t('form.sending') : t('resend.send')}
      </button>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The email of the shop to send a new link to, and the button; then the server's answer. */
export function ResendActivationForm() {
  const t = auth.useT();
  const resend = useShopActivationResend();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent(await resend.mutateAsync(values));
    } catch (error) {
      const message = applyServerError(error, setError, { fields: ['email'] });
      setFormError(message && failureMessage(error, message));
    }
  });

  if (sent) {
    return (
      <FormNotice title={t('form.checkEmail')}>
        <p>{sent}</p>
      </FormNotice>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{formError}</FormAlert>
      <TextField
        label={t('field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t('resend.emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <SubmitButton pending={resend.isPending} pendingLabel={t('form.sending')}>
        {t('resend.send')}
      </SubmitButton>
    </form>
  );
}
