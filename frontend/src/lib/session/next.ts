import type { Location } from 'react-router';

const ORIGIN = 'https://haat.invalid';

/**
 * The page to go to after signing in, taken from `?next=`. Only a path on this site is followed
 * (never `//evil.example` or `https://…`), so a crafted sign-in link cannot send anyone away.
 */
export function safeNext(raw: string | null | undefined, fallback: string): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  try {
    const url = new URL(raw, ORIGIN);
    if (url.origin !== ORIGIN) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The address of the current page, to come back to after signing in. */
export function here(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}
