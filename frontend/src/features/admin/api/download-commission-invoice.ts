import { useMutation } from '@tanstack/react-query';

import { zError } from '@/api/schemas';
import { ApiError, ClientErrorCode } from '@/lib/api';
import { common, currentLanguage } from '@/lib/i18n';

/** A file the server sent, and the name it gave it. */
export type Download = { blob: Blob; fileName: string };

/** The server's error body; either part may be missing from an answer a proxy wrote. */
const errorBody = zError.partial();

/**
 * The file name of a `Content-Disposition` header (`attachment; filename="COM-2627-000001.pdf"`,
 * or RFC 6266's `filename*=UTF-8''…`), without any folder in it; null when it names none.
 */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  let name: string | undefined;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

/**
 * GET /api/v2/admin-commission-invoice/{shopId}?month=YYYY-MM (docs/tax.md "Commission invoice"):
 * the operator's tax invoice to the shop for its commission in a month that is over, and the GST
 * on it, as a PDF named after its number. Sent with the session's cookie, as `apiFetch` sends
 * every call. A failure is an ApiError with the server's message: 400 when the month is not over,
 * 404 when the shop was charged no commission in it or the marketplace has set no GSTIN.
 */
export async function downloadCommissionInvoice(shopId: string, month: string): Promise<Download> {
  let response: Response;
  try {
    response = await fetch(
      `/api/v2/admin-commission-invoice/${encodeURIComponent(shopId)}?${new URLSearchParams({ month })}`,
      {
        credentials: 'include',
        headers: {
          Accept: 'application/pdf, application/json',
          // The server writes its messages in the page's language (docs/i18n.md).
          'Accept-Language': currentLanguage(),
        },
      },
    );
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK, common.t('api.network'));
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const parsed = errorBody.safeParse(payload);
    const detail = parsed.success ? parsed.data : {};
    throw new ApiError(
      response.status,
      detail.error?.code ?? ClientErrorCode.HTTP_ERROR,
      detail.error?.message ?? detail.message ?? common.t('api.failed', { status: response.status }),
      detail.error?.fields ?? {},
    );
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK, common.t('api.network'));
  }
  return {
    blob,
    fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? `commission-invoice-${month}.pdf`,
  };
}

/** How long an object URL is kept after its download started: long enough for any browser to read it. */
const KEEP_OBJECT_URL_MS = 30_000;

/** Saves `blob` as the file `fileName`, as a link with `download` would: an object URL and a passing anchor. */
export function saveFile({ blob, fileName }: Download): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}

/** Downloads a shop's commission invoice for a month and saves it; fails with the server's message. */
export function useDownloadCommissionInvoice() {
  return useMutation({
    mutationFn: ({ shopId, month }: { shopId: string; month: string }) =>
      downloadCommissionInvoice(shopId, month),
    onSuccess: saveFile,
    meta: { session: 'user' },
  });
}
