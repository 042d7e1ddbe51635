// Readers for the lists in local storage, which may hold anything (another tab, an older version,
// a curious shopper). Each reader answers the value it was given, or INVALID when that does not
// fit. They are small and written here rather than with zod, which the rest of the app uses:
// the lists are read on every page, for the header's counts, and zod would add some 25 KB
// gzipped to every first download (see `lib/api.ts`). Like zod's object, `record` drops the keys
// it does not name.

export const INVALID = Symbol('invalid');
export type Reader<T> = (value: unknown) => T | typeof INVALID;
/** What a reader answers for a value that fits. */
export type Read<R> = R extends Reader<infer T> ? T : never;

export const text: Reader<string> = (value) => (typeof value === 'string' ? value : INVALID);

export const nonEmptyText: Reader<string> = (value) =>
  typeof value === 'string' && value !== '' ? value : INVALID;

/** A price or another amount: a number, not below zero. */
export const amount: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : INVALID;

/** A whole number, at least `min`. */
export const wholeNumber =
  (min: number): Reader<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= min ? value : INVALID;

export const flag: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID);

export const texts: Reader<string[]> = (value) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')
    ? [...(value as string[])]
    : INVALID;

/** A value that may be missing or null; read as null either way. */
export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === undefined || value === null ? null : read(value);

/** A value that may be missing; read as `fallback()` then (null is still refused). */
export const withDefault =
  <T>(read: Reader<T>, fallback: () => T): Reader<T> =>
  (value) =>
    value === undefined ? fallback() : read(value);

type Fields = Record<string, Reader<unknown>>;

/** An object with these fields, each read by its reader; any other key is left out. */
export const record =
  <F extends Fields>(fields: F): Reader<{ [K in keyof F]: Read<F[K]> }> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const stored = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(fields)) {
      const field = read(stored[key]);
      if (field === INVALID) return INVALID;
      result[key] = field;
    }
    return result as { [K in keyof F]: Read<F[K]> };
  };
