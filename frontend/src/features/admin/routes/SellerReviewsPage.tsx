import type { SellerReviewItem } from '@/api';
import { ShieldCheck } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { ReasonDialog } from '@/components/ReasonDialog';
import { ApiError } from '@/lib/api';
import { formatDay, formatWhen } from '@/lib/dates';
import { PagedList, SearchBox, useListParams } from '@/components/table';

import { REVIEW_REASON_LIMITS, isNotWaiting, useDecideSellerReview } from '../api/decide-seller-review';
import { failureMessage } from '../api/failure';
import { useSellerReviews } from '../api/get-seller-reviews';
import { PayoutDetails } from '../components/payout';
import { Badge, None, cardClass, linkClass, rowDangerButtonClass } from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';
import { admin } from '../i18n';

/** The row button that puts a shop live: filled, as the page's main action. */
const approveButtonClass =
  'inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50';

/** One of the shop's details: its label and its value. */
function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2 lg:col-span-3' : ''}`}>
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm wrap-break-word text-stone-900">{children}</dd>
    </div>
  );
}

/** Text as its writer wrote it: line breaks kept, long words wrapped. */
const Written = ({ children }: { children: string }) => (
  <span className="block max-w-prose wrap-break-word whitespace-pre-line">{children}</span>
);

/**
 * One shop waiting for review, with everything its seller filled in, for the Admin to check its
 * tax ids and payout method against each other before approving it or sending it back.
 */
