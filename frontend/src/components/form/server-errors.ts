import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import type { ErrorCode } from '@/api';
import { ApiError, type ClientErrorCode } from '@/lib/api';
import { common } from '@/lib/i18n';

const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** `images[2]`, `images.2` and `sizes[0]` are about the list as a whole, which is where the form shows them. */
const withoutIndex = (name: string) => name.replace(/(\[\d+\]|\.\d+)+$/, '');

/**
 * Puts a failed request's problems where the user will look for them. Each entry of the server's
 * `fields` goes next to the matching field: snake_case names are matched to the form's camelCase,
 * an index is dropped, and `aliases` renames the server's name for a form field of another name
 * (`keepImages` is shown with the images); the first problem of a field is the one shown. An error
 * code that is about one field (`codes`, such as `email_taken`) goes there too. Returns the message
 * to show for the form as a whole, or null when every problem found its field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  {
    fields,
    codes = {},
    aliases = {},
  }: {
    fields: readonly Path<T>[];
    codes?: Partial<Record<ErrorCode | ClientErrorCode, Path<T>>>;
    aliases?: Partial<Record<string, Path<T>>>;
  },
): string | null {
  if (!(error instanceof ApiError)) return common.t('form.somethingWentWrong');

  let placed = 0;
  let unplaced = false;
  // The focus goes to the first field named.
  const place = (name: Path<T>, message: string) => {
    setError(name, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  };

  const codeField = codes[error.code];
  if (codeField) place(codeField, error.message);
  const seen = new Set<string>();
  for (const [serverName, message] of Object.entries(error.fields)) {
    const name = camelCase(withoutIndex(serverName));
    const field = aliases[name] ?? fields.find((candidate) => candidate === name);
    if (!field) {
      unplaced = true;
    } else if (!seen.has(field)) {
      seen.add(field);
      place(field, message);
    }
  }
  return placed > 0 && !unplaced ? null : error.message;
}
