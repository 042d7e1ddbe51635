import { UserRound } from 'lucide-react';
import { useState } from 'react';

/** Up to two initials: the first letters of the first and last words of the name ('' for none). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const SIZES = {
  sm: 'h-7 w-7 text-xs',
  md: 'h-12 w-12 text-base',
  lg: 'h-24 w-24 text-2xl',
} as const;

/**
 * A person's or shop's picture: the uploaded avatar (a path on this host) or, without one,
 * their initials. Decorative by default: the name is always written nearby.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  alt = '',
}: {
  name: string;
  src: string | null;
  size?: keyof typeof SIZES;
  alt?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const sameSite = src !== null && src.startsWith('/') && !src.startsWith('//');
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  const letters = initials(name);
  if (sameSite && src !== failedSrc) {
    return <img src={src} alt={alt} className={`${box} object-cover`} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span
      className={`${box} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {letters || <UserRound className="h-1/2 w-1/2" aria-hidden="true" />}
    </span>
  );
}
