import { useEffect, useState } from 'react';

export type EventStatus = 'upcoming' | 'running' | 'ended';

/**
 * Where an event stands at `now`: shoppers see it from its start until its end (docs/catalog.md,
 * "Events over time"). An event without dates (a server that omitted them) reads as ended.
 */
export function eventStatus(
  event: { start_date: string | null; end_date: string | null },
  now: number,
): EventStatus {
  if (event.start_date === null || event.end_date === null) return 'ended';
  if (now < Date.parse(event.start_date)) return 'upcoming';
  if (now < Date.parse(event.end_date)) return 'running';
  return 'ended';
}

/** The current time, renewed every `everyMs`, so statuses change while the page stays open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
