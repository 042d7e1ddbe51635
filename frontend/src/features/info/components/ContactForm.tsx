import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import {
  FieldError,
  FieldHint,
  FieldLabel,
  FormAlert,
  SubmitButton,
  TextField,
  applyServerError,
  controlClass,
  secondaryButtonClass,
} from '@/components/form';

import { failureMessage } from '../api/failure';
import { useSendContact } from '../api/send-contact';
import { info } from '../i18n';
import { newsletter } from '../newsletter/i18n';
import { CONTACT_LIMITS, type ContactValues, chars, contactSchema } from '../validation';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/**
 * The contact form of /contact. The server stores the message and emails it to Haat's team;
 * once sent, the form gives way to the server's answer and a button to write again.
 */
export function ContactForm() {
  const t = info.useT();
  // The email field's checks (../validation.ts) say their words from the newsletter's catalogue.
  newsletter.useT();
  const sendContact = useSendContact();
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  // Registered here, not in the JSX: the field names are not texts people read.
  const fields = {
    name: register('name'),
    email: register('email'),
    subject: register('subject'),
    message: register('message'),
  };
  const messageLength = chars(useWatch({ control, name: 'message' }));
  const ids = useId();
  const counterId = `${ids}-message-count`;
  const messageErrorId = `${ids}-message-error`;
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const wasSent = useRef(false);

  // Whoever pressed Send lands on the answer; whoever asks to write again, on the first field.
  useEffect(() => {
    if (sent) sentHeading.current?.focus();
    else if (wasSent.current) setFocus('name');
    wasSent.current = sent !== null;
  }, [sent, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setSent(await sendContact.mutateAsync(values));
      reset(EMPTY);
    } catch (error) {
      const message = applyServerError(error, setError, {
        fields: ['name', 'email', 'subject', 'message'],
      });
      setFormError(message && failureMessage(error, message));
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        className="space-y-4 rounded-md border border-brand-200 bg-brand-50 p-5 text-brand-900"
      >
        <h3 ref={sentHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('contactForm.sentHeading')}
        </h3>
        <p>{sent}</p>
        <button type="button" onClick={() => setSent(null)} className={secondaryButtonClass}>
          {t('contactForm.sendAnother')}
        </button>
      </div>
    );
  }

  const messageError = errors.message?.message;
  const overLimit = messageLength > CONTACT_LIMITS.message.max;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('contactForm.label')} className="space-y-5">
      <FormAlert>{formError}</FormAlert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('contactForm.name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name.max}
          error={errors.name?.message}
          {...fields.name}
        />
        <TextField
          label={t('contactForm.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...fields.email}
        />
      </div>
      <TextField
        label={t('contactForm.subject')}
        optional
        maxLength={CONTACT_LIMITS.subject}
        hint={t('contactForm.subjectHint')}
        error={errors.subject?.message}
        {...fields.subject}
      />
      <div className="space-y-1.5">
        <FieldLabel htmlFor={`${ids}-message`} label={t('contactForm.message')} />
        <textarea
          id={`${ids}-message`}
          rows={6}
          aria-invalid={Boolean(messageError)}
          aria-describedby={messageError ? `${counterId} ${messageErrorId}` : counterId}
          className={controlClass(Boolean(messageError))}
          {...fields.message}
        />
        <FieldHint
          id={counterId}
          hint={
            <span className={overLimit ? 'text-red-700' : undefined}>
              {t('contactForm.counter', {
                count: messageLength,
                max: CONTACT_LIMITS.message.max,
                min: CONTACT_LIMITS.message.min,
              })}
            </span>
          }
        />
        <FieldError id={messageErrorId} message={messageError} />
      </div>
      <SubmitButton
        pending={sendContact.isPending}
        pendingLabel={t('contactForm.sending')}
        className="w-full sm:w-auto"
      >
        {t('contactForm.send')}
      </SubmitButton>
    </form>
  );
}
