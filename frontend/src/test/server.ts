import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The server's error body (docs/identity.md): `{success: false, message, error: {code, message, fields}}`. */
export function apiError(status: number, code: string, message: string, fields: Record<string, string> = {}) {
  return HttpResponse.json({ success: false, message, error: { code, message, fields } }, { status });
}

export const signedOut = () => apiError(401, 'unauthenticated', 'Please sign in to continue.');

/**
 * The mocked API. Every page loads the shopper and the seller at start (SPEC.md §4); by default
 * nobody is signed in. Tests add what they need with `server.use(...)` or `mockSession(...)`.
 */
export const server = setupServer(
  http.get('/api/v2/getuser', signedOut),
  http.get('/api/v2/getseller', signedOut),
);
