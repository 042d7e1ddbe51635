import { afterAll, describe, expect, it, vi } from 'vitest';

import {
  formatCalendarFull,
  formatCalendarLong,
  formatCalendarMonth,
  formatCalendarShort,
  formatCalendarSoon,
  formatDay,
  formatWhen,
  recentMonthsInIndia,
} from './dates';
import { activate } from './i18n';

// The reader's own time zone is London here, so India's and theirs give different days.
vi.hoisted(() => vi.stubEnv('TZ', 'Europe/London'));
afterAll(() => vi.unstubAllEnvs());

describe('instants', () => {
  // 22 Nov 2026, 8:30 pm in London and UTC is 23 Nov 2026, 2:00 am in India.
  const lateEvening = '2026-11-22T20:30:00Z';

  it('are written in India by default, so the shopper, the shop and the Admin agree on the day', () => {
    expect(formatDay(lateEvening)).toBe('23 Nov 2026');
    expect(formatWhen(lateEvening)).toBe('23 Nov 2026, 2:00 am');
  });

  it("are written in the reader's own time zone when asked", () => {
    expect(formatDay(lateEvening, 'local')).toBe('22 Nov 2026');
    expect(formatWhen(lateEvening, 'local')).toBe('22 Nov 2026, 8:30 pm');
  });

  it('that cannot be read are written as sent, a day as its first 10 characters (docs/product.md §3)', () => {
    expect(formatDay('2026-13-45 soon')).toBe('2026-13-45');
    expect(formatWhen('not a time')).toBe('not a time');
    expect(formatDay('not a time', 'local')).toBe('not a time');
  });
});

describe('calendar days', () => {
  it('are the day they name wherever the reader is', () => {
    expect(formatCalendarShort('2026-10-24')).toBe('24 Oct');
    expect(formatCalendarLong('2026-10-24')).toBe('Sat, 24 Oct 2026');
    expect(formatCalendarFull('2026-10-24')).toBe('Sat, 24 Oct, 2026');
    expect(formatCalendarSoon('2026-12-03')).toBe('Thu, 3 Dec');
  });

  it('keep the first and last days of a year in that year', () => {
    expect(formatCalendarLong('2026-01-01')).toBe('Thu, 1 Jan 2026');
    expect(formatCalendarFull('2026-12-31')).toBe('Thu, 31 Dec, 2026');
  });
});

describe('in Hindi', () => {
  it('are written as hi-IN writes them, with Latin digits, and in English again once the page is', () => {
    activate('hi');
    expect(formatDay('2026-11-22T20:30:00Z')).toBe('23 नव॰ 2026');
    expect(formatWhen('2026-11-22T20:30:00Z', 'local')).toBe('22 नव॰ 2026, 8:30 pm');
    expect(formatCalendarShort('2026-10-24')).toBe('24 अक्टू॰');
    expect(formatCalendarLong('2026-10-24')).toBe('शनि, 24 अक्टू॰ 2026');
    expect(formatCalendarFull('2026-10-24')).toBe('शनि, 24 अक्टू॰ 2026');

    activate('en');
    expect(formatDay('2026-11-22T20:30:00Z')).toBe('23 Nov 2026');
    expect(formatCalendarLong('2026-10-24')).toBe('Sat, 24 Oct 2026');
  });

  it('say a date that cannot be read as it was sent, as in English', () => {
    activate('hi');
    expect(formatDay('2026-13-45 soon')).toBe('2026-13-45');
  });
});

describe('months', () => {
  it('are counted back in India’s calendar across a year’s end, and written in words', () => {
    activate('en');
    // 20:00 UTC on 31 December is already 1 January in India.
    expect(recentMonthsInIndia(3, new Date('2026-12-31T20:00:00Z'))).toEqual([
      '2027-01',
      '2026-12',
      '2026-11',
    ]);
    expect(recentMonthsInIndia(2, new Date('2026-11-15T10:00:00Z'))).toEqual(['2026-11', '2026-10']);
    expect(formatCalendarMonth('2026-11')).toBe('November 2026');
  });
});
