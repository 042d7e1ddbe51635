import { type ReactNode, createContext, useContext } from 'react';
import { useLocation } from 'react-router';

/**
 * The pictures the server drew into the page it sent (crates/api/src/http/frontend.rs, ADR 0016). A
 * product page arrives with the product's main picture where the skeleton's square would be, and
 * the listing with its first cards' pictures, so the page's largest paint waits for neither the
 * scripts nor the answer. While that answer loads, the app draws the same pictures at that
 * address, so hydration finds the markup it draws itself; at every other address the skeletons
 * are plain.
 */
export interface ServedPictures {
  /** The address (path and query) the page was served for. */
  path: string;
  /** The pictures' addresses, in the order the page shows them. */
  srcs: readonly string[];
}

/** The `<meta name>`s in the page's head that name the pictures (written by scripts/prerender.mjs). */
export const SERVED_PICTURE_META = 'haat-served-picture';

const NONE: readonly string[] = [];

const ServedPicturesContext = createContext<ServedPictures | null>(null);

export function ServedPicturesProvider({
  value,
  children,
}: {
  value: ServedPictures | null;
  children: ReactNode;
}) {
  return <ServedPicturesContext value={value}>{children}</ServedPicturesContext>;
}

/** The served pictures, when the page is at the address it was served for; none elsewhere. */
export function useServedPictures(): readonly string[] {
  const served = useContext(ServedPicturesContext);
  const { pathname, search } = useLocation();
  return served !== null && served.path === pathname + search ? served.srcs : NONE;
}

/** The pictures the document names, for the address it was loaded at; `null` when it names none. */
export function readServedPictures(
  doc: Document,
  location: Pick<Location, 'pathname' | 'search'>,
): ServedPictures | null {
  const srcs = Array.from(
    doc.querySelectorAll(`meta[name="${SERVED_PICTURE_META}"]`),
    (meta) => meta.getAttribute('content') ?? '',
  ).filter((src) => src !== '');
  return srcs.length > 0 ? { path: location.pathname + location.search, srcs } : null;
}
