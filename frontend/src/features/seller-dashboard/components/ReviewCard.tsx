import { Circle, CircleCheck, ClipboardList, Hourglass, type LucideIcon, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { LoadError } from '@/components/ListPage';
import { FieldError, FormAlert, primaryButtonClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';
import type { Seller } from '@/lib/session';

import {
  CHECKLIST_KEYS,
  type ChecklistKey,
  type ReviewStatus,
  isChecklistKey,
  useReviewChecklist,
} from '../api/get-review-checklist';
import { isReviewIncomplete, useSubmitReview } from '../api/submit-review';
import { type SellerDashboardKey, sellerDashboard } from '../i18n';
import { cardLinkClass } from './ui';

/** Each item's texts (`review.item.<key>.title`, `.hint`, `.action`) and where it is done. */
const ITEMS: Record<ChecklistKey, { to: string }> = {
  description: { to: paths.shopSettings() },
  gstin: { to: paths.shopSettings() },
  pan: { to: paths.shopSettings() },
  withdrawMethod: { to: paths.shopWithdraw() },
  products: { to: paths.shopCreateProduct() },
};

/** How the card looks and what it says for each status but `approved`, which shows no card. */
const STATUS: Record<
  Exclude<ReviewStatus, 'approved'>,
  { Icon: LucideIcon; frame: string; icon: string; title: SellerDashboardKey; text: SellerDashboardKey }
> = {
  draft: {
    Icon: ClipboardList,
    frame: 'border-brand-200 bg-brand-50',
    icon: 'text-brand-700',
    title: 'review.draft.title',
    text: 'review.draft.text',
  },
  submitted: {
    Icon: Hourglass,
    frame: 'border-sky-200 bg-sky-50',
    icon: 'text-sky-700',
    title: 'review.submitted.title',
    text: 'review.submitted.text',
  },
  rejected: {
    Icon: ShieldAlert,
    frame: 'border-red-200 bg-red-50',
    icon: 'text-red-700',
    title: 'review.rejected.title',
    text: 'review.rejected.text',
  },
};

/** What the server said is missing, item by item, after a refused submission. */
type Problems = Partial<Record<ChecklistKey, string>>;

function problemsOf(error: ApiError): Problems {
  const problems: Problems = {};
  for (const [key, message] of Object.entries(error.fields)) if (isChecklistKey(key)) problems[key] = message;
  return problems;
}

/**
 * For a shop the Admin has not approved yet (docs/identity.md "A shop's review"): where its review
 * stands (and, when it was sent back, the Admin's reason), the five things it needs, each done or
 * not with the way to where it is done, the declaration of not being registered for GST for a shop
 * without a GSTIN, and the button that submits it. Nothing of the shop is public until approved.
 */
export function ReviewCard({ seller }: { seller: Seller }) {
  const t = sellerDashboard.useT();
  const titleId = useId();
  const listId = useId();
  const errorId = useId();
  const hintId = useId();
  const checklist = useReviewChecklist(seller._id);
  const submit = useSubmitReview(seller._id);
  const [declared, setDeclared] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);

  // The checklist is read afresh each time the dashboard opens; until then the session's seller says.
  const status = checklist.data?.reviewStatus ?? seller.reviewStatus;
  if (status === 'approved') return null;
  const reason = checklist.data ? checklist.data.reviewReason : seller.reviewReason;
  const look = STATUS[status];
  const done = (key: ChecklistKey) => checklist.data?.items.find((item) => item.key === key)?.done ?? false;
  const doneCount = CHECKLIST_KEYS.filter(done).length;
  const waiting = status === 'submitted';
  const offerDeclaration = !waiting && checklist.data !== undefined && !done('gstin');

  const onSubmit = async () => {
    setFormError(null);
    setProblems({});
    try {
      await submit.mutateAsync(offerDeclaration && declared ? { gstUnregistered: true } : {});
      toast.success(sellerDashboard.t('review.sent'));
    } catch (error) {
      if (isReviewIncomplete(error)) setProblems(problemsOf(error));
      // A 401 has already forgotten the seller; the guard is taking them to sign in.
      setFormError(error instanceof ApiError ? error.message : sellerDashboard.t('review.failed'));
    }
  };

  let items;
  if (checklist.isPending) items = <p className="text-sm text-stone-600">{t('review.loading')}</p>;
  else if (checklist.isError)
    items = <LoadError message={checklist.error.message} onRetry={() => void checklist.refetch()} />;
  else
    items = (
      <>
        <p id={listId} className="text-sm font-semibold text-stone-800">
          {t('review.progress', { done: formatCount(doneCount), total: formatCount(CHECKLIST_KEYS.length) })}
        </p>
        <ol
          aria-labelledby={listId}
          className="mt-3 divide-y divide-stone-100 rounded-md border border-stone-200 bg-white"
        >
          {CHECKLIST_KEYS.map((key) => {
            const finished = done(key);
            const problem = finished ? undefined : problems[key];
            const declaredBefore = key === 'gstin' && finished && !seller.gstin && seller.gstUnregistered;
            return (
              <li key={key} className={`flex gap-3 p-4 ${problem ? 'bg-red-50/60' : ''}`}>
                {finished ? (
                  <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-hidden="true" />
                ) : (
                  <Circle className="mt-0.5 h-5 w-5 shrink-0 text-stone-400" aria-hidden="true" />
                )}
                <div className="min-w-0 flex-1 sm:flex sm:items-start sm:justify-between sm:gap-6">
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="font-semibold text-stone-900">{t(`review.item.${key}.title`)}</span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
                          finished ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-700'
                        }`}
                      >
                        {finished ? t('review.done') : t('review.toDo')}
                      </span>
                    </p>
                    <p className="max-w-2xl text-sm text-stone-600">
                      {declaredBefore ? t('review.item.gstin.declared') : t(`review.item.${key}.hint`)}
                    </p>
                    <FieldError id={key === 'gstin' ? errorId : undefined} message={problem} />
                    {key === 'gstin' && offerDeclaration && (
                      <div className="mt-2 max-w-2xl rounded-md border border-stone-200 bg-stone-50 p-3">
                        <label className="flex items-start gap-2 text-sm font-medium text-stone-900">
                          <input
                            type="checkbox"
                            checked={declared}
                            onChange={(event) => setDeclared(event.target.checked)}
                            disabled={submit.isPending}
                            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
                            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
                          />
                          {t('review.declare')}
                        </label>
                        <p id={hintId} className="mt-1 pl-6 text-xs text-stone-600">
                          {t('review.declareHint')}
                        </p>
                      </div>
                    )}
                  </div>
                  <Link
                    to={ITEMS[key].to}
                    className={`${cardLinkClass} mt-2 inline-block sm:mt-0 sm:max-w-56 sm:shrink-0 sm:text-right`}
                  >
                    {t(`review.item.${key}.action`)}
                  </Link>
                </div>
              </li>
            );
          })}
        </ol>
      </>
    );

  return (
    <section aria-labelledby={titleId} className={`rounded-md border p-4 sm:p-6 ${look.frame}`}>
      <div className="flex gap-3">
        <look.Icon className={`mt-0.5 h-6 w-6 shrink-0 ${look.icon}`} aria-hidden="true" />
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-stone-900">
            {t(look.title)}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-stone-700">{t(look.text)}</p>
        </div>
      </div>
      {status === 'rejected' && reason && (
        <div className="mt-4 rounded-md border border-red-300 bg-white p-4">
          <p className="text-xs font-semibold tracking-wide text-red-800 uppercase">{t('review.reason')}</p>
          <p className="mt-1 text-base font-medium wrap-break-word whitespace-pre-line text-stone-900">
            {reason}
          </p>
        </div>
      )}
      <div className="mt-5">{items}</div>
      {!waiting && (
        <div className="mt-5 space-y-3">
          <FormAlert>{formError}</FormAlert>
          <button
            type="button"
            onClick={() => void onSubmit()}
            disabled={submit.isPending}
            aria-busy={submit.isPending}
            className={`${primaryButtonClass} w-full sm:w-auto`}
          >
            {submit.isPending ? t('review.submitting') : t('review.submit')}
          </button>
        </div>
      )}
    </section>
  );
}
