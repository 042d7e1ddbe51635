import type { ProductReviewItem } from '@/api';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { ReasonDialog } from '@/components/ReasonDialog';
import { ApiError } from '@/lib/api';
import { formatWhen } from '@/lib/dates';
import { formatRupees } from '@/lib/money';
import { PagedList, SearchBox, useListParams } from '@/components/table';

import { isNothingToReview, useDecideProductReview } from '../api/decide-product-review';
import { REVIEW_REASON_LIMITS } from '../api/decide-seller-review';
import { failureMessage } from '../api/failure';
import { useProductReviews } from '../api/get-product-reviews';
import { Thumbnail } from '../components/Thumbnail';
import { Badge, cardClass, rowDangerButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';
import { type AdminKey, admin } from '../i18n';

/** The row button that puts a product live: filled, as the page's main action. */
const approveButtonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';

/** The reasons a shopper reports a product for, in words; one the page does not know is shown as sent. */
const REPORT_REASONS: Record<string, AdminKey> = {
  counterfeit: 'productReviews.reason.counterfeit',
  prohibited: 'productReviews.reason.prohibited',
  wrong_information: 'productReviews.reason.wrongInformation',
  offensive: 'productReviews.reason.offensive',
};

const reasonInWords = (reason: string) =>
  Object.hasOwn(REPORT_REASONS, reason) ? admin.t(REPORT_REASONS[reason]!) : reason;

/** Text as its writer wrote it: line breaks kept, long words wrapped. */
const Written = ({ children }: { children: string }) => (
  <span className="block max-w-prose wrap-break-word whitespace-pre-line">{children}</span>
);

/**
 * One product waiting for the Admin: a new (or edited after a rejection) product held for approval,
 * or a live product shoppers reported, with what they said.
 */
function ProductToReview({
  item,
  busy,
  onApprove,
  onReject,
}: {
  item: ProductReviewItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = admin.useT();
  const titleId = useId();
  const pending = item.moderation?.status === 'pending';
  const previousReason = item.moderation?.reason ?? null;
  return (
    <article aria-labelledby={titleId} className={cardClass}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-3">
          <Thumbnail src={item.thumbnail ?? undefined} className="h-16 w-16" />
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold wrap-break-word text-stone-900">
              {item.name}
            </h2>
            <p className="text-sm text-stone-600">
              {t('productReviews.byShop', { shop: item.shopName })} · {item.category} ·{' '}
              <span className="font-medium text-stone-900">{formatRupees(item.sellingPrice)}</span>
            </p>
            <p className="text-sm text-stone-600">
              <time dateTime={item.waitingSince}>
                {t('productReviews.waitingSince', { when: formatWhen(item.waitingSince) })}
              </time>
            </p>
          </div>
        </div>
        <span className="flex shrink-0 flex-wrap gap-2">
          {item.isEvent && <Badge tone="sky">{t('productReviews.event')}</Badge>}
          {pending ? (
            <Badge tone="amber">{t('productReviews.newProduct')}</Badge>
          ) : (
            <Badge tone="red">{t('productReviews.reported')}</Badge>
          )}
        </span>
      </div>

      {previousReason !== null && (
        <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
          <p className="font-semibold text-amber-900">{t('productReviews.previousReason')}</p>
          <p className="mt-1 text-stone-900">
            <Written>{previousReason}</Written>
          </p>
        </div>
      )}

      {item.reports.length > 0 && (
        <div className="mt-4 text-sm">
          <h3 className="font-semibold text-stone-900">{t('productReviews.reports')}</h3>
          <ul className="mt-1 flex flex-wrap gap-2" aria-label={t('productReviews.reports')}>
            {item.reports.map((report) => (
              <li key={report.reason} className="rounded-md bg-red-50 px-2 py-1 text-red-900">
                {t('productReviews.reportCount', {
                  reason: reasonInWords(report.reason),
                  count: report.count,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {item.reportDetails.length > 0 && (
        <div className="mt-4 text-sm">
          <h3 className="font-semibold text-stone-900">{t('productReviews.reportDetails')}</h3>
          <ul className="mt-1 space-y-2">
            {item.reportDetails.map((details, index) => (
              <li key={index} className="border-l-4 border-stone-200 pl-3 text-stone-800">
                <Written>{details}</Written>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="mt-5 flex flex-col gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={onApprove}
          aria-label={t('productReviews.approveLabel', { product: item.name })}
          className={approveButtonClass}
        >
          {t('productReviews.approve')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={onReject}
          aria-label={t('productReviews.rejectLabel', { product: item.name })}
          className={rowDangerButtonClass}
        >
          {t('productReviews.reject')}
        </button>
      </div>
    </article>
  );
}

/**
 * /admin-products-review: the products waiting for the Admin (docs/catalog.md "Moderation"),
 * longest waiting first. Approving puts a new product on the storefront (a reported one stays
 * there, its reports closed); rejecting takes it off with a reason its seller reads, and the
 * seller's next edit sends it back here. The seller is notified either way.
 */
export function ProductReviewsPage() {
  const t = admin.useT();
  const { page, limit, search, searchFor, setSearch } = useListParams();
  const queue = useProductReviews({ page, limit, search });
  const decide = useDecideProductReview();
  const pending = usePendingIds();
  const [approving, setApproving] = useState<ProductReviewItem | null>(null);
  const [rejecting, setRejecting] = useState<ProductReviewItem | null>(null);

  /** A refusal: decided elsewhere meanwhile (the list reloads to show it), or something else. */
  const refused = (error: unknown, fallback: string) => {
    if (isNothingToReview(error)) toast.info(admin.t('productReviews.alreadyDecided'));
    else toast.error(failureMessage(error, fallback));
  };

  const approve = () => {
    if (!approving) return;
    const item = approving;
    setApproving(null);
    void pending
      .track(
        item.productId,
        decide.mutateAsync({ productId: item.productId, decision: { decision: 'approve' } }),
      )
      .then(
        () => toast.success(admin.t('productReviews.approved', { product: item.name })),
        (error: unknown) => refused(error, admin.t('productReviews.approveFailed', { product: item.name })),
      );
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const item = rejecting;
    try {
      await pending.track(
        item.productId,
        decide.mutateAsync({ productId: item.productId, decision: { decision: 'reject', reason } }),
      );
      setRejecting(null);
      toast.success(admin.t('productReviews.rejected', { product: item.name }));
    } catch (error) {
      // A problem with the reason itself is shown in the dialog, which stays open.
      if (error instanceof ApiError && error.fields.reason) throw error;
      setRejecting(null);
      refused(error, admin.t('productReviews.rejectFailed', { product: item.name }));
    }
  };

  return (
    <ListPage
      title={t('productReviews.title')}
      owner={t('productReviews.subtitle')}
      count={queue.data?.total}
      noun={(count) => t('productReviews.count', { count })}
      filters={
        <div className="space-y-4">
          <p className="max-w-3xl text-sm text-stone-600">{t('productReviews.intro')}</p>
          <div className="lg:max-w-md">
            <SearchBox
              label={t('productReviews.search')}
              hint={t('productReviews.searchHint')}
              placeholder={t('productReviews.searchPlaceholder')}
              value={search}
              onSearch={setSearch}
            />
          </div>
        </div>
      }
    >
      <PagedList
        list={queue}
        page={page}
        searchFor={searchFor}
        loadingLabel={t('productReviews.loading')}
        empty={
          <EmptyState
            icon={<Flag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={t('productReviews.empty')}
          >
            <p>{t('productReviews.emptyText')}</p>
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="space-y-4" aria-label={t('productReviews.title')}>
            {items.map((item) => (
              <li key={item.productId}>
                <ProductToReview
                  item={item}
                  busy={pending.isPending(item.productId)}
                  onApprove={() => setApproving(item)}
                  onReject={() => setRejecting(item)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={approving !== null}
        title={t('productReviews.approveTitle', { product: approving?.name ?? '' })}
        confirmLabel={t('productReviews.approveConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={approve}
        onCancel={() => setApproving(null)}
      >
        <p>
          {approving?.moderation
            ? t('productReviews.approveBodyNew')
            : t('productReviews.approveBodyReported')}
        </p>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        texts={{
          title: t('productReviews.rejectTitle', { product: rejecting?.name ?? '' }),
          label: t('productReviews.reasonLabel'),
          hint: t('productReviews.reasonHint'),
          confirmLabel: t('productReviews.rejectConfirm'),
          pendingLabel: t('productReviews.rejecting'),
          cancelLabel: t('common.cancel'),
          count: (length, max) => admin.t('reason.count', { length, max }),
          tooShort: (min) => admin.t('reason.tooShort', { min }),
          tooLong: (_, max) => admin.t('reason.tooLong', { max }),
        }}
        limits={REVIEW_REASON_LIMITS}
        onSubmit={reject}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && <p>{t('productReviews.rejectBody', { product: rejecting.name })}</p>}
      </ReasonDialog>
    </ListPage>
  );
}
