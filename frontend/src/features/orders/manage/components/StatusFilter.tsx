import type { OrderStatus } from '@/api';
import { SelectField } from '@/components/form';

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
  return (
    <SelectField
      label="Status"
      className={className}
      value={value ?? ''}
      onChange={(event) => onChange(statuses.find((status) => status === event.target.value) ?? null)}
    >
      <option value="">{allLabel}</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </SelectField>
  );
}
