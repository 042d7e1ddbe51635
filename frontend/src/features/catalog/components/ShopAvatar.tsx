import { Store } from 'lucide-react';
import { useState } from 'react';

import { isImageSource } from '@/lib/image-source';

/** Up to two initials: the first letters of the first and last words of the name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A shop's picture: its uploaded avatar (a path on this host, or on the CDN) or, without one or when it fails to
 * load, its initials. Decorative: the shop's name is always written beside it.
 */
export function ShopAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src: string | null;
  className: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  // Only image addresses the server gives (its own paths, or its CDN's): a shop cannot make
  // shoppers' browsers fetch another site.
  const usable = isImageSource(src) && src !== failed;
  const box = `${className} shrink-0 rounded-full`;
  if (usable) {
    return <img src={src} alt="" className={`${box} bg-white object-cover`} onError={() => setFailed(src)} />;
  }
  const letters = initials(name);
  return (
    <span
      className={`${box} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}
      aria-hidden="true"
    >
      {letters || <Store className="h-1/2 w-1/2" />}
    </span>
  );
}
