/**
 * Whether an image address from an answer may be drawn: a path on this host (`/media/…`), or an
 * `http(s)` address when the operator serves images from a CDN (`media.public_base_url`). The
 * page's Content-Security-Policy allows pictures only from this host and that CDN, so no other
 * site is fetched either way; protocol-relative `//host` paths and other schemes are refused here.
 */
export function isImageSource(src: string | null | undefined): src is string {
  if (src === null || src === undefined || src === '') return false;
  if (src.startsWith('/')) return !src.startsWith('//');
  return /^https?:\/\/[^/]/i.test(src);
}
