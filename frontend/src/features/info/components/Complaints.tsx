import type { GrievanceDto } from '@/api';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { FormAlert, SubmitButton, TextAreaField, TextField, secondaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatDay } from '@/lib/dates';
import { shortId } from '@/lib/ids';
import { paths } from '@/lib/paths';
import { useSeller, useUser } from '@/lib/session';

import { failureMessage } from '../api/failure';
import { useFileGrievance, useMyGrievances } from '../api/grievances';
import { info } from '../i18n';

const LIMITS = { subject: { min: 3, max: 150 }, message: { min: 10, max: 5000 } } as const;

type Fields = { subject?: string; message?: string; orderId?: string };

/** The form's own checks, as the server makes them, so a slip is named before anything is sent. */
function check(subject: string, message: string): Fields {
  const t = info.t;
  const errors: Fields = {};
  const length = (text: string) => [...text.trim()].length;
  if (length(subject) < LIMITS.subject.min || length(subject) > LIMITS.subject.max) {
    errors.subject = t('grievance.form.subjectRule');
  }
  if (length(message) < LIMITS.message.min || length(message) > LIMITS.message.max) {
    errors.message = t('grievance.form.messageRule');
  }
  return errors;
}

/** One of the account's complaints: what was asked, where it stands, and the officer's answer. */
function Complaint({ complaint }: { complaint: GrievanceDto }) {
  const t = info.useT();
  const status = {
    open: t('grievance.status.open'),
    answered: t('grievance.status.answered'),
    closed: t('grievance.status.closed'),
  }[complaint.status as 'open' | 'answered' | 'closed'];
  return (
    <li className="space-y-2 rounded-md border border-stone-200 p-4">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">{complaint.subject}</span>
        <span className="rounded bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-800">
          {status ?? complaint.status}
        </span>
      </p>
      <p className="text-sm text-stone-600">
        {t('grievance.mine.meta', {
          ticket: complaint.ticket,
          filed: formatDay(complaint.createdAt),
          due: formatDay(complaint.dueBy),
        })}
      </p>
      {complaint.answer && (
        <div className="rounded bg-brand-50 p-3 text-sm text-stone-800">
          <p className="font-medium text-stone-900">{t('grievance.mine.answer')}</p>
          <p className="whitespace-pre-line">{complaint.answer}</p>
        </div>
      )}
    </li>
  );
}

/** The form, for a signed-in shopper or seller; `order` names the order it is about, if any. */
function ComplaintForm({ order }: { order: string | null }) {
  const t = info.useT();
  const file = useFileGrievance();
  const [, setParams] = useSearchParams();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Fields>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const filedHeading = useRef<HTMLHeadingElement>(null);
  const ids = useId();

  useEffect(() => {
    if (ticket) filedHeading.current?.focus();
  }, [ticket]);

  if (ticket) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-md border border-brand-200 bg-brand-50 p-5 text-brand-900"
      >
        <h3 ref={filedHeading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t('grievance.form.filedHeading')}
        </h3>
        <p>{t('grievance.form.filed', { ticket })}</p>
        <button type="button" onClick={() => setTicket(null)} className={secondaryButtonClass}>
          {t('grievance.form.another')}
        </button>
      </div>
    );
  }

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = check(subject, message);
    setErrors(found);
    if (found.subject || found.message) return;
    try {
      const filed = await file.mutateAsync({ subject, message, orderId: order });
      setSubject('');
      setMessage('');
      setTicket(filed);
    } catch (error) {
      const fields: Record<string, string> = error instanceof ApiError ? error.fields : {};
      const named: Fields = {
        subject: fields.subject,
        message: fields.message,
        orderId: fields.orderId,
      };
      setErrors(named);
      if (!named.subject && !named.message && !named.orderId) {
        setFormError(failureMessage(error, error instanceof Error ? error.message : String(error)));
      }
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('grievance.form.label')}
      className="space-y-4"
    >
      <FormAlert>{formError}</FormAlert>
      {order && (
        <p id={`${ids}-order`} className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          {t('grievance.form.about', { order: shortId(order) })}
          <button
            type="button"
            onClick={() => setParams({}, { replace: true })}
            className="font-medium text-brand-800 underline hover:no-underline"
          >
            {t('grievance.form.notAboutOrder')}
          </button>
        </p>
      )}
      {errors.orderId && (
        <p role="alert" className="text-sm text-red-700">
          {errors.orderId}
        </p>
      )}
      <TextField
        label={t('grievance.form.subject')}
        maxLength={LIMITS.subject.max}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <TextAreaField
        label={t('grievance.form.message')}
        hint={t('grievance.form.messageHint')}
        rows={6}
        maxLength={LIMITS.message.max}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
      />
      <SubmitButton
        pending={file.isPending}
        pendingLabel={t('grievance.form.sending')}
        className="w-full sm:w-auto"
      >
        {t('grievance.form.send')}
      </SubmitButton>
    </form>
  );
}

/**
 * The complaint form of /grievance and the account's complaints so far (docs/tax.md
 * "Disclosures"). Anyone signed in may complain, a shopper or a seller; `?order=` names the order
 * a complaint is about (the order pages link here with it).
 */
export function Complaints() {
  const t = info.useT();
  const user = useUser();
  const seller = useSeller();
  const [params] = useSearchParams();
  const signedIn = Boolean(user.data ?? seller.data);
  const mine = useMyGrievances(signedIn);

  if (user.isPending && seller.isPending) {
    return <p className="text-stone-500">{t('grievance.form.loading')}</p>;
  }
  if (!signedIn) {
    return (
      <p>
        {t('grievance.form.signInFirst')}{' '}
        <Link to={paths.login({ next: paths.grievance() })} className="font-medium text-brand-800 underline">
          {t('grievance.form.signIn')}
        </Link>{' '}
        ·{' '}
        <Link
          to={paths.shopLogin({ next: paths.grievance() })}
          className="font-medium text-brand-800 underline"
        >
          {t('grievance.form.sellerSignIn')}
        </Link>
      </p>
    );
  }
  const complaints = mine.data?.grievances ?? [];
  return (
    <div className="space-y-6">
      <ComplaintForm order={params.get('order')} />
      {complaints.length > 0 && (
        <section aria-labelledby="my-complaints" className="space-y-3">
          <h3 id="my-complaints" className="text-lg font-semibold text-stone-900">
            {t('grievance.mine.heading')}
          </h3>
          <ul className="space-y-3">
            {complaints.map((complaint) => (
              <Complaint key={complaint._id} complaint={complaint} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
