import { formatDay, formatWhen } from '@/lib/dates';

// The console writes instants in the Admin's own time zone (`@/lib/dates`, 'local'), wherever the
// Admin works from.

/** An instant's day in the reader's zone: "22 Nov 2026". */
export const localDay = (instant: string) => formatDay(instant, 'local');

/** An instant's day and time in the reader's zone: "22 Nov 2026, 3:05 pm". */
export const localWhen = (instant: string) => formatWhen(instant, 'local');
