import type { ErrorCode } from '@/api';

import { common, currentLanguage } from './i18n';
import type { z } from './zod';

// The one way the app talks to the API. Every response is parsed with a zod schema (never cast):
// the schemas generated from the server's OpenAPI description, in `@/api/schemas`. Every failure
// becomes an ApiError carrying the server's error code, message and the fields it names.

/**
 * What `apiFetch` parses an answer with: a zod schema, or a function that loads one. This module
 * loads with every page and zod, some 25 KB gzipped, would weigh on each first paint; so the
 * requests the storefront makes at once (the session, the home page's products) pass a
 * `lazySchema`, and zod arrives while their answers are on the way.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** What a response schema parses an answer into. */
export type ResponseOf<S> = S extends ResponseSchema<infer T> ? T : never;

/** A response schema built on first use, once zod and the shapes it names have loaded. */
export function lazySchema<T>(build: () => Promise<z.ZodType<T>>): () => Promise<z.ZodType<T>> {
  let schema: Promise<z.ZodType<T>> | undefined;
  return () => {
    // A failed load (the network dropped) is not kept: the next request tries again.
    schema ??= build().catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    return schema;
  };
}

/**
 * The server's error body (the generated `Error`). Either part may be missing from an answer that
 * did not come from Haat's error handling (a proxy's); then the status is all there is to go on.
 */
const errorBody = lazySchema(async () => (await import('@/api/schemas')).zError.partial());

/**
 * The codes of failures the server did not describe: no answer at all (`network`), an error
 * without Haat's error body (`http_error`), an answer this page cannot read
 * (`unexpected_response`). The server's own codes are the generated `ErrorCode`.
 */
export const ClientErrorCode = {
  NETWORK: 'network',
  HTTP_ERROR: 'http_error',
  UNEXPECTED_RESPONSE: 'unexpected_response',
} as const;
export type ClientErrorCode = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

export class ApiError extends Error {
  readonly status: number;
  /** Compare with the constants of `ErrorCode` (from `@/api`) or `ClientErrorCode`. */
  readonly code: ErrorCode | ClientErrorCode;
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    code: ErrorCode | ClientErrorCode,
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

// The server writes its messages in the page's language (it is sent as `Accept-Language`); these
// are the failures it could not describe.
export const networkMessage = () => common.t('api.network');

type ApiRequest = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit };

/** The schema to parse with, loaded if need be; one that cannot be loaded means the network is gone. */
export async function loadSchema<T>(schema: ResponseSchema<T>): Promise<z.ZodType<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK, networkMessage());
  }
}

export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  request: ApiRequest = {},
): Promise<T> {
  const { json, headers, ...init } = request;
  // Started before the request, so that a lazily loaded schema arrives alongside the answer.
  const answerSchema = loadSchema(schema);
  // Whatever happens to the request, a failed load is reported through it, not left unhandled.
  answerSchema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      ...init,
      headers: {
        Accept: 'application/json',
        // The server answers its messages in the page's language (docs/i18n.md).
        'Accept-Language': currentLanguage(),
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? init.body : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK, networkMessage());
  }

  const payload: unknown = await response.json().catch(() => undefined);
  return readAnswer(response.status, payload, answerSchema);
}

/**
 * What an answer says: the parsed body of a 2xx, or the ApiError of any other status. Shared with
 * the uploads of `./upload`, which go through XMLHttpRequest to report their progress. `payload` is
 * the body read as JSON (undefined when it is not JSON).
 */
export async function readAnswer<T>(
  status: number,
  payload: unknown,
  answerSchema: Promise<z.ZodType<T>>,
): Promise<T> {
  if (status < 200 || status > 299) {
    const parsed = (await loadSchema(errorBody)).safeParse(payload);
    const detail = parsed.success ? parsed.data : {};
    // The server sends the message twice, in `error.message` and at the top level (for clients of
    // the original API); either will do.
    const message = detail.error?.message ?? detail.message ?? common.t('api.failed', { status });
    throw new ApiError(
      status,
      detail.error?.code ?? ClientErrorCode.HTTP_ERROR,
      message,
      detail.error?.fields ?? {},
    );
  }
  const parsed = (await answerSchema).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(status, ClientErrorCode.UNEXPECTED_RESPONSE, common.t('api.unexpected'));
  }
  return parsed.data;
}
