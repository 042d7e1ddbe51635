import { useEffect, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (docs/product.md §4: the search panel waits for a 500 ms pause). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
