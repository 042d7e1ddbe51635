import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/**
 * An item's picture, square on white, its space kept while it loads. Decorative: the item's name
 * is always written beside it. A missing or broken picture shows a quiet placeholder.
 */
export function ItemThumb({
  src,
  className = 'h-16 w-16',
}: {
  src: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = `${className} max-w-none shrink-0 overflow-hidden rounded-md border border-stone-200 bg-white`;
  if (!src || src === failed) {
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
      width={400}
      height={400}
      onError={() => setFailed(src)}
      className={`${box} object-contain`}
    />
  );
}
