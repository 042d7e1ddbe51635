import { ChevronDown, MessageSquareText, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

import { LoadError } from '@/components/ListPage';
import { paths } from '@/lib/paths';

import { useProductReviews } from '../api/get-product-reviews';
import { type RatedProduct, useRatedProducts } from '../api/get-rated-products';
import { formatDay, plural } from './format';

/** "★ 4.5", read as "Rated 4.5 out of 5". */
function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-stone-900">
      <Star className="h-4 w-4 fill-saffron-400 text-saffron-500" aria-hidden="true" />
      <span aria-hidden="true">{value.toFixed(1)}</span>
      <span className="sr-only">Rated {value.toFixed(1)} out of 5</span>
    </span>
  );
}

function ProductReviews({ shopId, productId }: { shopId: string; productId: string }) {
  const reviews = useProductReviews(shopId, productId, true);
  if (reviews.isPending) return <p className="text-sm text-stone-600">Loading reviews…</p>;
  if (reviews.isError)
    return <LoadError message={reviews.error.message} onRetry={() => void reviews.refetch()} />;
  if (reviews.data.length === 0) return <p className="text-sm text-stone-600">No reviews to show.</p>;
  return (
    <ul className="space-y-3">
      {reviews.data.map((review) => (
        <li key={review._id} className="rounded-md bg-stone-50 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Rating value={review.rating} />
            <span className="font-medium text-stone-800">{review.user.name}</span>
            <time dateTime={review.createdAt} className="text-stone-500">
              {formatDay(review.createdAt)}
            </time>
          </div>
          {review.comment && <p className="mt-1 whitespace-pre-line text-stone-700">{review.comment}</p>}
        </li>
      ))}
    </ul>
  );
}

function ProductRow({ shopId, product }: { shopId: string; product: RatedProduct }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <Link
            to={paths.product(product._id)}
            className="font-medium break-words text-stone-900 hover:text-brand-800 hover:underline"
          >
            {product.name}
          </Link>
          <p className="mt-0.5 flex items-center gap-2 text-sm text-stone-600">
            <Rating value={product.ratings} />
            <span>({plural(product.numOfReviews, 'review', 'reviews')})</span>
          </p>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Hide' : 'Show'} reviews of ${product.name}`}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
        >
          {open ? 'Hide reviews' : 'Show reviews'}
          <ChevronDown
            className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-3">
        {open && <ProductReviews shopId={shopId} productId={product._id} />}
      </div>
    </li>
  );
}

/**
 * What shoppers said about the shop's products: each reviewed product with its rating and count,
 * most reviewed first, its reviews read when the seller opens them.
 */
export function ShopReviews({ shopId }: { shopId: string }) {
  const titleId = useId();
  const products = useRatedProducts(shopId);

  let body;
  if (products.isPending) body = <p className="text-sm text-stone-600">Loading reviews…</p>;
  else if (products.isError)
    body = <LoadError message={products.error.message} onRetry={() => void products.refetch()} />;
  else if (products.data.length === 0)
    body = (
      <div className="flex flex-col items-center rounded-md border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-sm text-stone-600">
        <MessageSquareText className="h-10 w-10 text-stone-300" aria-hidden="true" />
        <p className="mt-2">No reviews yet. Shoppers can review what they bought once it is delivered.</p>
      </div>
    );
  else
    body = (
      <ul className="divide-y divide-stone-100 rounded-md border border-stone-200 bg-white px-4">
        {products.data.map((product) => (
          <ProductRow key={product._id} shopId={shopId} product={product} />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        Reviews of your products
      </h2>
      <div className="mt-4">{body}</div>
    </section>
  );
}
