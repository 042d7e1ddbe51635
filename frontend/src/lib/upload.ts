import {
  ApiError,
  ClientErrorCode,
  type ResponseSchema,
  loadSchema,
  networkMessage,
  readAnswer,
} from './api';
import { currentLanguage } from './i18n';

// Uploads (a product's pictures, an avatar): the same call as `apiFetch`, sent with XMLHttpRequest
// because `fetch` cannot report how much of a request body has gone. Same cookies, same headers
// (the server checks a write's `Origin`, which the browser adds to both: docs/security.md), same
// parsing of the answer and of the server's errors (`readAnswer`).

/** How much of the request body has been sent, in bytes. `total` is 0 until the browser knows it. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  method: 'POST' | 'PUT';
  body: FormData;
  /** Aborting it stops the upload; the call then rejects with an `UploadCancelled`. */
  signal?: AbortSignal | undefined;
  /** Called as the body goes out (not for the answer coming back). */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
};

/** What a page passes down to an upload call: the cancel signal and the progress callback. */
export type UploadControl = Pick<UploadOptions, 'signal' | 'onProgress'>;

/** What an upload that was cancelled (its signal aborted) rejects with. */
export class UploadCancelled extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** Whether `error` is an upload the user cancelled, not a failure to report. */
export const isUploadCancelled = (error: unknown): error is UploadCancelled =>
  error instanceof UploadCancelled;

/** The percentage of `progress` sent, 0 to 100, whole. */
export const uploadPercent = ({ loaded, total }: UploadProgress): number =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * Each file's share of a multipart upload's progress, 0 to 100, from the request's progress and the
 * files' sizes in the order they are in the body. The browser reports bytes of the whole body
 * only; a file's own bytes are read from where it lies in it. The text fields and part headers
 * (a few hundred bytes) are counted as coming before the first file, so the last file reaches
 * 100 % exactly when the body has gone.
 */
export function fileShares({ loaded, total }: UploadProgress, sizes: readonly number[]): number[] {
  if (total <= 0) return sizes.map(() => 0);
  let start = total - sizes.reduce((sum, size) => sum + size, 0);
  return sizes.map((size) => {
    const share = size > 0 ? (loaded - start) / size : loaded >= start ? 1 : 0;
    start += size;
    return Math.floor(Math.min(1, Math.max(0, share)) * 100);
  });
}

/** Sends `body` to `path` and parses the answer with `schema`, reporting progress, cancellable. */
export async function apiUpload<T>(
  path: string,
  schema: ResponseSchema<T>,
  { method, body, signal, onProgress }: UploadOptions,
): Promise<T> {
  if (signal?.aborted) throw new UploadCancelled();
  // Started before the request, so that a lazily loaded schema arrives alongside the answer.
  const answerSchema = loadSchema(schema);
  answerSchema.catch(() => undefined);

  const { status, payload } = await new Promise<{ status: number; payload: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      finish();
    };
    // Rejected at once rather than on the request's `abort` event, so that a cancelled upload frees
    // the form even where that event never comes.
    const onAbort = () => {
      settle(() => reject(new UploadCancelled()));
      xhr.abort();
    };
    signal?.addEventListener('abort', onAbort);

    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    // The server answers its messages in the page's language (docs/i18n.md).
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.upload.addEventListener('progress', (event) => {
      if (!settled && onProgress)
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.addEventListener('load', () => {
      settle(() => {
        let payload: unknown;
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          payload = undefined;
        }
        resolve({ status: xhr.status, payload });
      });
    });
    const failed = () => settle(() => reject(new ApiError(0, ClientErrorCode.NETWORK, networkMessage())));
    xhr.addEventListener('error', failed);
    xhr.addEventListener('timeout', failed);
    xhr.addEventListener('abort', () => settle(() => reject(new UploadCancelled())));
    // No Content-Type: the browser writes the multipart boundary itself.
    xhr.send(body);
  });
  return readAnswer(status, payload, answerSchema);
}
