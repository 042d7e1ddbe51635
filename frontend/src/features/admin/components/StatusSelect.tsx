import { SelectField } from '@/components/form';
import { ALL } from '@/components/table';

import { admin } from '../i18n';

/** A status to list, or every one (`null`). Changing it reloads the list from page 1 at once. */
export function StatusSelect<S extends string>({
  options,
  value,
  onChange,
  allLabel,
  label,
}: {
  options: readonly { value: S; label: string }[];
  value: S | null;
  onChange: (status: S | null) => void;
  allLabel: string;
  /** The select's name; "Status" unless told. */
  label?: string;
}) {
  const t = admin.useT();
  return (
    <SelectField
      label={label ?? t('statusFilter.label')}
      value={value ?? ALL}
      onChange={(event) =>
        onChange(options.find((option) => option.value === event.target.value)?.value ?? null)
      }
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
      <option value={ALL}>{allLabel}</option>
    </SelectField>
  );
}
