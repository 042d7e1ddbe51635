import type { z } from './zod';

// The one way the app talks to the API. Every response is parsed with a zod schema (never cast),
// and every failure becomes an ApiError carrying the server's message and the fields it names.

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

const errorBody = lazySchema(async () => {
  const { z } = await import('./zod');
  return z.object({
    message: z.string().optional(),
    error: z
      .object({
        code: z.string(),
        message: z.string(),
        fields: z.record(z.string(), z.string()).default({}),
      })
      .optional(),
  });
});

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

const NETWORK_MESSAGE = 'Could not reach Haat. Check your connection and try again.';

type ApiRequest = Omit<RequestInit, 'body'> & { json?: unknown; body?: BodyInit };

/** The schema to parse with, loaded if need be; one that cannot be loaded means the network is gone. */
async function load<T>(schema: ResponseSchema<T>): Promise<z.ZodType<T>> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
}

export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  request: ApiRequest = {},
): Promise<T> {
  const { json, headers, ...init } = request;
  // Started before the request, so that a lazily loaded schema arrives alongside the answer.
  const answerSchema = load(schema);
  // Whatever happens to the request, a failed load is reported through it, not left unhandled.
  answerSchema.catch(() => undefined);
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'include',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? init.body : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = (await load(errorBody)).safeParse(payload);
    const detail = parsed.success ? parsed.data : {};
    // SPEC.md §8: most calls read error.message, some read the top-level message; the server
    // sends both, and either will do.
    const message = detail.error?.message ?? detail.message ?? `The request failed (${response.status}).`;
    throw new ApiError(
      response.status,
      detail.error?.code ?? 'http_error',
      message,
      detail.error?.fields ?? {},
    );
  }
  const parsed = (await answerSchema).safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'unexpected_response',
      'Haat sent an answer this page does not understand.',
    );
  }
  return parsed.data;
}
