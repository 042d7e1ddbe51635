import { currentLocale } from './i18n';

// Counts as the page's readers write them: in the language's Indian locale (en-IN, hi-IN, es-IN,
// fr-IN; docs/i18n.md). One formatter per locale for every page, so a figure reads the same on the
// storefront, the seller's dashboard and the operator's console.

const counts = new Map<string, Intl.NumberFormat>();

/** The count formatter of the page's locale, made once per locale. */
function countFormat(): Intl.NumberFormat {
  const locale = currentLocale();
  let format = counts.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    counts.set(locale, format);
  }
  return format;
}

/** A count with the page's grouping: 1,00,000 in English and Hindi. */
export const formatCount = (value: number) => countFormat().format(value);
