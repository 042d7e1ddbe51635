import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { ApiError } from '@/lib/api';

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * Puts a failed request's problems where the user will look for them. Each entry of the server's
 * `fields` goes next to the matching field (snake_case names are matched to the form's camelCase);
 * an error code that is about one field (`email_taken`) goes there too. Returns the message to show
 * for the form as a whole, or null when every problem found its field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { fields, codes = {} }: { fields: readonly Path<T>[]; codes?: Partial<Record<string, Path<T>>> },
): string | null {
  if (!(error instanceof ApiError)) return SOMETHING_WENT_WRONG;

  let placed = 0;
  let unplaced = false;
  const place = (name: Path<T>, message: string) => {
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  };

  const codeField = codes[error.code];
  if (codeField) place(codeField, error.message);
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((candidate) => candidate === camelCase(name));
    if (field) place(field, message);
    else unplaced = true;
  }
  return placed > 0 && !unplaced ? null : error.message;
}
