import type { OrderStatus } from '@/api';
import { SelectField } from '@/components/form';
import { statusName } from '@/lib/orders/statuses';

import { orders } from '../../i18n';

/** A status to show the orders of, or every one. Changing it reloads the list at once. */
export function StatusFilter<S extends OrderStatus>({
  statuses,
  value,
  onChange,
  allLabel,
  className = 'sm:w-72',
}: {
  statuses: readonly S[];
  value: S | null;
  onChange: (status: S | null) => void;
  allLabel: string;
  className?: string;
}) {
  const t = orders.useT();
  return (
    <SelectField
      label={t('manage.statusFilter')}
      className={className}
      value={value ?? ''}
      onChange={(event) => onChange(statuses.find((status) => status === event.target.value) ?? null)}
    >
      <option value="">{allLabel}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {statusName(status)}
        </option>
      ))}
    </SelectField>
  );
}