function ShopToReview({
  shop,
  busy,
  onApprove,
  onReject,
}: {
  shop: SellerReviewItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = admin.useT();
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className={cardClass}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={shop.shopName} src={shop.avatar} size="md" />
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold wrap-break-word text-stone-900">
              {shop.shopName}
            </h2>
            {shop.submittedAt && (
              <p className="text-sm text-stone-600">
                <time dateTime={shop.submittedAt}>
                  {t('sellerReviews.submittedOn', { when: formatWhen(shop.submittedAt) })}
                </time>
              </p>
            )}
          </div>
        </div>
        {shop.previousReason !== null && (
          <span className="shrink-0">
            <Badge tone="amber">{t('sellerReviews.resubmitted')}</Badge>
          </span>
        )}
      </div>

      {shop.previousReason !== null && (
        <div className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
          <p className="font-semibold text-amber-900">{t('sellerReviews.previousReason')}</p>
          <p className="mt-1 text-stone-900">
            <Written>{shop.previousReason}</Written>
          </p>
        </div>
      )}

      <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact label={t('sellerReviews.ownerName')}>{shop.name}</Fact>
        <Fact label={t('sellerReviews.email')}>
          <a href={`mailto:${shop.email}`} className={`${linkClass} wrap-anywhere`}>
            {shop.email}
          </a>
        </Fact>
        <Fact label={t('sellerReviews.phone')}>
          <a href={`tel:+91${shop.phone}`} className={`${linkClass} whitespace-nowrap`}>
            {shop.phone}
          </a>
        </Fact>
        <Fact label={t('sellerReviews.address')}>
          {t('sellerReviews.addressValue', { address: shop.address, pin: shop.zipCode })}
        </Fact>
        <Fact label={t('sellerReviews.registeredAddress')}>
          {shop.registeredAddress ?? <None>{t('sellerReviews.sameAddress')}</None>}
        </Fact>
        <Fact label={t('sellerReviews.legalName')}>
          {shop.legalName ?? <None>{t('sellerReviews.noLegalName')}</None>}
        </Fact>
        <Fact label={t('sellerReviews.gstin')}>
          {shop.gstin ? (
            <span className="font-mono select-all">{shop.gstin}</span>
          ) : shop.gstUnregistered ? (
            <Badge tone="sky">{t('sellerReviews.gstUnregistered')}</Badge>
          ) : (
            <None>{t('sellerReviews.none')}</None>
          )}
        </Fact>
        <Fact label={t('sellerReviews.pan')}>
          {shop.pan ? (
            <span className="font-mono select-all">{shop.pan}</span>
          ) : (
            <None>{t('sellerReviews.none')}</None>
          )}
        </Fact>
        <Fact label={t('sellerReviews.products')}>
          {t('sellerReviews.productCount', { count: shop.productCount })}
        </Fact>
        <Fact label={t('sellerReviews.payout')}>
          {shop.withdrawMethod ? (
            <PayoutDetails payout={shop.withdrawMethod} />
          ) : (
            <None>{t('sellerReviews.none')}</None>
          )}
        </Fact>
        <Fact label={t('sellerReviews.registered')}>
          <time dateTime={shop.createdAt}>{formatDay(shop.createdAt)}</time>
        </Fact>
        <Fact label={t('sellerReviews.description')} wide>
          {shop.description ? <Written>{shop.description}</Written> : <None>{t('sellerReviews.none')}</None>}
        </Fact>
      </dl>

      <div className="mt-5 flex flex-col gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={onApprove}
          aria-label={t('sellerReviews.approveLabel', { shop: shop.shopName })}
          className={approveButtonClass}
        >
          {t('sellerReviews.approve')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={onReject}
          aria-label={t('sellerReviews.rejectLabel', { shop: shop.shopName })}
          className={rowDangerButtonClass}
        >
          {t('sellerReviews.reject')}
        </button>
      </div>
    </article>
  );
}

/**
 * /admin-sellers-review: the shops waiting for the Admin's review (docs/identity.md "A shop's
 * review"), longest waiting first, each with what its seller filled in. Approving puts the shop
 * and its products on the storefront at once; rejecting sends it back with a reason its seller
 * reads, fixes and submits again. Either way the seller is emailed and notified.
 */
export function SellerReviewsPage() {
  const t = admin.useT();
  const { page, limit, search, searchFor, setSearch } = useListParams();
  const queue = useSellerReviews({ page, limit, search });
  const decide = useDecideSellerReview();
  const pending = usePendingIds();
  const [approving, setApproving] = useState<SellerReviewItem | null>(null);
  const [rejecting, setRejecting] = useState<SellerReviewItem | null>(null);

  /** A refusal: decided elsewhere meanwhile (the list reloads to show it), or something else. */
  const refused = (error: unknown, fallback: string) => {
    if (isNotWaiting(error))
      toast.info(admin.t('sellerReviews.alreadyDecided', { message: (error as ApiError).message }));
    else toast.error(failureMessage(error, fallback));
  };

  const approve = () => {
    if (!approving) return;
    const shop = approving;
    setApproving(null);
    void pending
      .track(shop._id, decide.mutateAsync({ shopId: shop._id, decision: { decision: 'approve' } }))
      .then(
        () => toast.success(admin.t('sellerReviews.approved', { shop: shop.shopName })),
        (error: unknown) => refused(error, admin.t('sellerReviews.approveFailed', { shop: shop.shopName })),
      );
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const shop = rejecting;
    try {
      await pending.track(
        shop._id,
        decide.mutateAsync({ shopId: shop._id, decision: { decision: 'reject', reason } }),
      );
      setRejecting(null);
      toast.success(admin.t('sellerReviews.rejected', { shop: shop.shopName }));
    } catch (error) {
      // A problem with the reason itself is shown in the dialog, which stays open.
      if (error instanceof ApiError && error.fields.reason) throw error;
      setRejecting(null);
      refused(error, admin.t('sellerReviews.rejectFailed', { shop: shop.shopName }));
    }
  };

  return (
    <ListPage
      title={t('sellerReviews.title')}
      owner={t('sellerReviews.subtitle')}
      count={queue.data?.total}
      noun={(count) => t('sellerReviews.count', { count })}
      filters={
        <div className="space-y-4">
          <p className="max-w-3xl text-sm text-stone-600">{t('sellerReviews.intro')}</p>
          <div className="lg:max-w-md">
            <SearchBox
              label={t('sellerReviews.search')}
              hint={t('sellerReviews.searchHint')}
              placeholder={t('sellerReviews.searchPlaceholder')}
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
        loadingLabel={t('sellerReviews.loading')}
        empty={
          <EmptyState
            icon={<ShieldCheck className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={t('sellerReviews.empty')}
          >
            <p>{t('sellerReviews.emptyText')}</p>
          </EmptyState>
        }
      >
        {(shops) => (
          <ul className="space-y-4" aria-label={t('sellerReviews.title')}>
            {shops.map((shop) => (
              <li key={shop._id}>
                <ShopToReview
                  shop={shop}
                  busy={pending.isPending(shop._id)}
                  onApprove={() => setApproving(shop)}
                  onReject={() => setRejecting(shop)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      <ConfirmDialog
        open={approving !== null}
        title={t('sellerReviews.approveTitle', { shop: approving?.shopName ?? '' })}
        confirmLabel={t('sellerReviews.approveConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={approve}
        onCancel={() => setApproving(null)}
      >
        <p>{t('sellerReviews.approveBody')}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting !== null}
        texts={{
          title: t('sellerReviews.rejectTitle', { shop: rejecting?.shopName ?? '' }),
          label: t('sellerReviews.reasonLabel'),
          hint: t('sellerReviews.reasonHint'),
          confirmLabel: t('sellerReviews.rejectConfirm'),
          pendingLabel: t('sellerReviews.rejecting'),
          cancelLabel: t('common.cancel'),
          count: (length, max) => admin.t('reason.count', { length, max }),
          tooShort: (min) => admin.t('reason.tooShort', { min }),
          tooLong: (_, max) => admin.t('reason.tooLong', { max }),
        }}
        limits={REVIEW_REASON_LIMITS}
        onSubmit={reject}
        onCancel={() => setRejecting(null)}
      >
        {rejecting && <p>{t('sellerReviews.rejectBody', { shop: rejecting.shopName })}</p>}
      </ReasonDialog>
    </ListPage>
  );
}
