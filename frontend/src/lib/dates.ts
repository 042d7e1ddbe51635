import { currentLocale } from './i18n';

// How every page writes dates, in one place, in the page's language (its Indian locale: en-IN,
// hi-IN, es-IN, fr-IN; docs/i18n.md). Two kinds of value come from the server:
//
// - Instants (`2026-11-22T09:30:00Z`). Orders and money are Indian business, so by default they are
//   written in India's time zone whatever the reader's, and the shopper, the seller, the Admin and
//   the invoice agree on the day; a page that wants the reader's own zone (the Admin's console, a
//   coupon's expiry as its form reads it) asks for `'local'`.
// - Calendar days (`2026-10-24`), which the server names in India's calendar already: read at
//   midnight UTC and written in UTC, so no time zone moves them.
//
// An instant that cannot be read is written as the server sent it (a day as its first 10
// characters, docs/product.md §3) rather than breaking the page.

/** India's time zone, or the reader's own. */
export type Zone = 'india' | 'local';

const INDIA = 'Asia/Kolkata';

/** Every way a date is written here, by name; each is made once per locale, when first used. */
const STYLES = {
  dayIndia: { dateStyle: 'medium', timeZone: INDIA },
  dayLocal: { dateStyle: 'medium' },
  whenIndia: { dateStyle: 'medium', timeStyle: 'short', timeZone: INDIA },
  whenLocal: { dateStyle: 'medium', timeStyle: 'short' },
  calendarShort: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  calendarWeekday: { weekday: 'short', timeZone: 'UTC' },
  calendarMedium: { dateStyle: 'medium', timeZone: 'UTC' },
  calendarFull: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  calendarSoon: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  calendarMonth: { month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `style` in the page's locale. */
function format(style: Style): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale} ${style}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, STYLES[style]);
    formats.set(key, formatter);
  }
  return formatter;
}

/** An instant's day: "22 Nov 2026". */
export function formatDay(instant: string, zone: Zone = 'india'): string {
  const time = Date.parse(instant);
  return Number.isNaN(time)
    ? instant.slice(0, 10)
    : format(zone === 'india' ? 'dayIndia' : 'dayLocal').format(time);
}

/** An instant's day and time: "22 Nov 2026, 3:05 pm". */
export function formatWhen(instant: string, zone: Zone = 'india'): string {
  const time = Date.parse(instant);
  return Number.isNaN(time) ? instant : format(zone === 'india' ? 'whenIndia' : 'whenLocal').format(time);
}

/**
 * An instant's day in the reader's own zone, for those who work from wherever they are: the
 * Admin's console, and a seller's coupon expiries (the form reads them in that zone).
 */
export const localDay = (instant: string) => formatDay(instant, 'local');

/** An instant's day and time in the reader's own zone: "22 Nov 2026, 3:05 pm". */
export const localWhen = (instant: string) => formatWhen(instant, 'local');

const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar day, short, for a chart's axis: "24 Oct". */
export const formatCalendarShort = (date: string) => format('calendarShort').format(calendarDate(date));

/** A calendar day with its weekday, as the seller's dashboard writes it: "Sat, 24 Oct 2026". */
export const formatCalendarLong = (date: string) =>
  `${format('calendarWeekday').format(calendarDate(date))}, ${format('calendarMedium').format(calendarDate(date))}`;

/** A calendar day with its weekday, as the Admin's console writes it: "Sat, 24 Oct, 2026". */
export const formatCalendarFull = (date: string) => format('calendarFull').format(calendarDate(date));

/** A calendar day within the next weeks, as delivery promises write it: "Thu, 3 Dec". */
export const formatCalendarSoon = (date: string) => format('calendarSoon').format(calendarDate(date));

/** A calendar month (`2026-11`) in words: "November 2026". */
export const formatCalendarMonth = (month: string) =>
  format('calendarMonth').format(calendarDate(`${month}-01`));

/** The `count` months up to the one `now` is in, in India's calendar, newest first: `2026-11`, `2026-10`… */
export function recentMonthsInIndia(count: number, now: Date = new Date()): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
