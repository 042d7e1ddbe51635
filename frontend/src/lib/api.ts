import { z } from 'zod';

// The one way the app talks to the API. Every response is parsed with a zod schema (never cast),
// and every failure becomes an ApiError carrying the server's message and the fields it names.

const errorBody = z.object({
  message: z.string().optional(),
  error: z
    .object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).default({}),
    })
    .optional(),
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

export async function apiFetch<T>(path: string, schema: z.ZodType<T>, request: ApiRequest = {}): Promise<T> {
  const { json, headers, ...init } = request;
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
    const parsed = errorBody.safeParse(payload);
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
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'unexpected_response',
      'Haat sent an answer this page does not understand.',
    );
  }
  return parsed.data;
}
