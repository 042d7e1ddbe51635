import { useEffect, useState } from 'react';

export type EventStatus = 'upcoming' | 'running' | 'ended';

/**
 * Where an event stands at `now`: the server shows it to shoppers from its start until its end
 * (docs/catalog.md, "Events over time"), so the start is running and the end is ended.
 */
export function eventStatus(event: { start_date: string; end_date: string }, now: number): EventStatus {
  if (now < Date.parse(event.start_date)) return 'upcoming';
  if (now < Date.parse(event.end_date)) return 'running';
  return 'ended';
}

const ORDER: Record<EventStatus, number> = { running: 0, upcoming: 1, ended: 2 };

/**
 * The order a seller wants to see them in: running deals first (ending soonest first), then the
 * upcoming (starting soonest first), then the ended (most recent first).
 */
export function byStatus<T extends { start_date: string; end_date: string }>(
  events: readonly T[],
  now: number,
): T[] {
  const key = (event: T) => {
    const status = eventStatus(event, now);
    const at =
      status === 'running'
        ? Date.parse(event.end_date)
        : status === 'upcoming'
          ? Date.parse(event.start_date)
          : -Date.parse(event.end_date);
    return { rank: ORDER[status], at };
  };
  return events
    .map((event) => ({ event, ...key(event) }))
    .sort((a, b) => a.rank - b.rank || a.at - b.at)
    .map(({ event }) => event);
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
