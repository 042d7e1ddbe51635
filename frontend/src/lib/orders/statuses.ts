import { OrderStatus } from '@/api';

/** Every status of an order, in the order an order moves through them (the contract's `OrderStatus`). */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);
