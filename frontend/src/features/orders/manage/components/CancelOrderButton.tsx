import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import type { Order } from '@/api';
import { shortOrderId } from '@/lib/ids';
import { formatRupees } from '@/lib/money';

import { CancelOrderDialog } from '../../cancel/CancelOrderDialog';
import { SHOP_REASONS } from '../../cancel/reasons';
import { orders } from '../../i18n';

import { useShopCancelOrder } from '../api/cancel-order';
import type { Manager } from '../api/cache';

/**
 * The seller's (or the Admin's) way to cancel an order that has not left the shop: a link that
 * asks why, then cancels it through POST /shop-order-cancel. Shown only while it is Processing.
 */
export function CancelOrderButton({ order, who }: { order: Order; who: Manager }) {
  const t = orders.useT();
  const cancelOrder = useShopCancelOrder(who);
  const [cancelling, setCancelling] = useState(false);
  if (order.status !== 'Processing') return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setCancelling(true)}
        className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
      >
        {t('cancel.open')}
      </button>
      <CancelOrderDialog
        open={cancelling}
        title={t('cancel.titleShop', { id: shortOrderId(order._id) })}
        reasons={SHOP_REASONS}
        onSubmit={async (reason) => {
          const { message } = await cancelOrder.mutateAsync({ id: order._id, reason });
          setCancelling(false);
          toast.success(message);
        }}
        onCancel={() => setCancelling(false)}
      >
        <p>
          {t(order.paymentInfo.method === 'razorpay' ? 'cancel.shopTextOnline' : 'cancel.shopTextCash', {
            name: order.user.name,
            amount: formatRupees(order.totalPrice),
          })}
        </p>
      </CancelOrderDialog>
    </>
  );
}
