import { ErrorCode } from '@/api';
import { ApiError } from '@/lib/api';

import { newsletter } from '../newsletter/i18n';

/**
 * What to say about a failure that no field explains. The server's 429 already says how long to
 * wait; a 429 from anything in between (a proxy) gets a plain explanation instead of a status
 * code. A lost connection keeps the API client's "Could not reach Haat" message.
 */
export function failureMessage(error: unknown, message: string): string {
  if (error instanceof ApiError && error.status === 429 && error.code !== ErrorCode.TOO_MANY_REQUESTS) {
    return newsletter.t('error.rateLimited');
  }
  return message;
}
