import { useState } from 'react';

/**
 * Which rows have a write under way, so their buttons are disabled until it settles (no double
 * submit) while the other rows stay usable.
 */
export function usePendingIds() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  return {
    isPending: (id: string) => ids.has(id),
    /** Marks `id` busy until `work` settles; answers `work`. */
    track: <T>(id: string, work: Promise<T>): Promise<T> => {
      setIds((current) => new Set(current).add(id));
      return work.finally(() =>
        setIds((current) => {
          const rest = new Set(current);
          rest.delete(id);
          return rest;
        }),
      );
    },
  };
}
