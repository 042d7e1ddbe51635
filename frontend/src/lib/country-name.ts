// Apart from the list of codes in ./countries, which only the seller's form needs, so the
// product page does not load it.

/**
 * A country's name in `locale` from the browser's own list (`Intl.DisplayNames`), so no
 * translation file carries 249 names; the code itself where the browser has no name for it.
 */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
