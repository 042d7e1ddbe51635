// The request recorder: a mocked API keeps every call a page made, to check what was sent.

/** One request as the mocked server received it; `body` is the parsed JSON, or undefined. */
export type RecordedCall = { method: string; path: string; search: URLSearchParams; body: unknown };

/**
 * A list of calls and the way to add one. Use `record(request)` first thing in an MSW handler; it
 * answers the request's URL and parsed body, and leaves the request readable.
 */
export function requestRecorder() {
  const calls: RecordedCall[] = [];
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
    return { url, body };
  };
  return { calls, record };
}

/** The writes a page made: method, path and body, in order. */
export const writesOf = (api: { calls: readonly RecordedCall[] }) =>
  api.calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

/** The query strings of a page's reads of `path`, in order. */
export const readsOf = (api: { calls: readonly RecordedCall[] }, path: string) =>
  api.calls
    .filter((call) => call.method === 'GET' && call.path === path)
    .map((call) => call.search.toString());
