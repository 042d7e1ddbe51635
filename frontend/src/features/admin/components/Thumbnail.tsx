import { ImageOff } from 'lucide-react';
import { useState } from 'react';

import { isImageSource } from '@/lib/image-source';

/**
 * A product's first picture, square and fitted on white by the server. Decorative: the name is
 * written beside it. Only image addresses the server gives are used (its own, or its CDN's).
 */
export function Thumbnail({ src, className = 'h-14 w-14' }: { src: string | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  // max-w-none: a table cell must not squeeze the square.
  const box = `${className} max-w-none shrink-0 rounded-md border border-stone-200 bg-white`;
  const usable = isImageSource(src) && src !== failed;
  if (!usable) {
    return (
      <span className={`${box} flex items-center justify-center text-stone-400`} aria-hidden="true">
        <ImageOff className="h-5 w-5" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      onError={() => setFailed(src)}
      className={`${box} object-contain`}
    />
  );
}
