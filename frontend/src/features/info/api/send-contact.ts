import { useMutation } from '@tanstack/react-query';

import type { ContactBody } from '@/api';
import { zAnswer } from '@/api/schemas';
import { apiFetch } from '@/lib/api';

/**
 * POST /api/v2/contact (docs/admin.md): stores the message and emails it to the operator. Answers
 * the message to show; 400 names `name`, `email`, `subject` or `message`, 429 when rate-limited.
 */
export async function sendContact(body: ContactBody): Promise<string> {
  return (await apiFetch('/api/v2/contact', zAnswer, { method: 'POST', json: body })).message;
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
