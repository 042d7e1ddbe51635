import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { timeLeft, useCountdown } from './countdown';

const NOW = Date.parse('2026-11-25T10:00:00Z');

describe('timeLeft', () => {
  it('splits the time to the end into days, hours, minutes and seconds', () => {
    expect(timeLeft('2026-11-27T13:04:05Z', NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalMs: ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000,
      ended: false,
    });
  });

  it('rounds a part second up, so the clock reaches zero exactly at the end', () => {
    expect(timeLeft(NOW + 1500, NOW)).toMatchObject({ seconds: 2, ended: false });
    expect(timeLeft(NOW + 1, NOW)).toMatchObject({ seconds: 1, ended: false });
    expect(timeLeft(new Date(NOW + 59_001), new Date(NOW))).toMatchObject({ minutes: 1, seconds: 0 });
  });

  it('is all zeros once the end has passed, and for an end it cannot read', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0, ended: true };
    expect(timeLeft(NOW, NOW)).toEqual(zero);
    expect(timeLeft(NOW - 60_000, NOW)).toEqual(zero);
    expect(timeLeft('not a date', NOW)).toEqual(zero);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks every second and calls onEnd once, at the end', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useCountdown('2026-11-25T10:01:02Z', onEnd));
    expect(result.current).toMatchObject({ minutes: 1, seconds: 2 });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ minutes: 1, seconds: 1 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ minutes: 1, seconds: 0 });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ minutes: 0, seconds: 59 });

    // One second at a time, as a browser would: each tick schedules the next when it renders.
    for (let second = 0; second < 58; second++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 1, ended: false });
    expect(onEnd).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 0, ended: true });
    expect(onEnd).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(10_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps to the end’s own seconds when it starts between two of them', () => {
    const { result } = renderHook(() => useCountdown(new Date(NOW + 2500).toISOString()));
    expect(result.current.seconds).toBe(3);

    act(() => vi.advanceTimersByTime(500));
    expect(result.current.seconds).toBe(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.ended).toBe(true);
  });

  it('calls onEnd straight away for an end already past', () => {
    const onEnd = vi.fn();
    renderHook(() => useCountdown('2026-11-25T09:00:00Z', onEnd));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
