import type { AdminGrievanceDto } from '@/api';
import { type ReactNode, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { FormAlert, TextAreaField, applyServerError, primaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatWhen } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';

import {
  ANSWER_LIMITS,
  type GrievanceDecision,
  answerLength,
  isGrievanceClosed,
  useDecideGrievance,
} from '../api/decide-grievance';
import { admin } from '../i18n';
import { None } from './ui';

/** One of the complaint's texts under its small heading: the message, the latest answer. */
function Passage({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-1.5">
      <h3 id={headingId} className="text-xs font-semibold tracking-wide text-stone-500 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Text as its writer wrote it: line breaks kept, long words wrapped. */
const Written = ({ children }: { children: string }) => (
  <p className="max-w-prose text-sm leading-6 wrap-break-word whitespace-pre-line text-stone-900">
    {children}
  </p>
);

/** A button for what cannot be taken back, as big as the form's main one: Close complaint. */
const closeButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-800 hover:border-red-500 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The officer's answer or closing. One box serves both: "Send answer" needs 10 to 5000
 * characters; "Close complaint" (once confirmed: a closed complaint takes no more answers) sends
 * what is in it as a last word, or nothing when it is empty. A problem the server pins on `answer`
 * is shown under the box; a refusal because the complaint was closed meanwhile is told to the
 * panel (`onClosedMeanwhile`), which outlives the form.
 */
function DecisionForm({
  grievance,
  onClosedMeanwhile,
}: {
  grievance: AdminGrievanceDto;
  onClosedMeanwhile: (message: string) => void;
}) {
  const t = admin.useT();
  const decide = useDecideGrievance();
  const [formError, setFormError] = useState<string | null>(null);
  const [acting, setActing] = useState<GrievanceDecision['status'] | null>(null);
  /** The closing waiting for the Admin's yes, with its last word ('' for none). */
  const [confirming, setConfirming] = useState<{ lastWord: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm({ defaultValues: { answer: '' } });
  const length = answerLength(useWatch({ control, name: 'answer' }));
  const { name, email } = grievance.from;

  /** What is wrong with `text` for `status`, in words, or null. */
  const problem = (status: GrievanceDecision['status'], text: string) => {
    const count = answerLength(text);
    if (count > ANSWER_LIMITS.max)
      return admin.t('grievances.tooLong', { max: formatCount(ANSWER_LIMITS.max) });
    if (status === 'closed')
      return count === 0 || count >= ANSWER_LIMITS.min
        ? null
        : admin.t('grievances.lastWordTooShort', { min: ANSWER_LIMITS.min });
    return count >= ANSWER_LIMITS.min ? null : admin.t('grievances.tooShort', { min: ANSWER_LIMITS.min });
  };

  /** Checks the box for `status`; answers its text, trimmed, or null after showing what is wrong. */
  const checked = (status: GrievanceDecision['status'], answer: string) => {
    setFormError(null);
    clearErrors();
    const wrong = problem(status, answer);
    if (!wrong) return answer.trim();
    setError('answer', { type: 'limits', message: wrong }, { shouldFocus: true });
    return null;
  };

  const send = async (decision: GrievanceDecision) => {
    setActing(decision.status);
    try {
      await decide.mutateAsync({ id: grievance._id, decision });
      reset({ answer: '' });
      toast.success(
        decision.status === 'answered'
          ? admin.t('grievances.answerSent', { ticket: grievance.ticket, name })
          : admin.t('grievances.closedDone', { ticket: grievance.ticket, name }),
      );
    } catch (error) {
      if (isGrievanceClosed(error)) onClosedMeanwhile((error as ApiError).message);
      else setFormError(applyServerError(error, setError, { fields: ['answer'] }));
    } finally {
      setActing(null);
    }
  };

  const answer = handleSubmit(async ({ answer: text }) => {
    const words = checked('answered', text);
    if (words !== null) await send({ status: 'answered', answer: words });
  });

  const askToClose = handleSubmit(({ answer: text }) => {
    const lastWord = checked('closed', text);
    if (lastWord !== null) setConfirming({ lastWord });
  });

  const close = () => {
    if (!confirming) return;
    const { lastWord } = confirming;
    setConfirming(null);
    void send(lastWord ? { status: 'closed', answer: lastWord } : { status: 'closed' });
  };

  const busy = acting !== null;
  return (
    <form onSubmit={answer} noValidate className="space-y-4">
      <FormAlert>{formError}</FormAlert>
      <TextAreaField
        label={t('grievances.answerLabel')}
        rows={5}
        maxLength={ANSWER_LIMITS.max}
        hint={`${t('grievances.answerHint', { name, email })} ${t('reason.count', {
          length: formatCount(length),
          max: formatCount(ANSWER_LIMITS.max),
        })}`}
        error={errors.answer?.message}
        readOnly={busy}
        {...register('answer')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
        <button
          type="submit"
          disabled={busy}
          aria-busy={acting === 'answered'}
          className={primaryButtonClass}
        >
          {acting === 'answered' ? t('grievances.sending') : t('grievances.send')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={acting === 'closed'}
          onClick={(event) => void askToClose(event)}
          className={closeButtonClass}
        >
          {acting === 'closed' ? t('grievances.closing') : t('grievances.close')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('grievances.closeTitle', { ticket: grievance.ticket })}
        confirmLabel={t('grievances.close')}
        cancelLabel={t('common.cancel')}
        onConfirm={close}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.lastWord
            ? t('grievances.closeWithWord', { name })
            : t('grievances.closeWithoutWord', { name })}
        </p>
      </ConfirmDialog>
    </form>
  );
}

/**
 * A complaint opened in place: the whole message, the officer's latest answer, and (until it is
 * closed) the form to answer or close it. A closed complaint shows its answer read-only.
 */
export function GrievancePanel({ grievance, id }: { grievance: AdminGrievanceDto; id: string }) {
  const t = admin.useT();
  const [closedMeanwhile, setClosedMeanwhile] = useState<string | null>(null);
  const closed = grievance.status === 'closed';
  const refusal = closedMeanwhile && (
    <FormAlert>{t('grievances.alreadyClosed', { message: closedMeanwhile })}</FormAlert>
  );
  return (
    <div id={id} className="space-y-5">
      {/* Above the rest, so it stays put when the complaint redraws as closed. */}
      {refusal}
      {/* On a wide screen, what was said on the left and the form on the right, while there is one. */}
      <div className={closed ? 'max-w-prose' : 'grid gap-6 lg:grid-cols-2 lg:gap-10'}>
        <div className="min-w-0 space-y-5">
          <Passage title={t('grievances.message')}>
            <p className="text-sm font-semibold wrap-break-word text-stone-900">{grievance.subject}</p>
            <Written>{grievance.message}</Written>
          </Passage>
          <Passage title={t('grievances.latestAnswer')}>
            {grievance.answer ? (
              <Written>{grievance.answer}</Written>
            ) : (
              <None>{t('grievances.noAnswer')}</None>
            )}
            {(grievance.answeredAt || grievance.closedAt) && (
              <ul className="space-y-0.5 text-xs text-stone-500">
                {grievance.answeredAt && (
                  <li>
                    <time dateTime={grievance.answeredAt}>
                      {t('grievances.answeredOn', { when: formatWhen(grievance.answeredAt) })}
                    </time>
                  </li>
                )}
                {grievance.closedAt && (
                  <li>
                    <time dateTime={grievance.closedAt}>
                      {t('grievances.closedOn', { when: formatWhen(grievance.closedAt) })}
                    </time>
                  </li>
                )}
              </ul>
            )}
          </Passage>
          {closed && <p className="text-sm text-stone-600">{t('grievances.closedNote')}</p>}
        </div>
        {!closed && (
          <div className="min-w-0">
            <DecisionForm grievance={grievance} onClosedMeanwhile={setClosedMeanwhile} />
          </div>
        )}
      </div>
    </div>
  );
}
