import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs`; compare by value, so pass a string or a number. */
export function useDebouncedValue<T extends string | number | null>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
