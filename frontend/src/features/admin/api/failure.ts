import { ApiError } from '@/lib/api';

/** The message to show for a failed write: the server's, or `fallback` when it said nothing. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
