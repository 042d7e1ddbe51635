import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import type { Product } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';

import { type DeleteAs, useDeleteProduct } from '../api/delete-product';
import { CardIconButton, onTop } from './CardIconButton';

export const DELETE_CONFIRM_TEXT = 'Are you sure to confirm delete ?';

/**
 * The card's delete icon for the owning seller and the Admin, with its confirmation. A chunk of
 * its own (see `ProductCard`): shoppers, who never see it, do not download the delete calls.
 */
export function CardDeleteAction({ product, as }: { product: Product; as: DeleteAs }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct();

  return (
    <>
      <CardIconButton
        label={`Delete ${product.name}`}
        onClick={() => setConfirming(true)}
        disabled={remove.isPending}
        tone="danger"
      >
        <Trash2 className="h-4.5 w-4.5" aria-hidden="true" />
      </CardIconButton>
      {onTop(
        <ConfirmDialog
          open={confirming}
          title={DELETE_CONFIRM_TEXT}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate({ product, as });
          }}
        >
          {product.name} will be removed{as === 'admin' ? ` from ${product.shop.shopName}` : ''}, with its
          pictures. This cannot be undone.
        </ConfirmDialog>,
      )}
    </>
  );
}
