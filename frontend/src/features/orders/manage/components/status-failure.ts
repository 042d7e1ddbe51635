import { toast } from 'react-toastify/unstyled';

import { ApiError } from '@/lib/api';

import { orders } from '../../i18n';

/**
 * Says why a status change failed. A refused move is a 409 whose message is the reason; a status
 * the server cannot read at all is a 400 `validation_failed` whose reason is under `fields.status`
 * (docs/orders.md), its message being only the generic one.
 */
export function statusFailure(error: unknown): void {
  if (error instanceof ApiError) toast.error(error.fields.status ?? error.message);
  else toast.error(orders.t('manage.statusFailed'));
}
