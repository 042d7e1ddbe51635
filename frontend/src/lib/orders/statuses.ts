import { OrderStatus } from '@/api';
import { common } from '@/lib/i18n';

/** Every status of an order, in the order an order moves through them (the contract's `OrderStatus`). */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** A status's name in the page's language (the API's value is its English name). */
export const statusName = (status: OrderStatus) => common.t(`status.${status}`);
