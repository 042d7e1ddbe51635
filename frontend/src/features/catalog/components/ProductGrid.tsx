import type { Product } from '@/api';

import { catalog } from '../i18n';
import { ProductCard } from './ProductCard';
import { SkeletonPicture } from './SkeletonPicture';

/** Two columns on a phone, three on a tablet, four on a desktop. */
export const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';

/**
 * A grid of product cards. `dimmed` while the next page or filter loads behind the current one.
 * The first `eager` cards' pictures load at once and first in line: on a page that opens with the
 * grid they are what a shopper sees first (its largest paint), and a lazy picture waits for layout.
 */
export function ProductGrid({
  products,
  dimmed = false,
  className = GRID,
  eager = 0,
}: {
  products: readonly Product[];
  dimmed?: boolean;
  className?: string;
  eager?: number;
}) {
  return (
    <ul
      className={`${className} transition-opacity ${dimmed ? 'opacity-60' : ''}`}
      aria-busy={dimmed || undefined}
    >
      {products.map((product, index) => (
        <li key={product._id} className="min-w-0">
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Grey cards the size and shape of product cards (a square picture, then shop, name, stars and
 * price), so the page keeps its layout while products load and nothing jumps when they arrive.
 * The first cards show `pictures` when the server drew them into the page it sent (see
 * `served-pictures.tsx`): they are the first products' thumbnails, which their cards show next.
 */
export function ProductGridSkeleton({
  count,
  label,
  className = GRID,
  pictures = [],
}: {
  count: number;
  label?: string;
  className?: string;
  pictures?: readonly string[];
}) {
  const t = catalog.useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label ?? t('grid.loading')}…</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="min-w-0">
            <ProductCardSkeleton picture={pictures[index]} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductCardSkeleton({ picture }: { picture?: string }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white">
      {picture ? (
        <SkeletonPicture src={picture} side={400} />
      ) : (
        <div className="aspect-square animate-pulse bg-stone-200/70" />
      )}
      <div className="space-y-2.5 p-3">
        <div className="h-3 w-1/2 animate-pulse rounded bg-stone-200/70" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-200/70" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-stone-200/70" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-200/70" />
        <div className="h-5 w-2/5 animate-pulse rounded bg-stone-200/70" />
      </div>
    </div>
  );
}
