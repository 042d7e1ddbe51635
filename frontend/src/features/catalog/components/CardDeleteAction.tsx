import { Trash2 } from 'lucide-react';
import { useState } from 'react';

import type { Product } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';

import { type DeleteAs, useDeleteProduct } from '../api/delete-product';
import { catalog } from '../i18n';
import { CardIconButton, onTop } from './CardIconButton';

/**
 * The card's delete icon for the owning seller and the Admin, with its confirmation. A chunk of
 * its own (see `ProductCard`): shoppers, who never see it, do not download the delete calls.
 */
export function CardDeleteAction({ product, as }: { product: Product; as: DeleteAs }) {
  const t = catalog.useT();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProduct();

  return (
    <>
      <CardIconButton
        label={t('card.delete', { name: product.name })}
        onClick={() => setConfirming(true)}
        disabled={remove.isPending}
        tone="danger"
      >
        <Trash2 className="h-4.5 w-4.5" aria-hidden="true" />
      </CardIconButton>
      {onTop(
        <ConfirmDialog
          open={confirming}
          title={t('confirmDelete.title')}
          confirmLabel={t('confirmDelete.confirm')}
          cancelLabel={t('confirmDelete.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate({ product, as });
          }}
        >
          {as === 'admin'
            ? t('card.deleteBodyAdmin', { name: product.name, shop: product.shop.shopName })
            : t('card.deleteBody', { name: product.name })}
        </ConfirmDialog>,
      )}
    </>
  );
}
