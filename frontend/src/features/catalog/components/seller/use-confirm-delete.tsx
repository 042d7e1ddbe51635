import { type ReactNode, useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ApiError } from '@/lib/api';

import { catalog } from '../../i18n';

type Deletable = { _id: string; name: string };

/**
 * Delete with confirmation, as docs/product.md §3 has it: the question with Cancel and Delete, then the
 * server's message in a toast, or its failure in the browser's alert. `remove` is a mutation's
 * `mutateAsync`: its promise settles even when the seller has deleted another item meanwhile,
 * whereas `mutate`'s callbacks fire for the latest call only.
 */
export function useConfirmDelete<T extends Deletable>(remove: (id: string) => Promise<string>) {
  const t = catalog.useT();
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
          window.alert(error instanceof ApiError ? error.message : catalog.t('seller.deleteFailed')),
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
      // The question is docs/product.md §3's, word for word in English.
      title={t('confirmDelete.title')}
      confirmLabel={t('confirmDelete.confirm')}
      cancelLabel={t('confirmDelete.cancel')}
      onConfirm={confirm}
      onCancel={() => setAsking(null)}
    >
      {asking && <p>{t('seller.deleteBody', { name: asking.name })}</p>}
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
