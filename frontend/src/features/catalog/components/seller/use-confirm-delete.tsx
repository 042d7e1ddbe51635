import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ApiError } from '@/lib/api';

/** The confirmation of docs/product.md §3, word for word. */
export const CONFIRM_DELETE = 'Are you sure to confirm delete ?';

type Deletable = { _id: string; name: string };

/**
 * Delete with confirmation, as docs/product.md §3 has it: the question with Cancel and Delete, then the
 * server's message in a toast, or its failure in the browser's alert. `remove` is a mutation's
 * `mutateAsync`: its promise settles even when the seller has deleted another item meanwhile,
 * whereas `mutate`'s callbacks fire for the latest call only.
 */
export function useConfirmDelete<T extends Deletable>(remove: (id: string) => Promise<string>) {
  const [asking, setAsking] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<ReadonlySet<string>>(() => new Set());

  const confirm = () => {
    if (!asking) return;
    const { _id: id } = asking;
    setAsking(null);
    setDeleting((ids) => new Set(ids).add(id));
    remove(id)
      .then(
        (message) => toast.success(message),
        (error: unknown) =>
          window.alert(
            error instanceof ApiError ? error.message : 'It could not be deleted. Please try again.',
          ),
      )
      .finally(() =>
        setDeleting((ids) => {
          const rest = new Set(ids);
          rest.delete(id);
          return rest;
        }),
      );
  };

  const dialog: ReactNode = (
    <ConfirmDialog
      open={asking !== null}
      title={CONFIRM_DELETE}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    >
      {asking && <p>“{asking.name}” and its pictures will be deleted. This cannot be undone.</p>}
    </ConfirmDialog>
  );

  return {
    /** Opens the question for `item`. */
    ask: (item: T) => setAsking(item),
    /** Whether `id` is being deleted, to disable its button meanwhile. */
    isDeleting: (id: string) => deleting.has(id),
    /** The question; render it once on the page. */
    dialog,
  };
}
