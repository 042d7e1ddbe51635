import { Trans } from '@/lib/i18n/trans';
import { MessageSquareText, Star } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import type { ShopReview } from '@/api';
import { LoadError } from '@/components/ListPage';
import { formatDay } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';
import { paths } from '@/lib/paths';

import { useShopReviews } from '../api/get-shop-reviews';
import { sellerDashboard } from '../i18n';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars filled to the rating, read as "Rated 4.0 out of 5". */
function Rating({ value }: { value: number }) {
  const t = sellerDashboard.useT();
  return (
    <span className="inline-flex shrink-0 items-center gap-0.5">
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`h-4 w-4 ${star <= Math.round(value) ? 'fill-saffron-400 text-saffron-500' : 'fill-stone-200 text-stone-300'}`}
        />
      ))}
      <span className="sr-only">{t('reviews.rated', { rating: value.toFixed(1) })}</span>
    </span>
  );
}

/** The product a review is about: a link while it is sold, its name alone once deleted (its page is gone). */
function ReviewedProduct({ product }: { product: ShopReview['product'] }) {
  const t = sellerDashboard.useT();
  if (product.available)
    return (
      <Link to={paths.product(product._id)} className="font-medium text-brand-800 hover:underline">
        {product.name}
      </Link>
    );
  return (
    <span className="font-medium text-stone-800">
      {product.name} <span className="font-normal text-stone-500">{t('reviews.noLongerSold')}</span>
    </span>
  );
}

function ReviewItem({ review }: { review: ShopReview }) {
  return (
    <li className="py-4">
      <p className="text-sm break-words text-stone-600">
        <Trans
          id="seller-dashboard.reviews.on"
          values={{ product: <ReviewedProduct product={review.product} /> }}
        />
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Rating value={review.rating} />
        <span className="font-medium break-words text-stone-800">{review.user.name}</span>
        <time dateTime={review.createdAt} className="text-stone-500">
          {formatDay(review.createdAt)}
        </time>
      </div>
      {review.comment && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-700">{review.comment}</p>
      )}
    </li>
  );
}

/**
 * What shoppers said about the shop's products: every review its rating is made of, newest first,
 * ten at a time, each naming the product it is about.
 */
export function ShopReviews({ shopId }: { shopId: string }) {
  const t = sellerDashboard.useT();
  const titleId = useId();
  const query = useShopReviews(shopId);

  let body;
  if (query.isPending) body = <p className="text-sm text-stone-600">{t('reviews.loading')}</p>;
  else if (query.isLoadingError)
    body = <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  else if (query.data.reviews.length === 0)
    body = (
      <div className="flex flex-col items-center rounded-md border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600">
        <MessageSquareText className="h-10 w-10 text-stone-300" aria-hidden="true" />
        <p className="mt-2">{t('reviews.empty')}</p>
      </div>
    );
  else {
    const { reviews, total, remaining } = query.data;
    body = (
      <>
        <p className="text-sm text-stone-600">{t('reviews.count', { count: total })}</p>
        <ul className="mt-3 divide-y divide-stone-100 rounded-md border border-stone-200 bg-white px-4">
          {reviews.map((review) => (
            <ReviewItem key={review._id} review={review} />
          ))}
        </ul>
        {query.isFetchNextPageError ? (
          <div className="mt-3">
            <LoadError message={query.error.message} onRetry={() => void query.fetchNextPage()} />
          </div>
        ) : (
          query.hasNextPage && (
            // Not while any read is under way: a next page asked for during a refresh of the
            // pages already shown could be lost when that refresh lands.
            <button
              type="button"
              disabled={query.isFetching}
              onClick={() => void query.fetchNextPage()}
              className="mt-3 w-full rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-stone-50 disabled:cursor-wait disabled:opacity-60 sm:w-auto"
            >
              {query.isFetchingNextPage
                ? t('reviews.loadingMore')
                : remaining > 0
                  ? t('reviews.moreCount', { count: formatCount(remaining) })
                  : t('reviews.more')}
            </button>
          )
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        {t('reviews.title')}
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
