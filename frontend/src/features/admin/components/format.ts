import { formatCount } from '@/lib/numbers';

export { formatCount };

// How the console writes dates and counts: instants in the Admin's own time zone; the dashboard's
// calendar days (which are India's) as the day they name. Money goes through @/lib/money.

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
// A calendar day (`2026-10-24`) is read at midnight UTC and written in UTC, so no time zone moves it.
const calendarShort = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const calendarLong = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "31 Dec 2026, 11:59 pm". */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** "22 Nov 2026". */
export const formatDay = (iso: string) => day.format(new Date(iso));

const calendarDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A calendar day, short, for a chart's axis: "24 Oct". */
export const formatCalendarShort = (date: string) => calendarShort.format(calendarDate(date));

/** A calendar day in full, for a table or tooltip: "Sat, 24 Oct 2026". */
export const formatCalendarLong = (date: string) => calendarLong.format(calendarDate(date));

/** "1 order", "3 orders". */
export const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
