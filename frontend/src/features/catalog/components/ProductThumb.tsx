import { ImageOff } from 'lucide-react';
import { useState } from 'react';

import type { Product } from '@/api';

/**
 * A product's first picture, square on a white ground like the picture itself, so its space is
 * reserved before it loads. Decorative: the product's name is always written beside it.
 */
export function ProductThumb({
  product,
  className,
  large = false,
  rounded = 'rounded-md',
}: {
  product: Pick<Product, 'images' | 'thumbnails'>;
  /** Its size, e.g. `h-14 w-14` or `w-full`. */
  className: string;
  /** The 800×800 picture, for places that show it wider than the 400×400 thumbnail. */
  large?: boolean;
  rounded?: string;
}) {
  const src = (large ? product.images[0] : (product.thumbnails[0] ?? product.images[0])) ?? null;
  const [failed, setFailed] = useState<string | null>(null);
  const box = `${className} ${rounded} aspect-square shrink-0 overflow-hidden border border-stone-100 bg-white`;

  if (src === null || src === failed) {
    return (
      <span className={`${box} flex items-center justify-center text-stone-300`} aria-hidden="true">
        <ImageOff className="h-1/3 w-1/3" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={large ? 800 : 400}
      height={large ? 800 : 400}
      onError={() => setFailed(src)}
      className={`${box} object-contain`}
    />
  );
}
