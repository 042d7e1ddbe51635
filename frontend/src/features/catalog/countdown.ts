import { useEffect, useEffectEvent, useState } from 'react';

// The event banner's countdown (docs/product.md §4, the home page: days, hours, minutes and
// seconds, ticking every second).

export type TimeLeft = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Milliseconds to go; 0 once ended. */
  totalMs: number;
  ended: boolean;
};

const SECOND = 1000;

/**
 * The time from `now` to `end`. Seconds are rounded up, so the clock shows 00:00:00:01 until the
 * very end and reaches zero exactly when the deal ends, never a second early. An end that cannot
 * be read counts as ended: a deal whose end is unknown must not look open forever.
 */
export function timeLeft(end: string | number | Date, now: number | Date): TimeLeft {
  const endMs = end instanceof Date ? end.getTime() : typeof end === 'string' ? Date.parse(end) : end;
  const totalMs = Number.isNaN(endMs) ? 0 : Math.max(0, endMs - (now instanceof Date ? now.getTime() : now));
  const totalSeconds = Math.ceil(totalMs / SECOND);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    totalMs,
    ended: totalMs === 0,
  };
}

/**
 * A countdown to `end` that re-renders every second and stops at the end, when it calls `onEnd`
 * once. Each tick is timed to the moment the shown second changes, so the clock does not drift
 * from the end it counts to however long the page stays open.
 */
export function useCountdown(end: string, onEnd?: () => void): TimeLeft {
  const [now, setNow] = useState(Date.now);
  const left = timeLeft(end, now);
  const { ended, totalMs } = left;

  useEffect(() => {
    if (ended) return;
    const timer = setTimeout(() => setNow(Date.now()), totalMs % SECOND || SECOND);
    return () => clearTimeout(timer);
  }, [ended, totalMs]);

  const notifyEnd = useEffectEvent(() => onEnd?.());
  useEffect(() => {
    if (ended) notifyEnd();
  }, [ended, end]);

  return left;
}
