import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { server } from '@/test/server';

import { ApiError, apiFetch } from './api';

const okSchema = z.object({ success: z.literal(true), count: z.number() });

describe('apiFetch', () => {
  it('parses a successful answer with its schema', async () => {
    server.use(http.get('/api/v2/thing', () => HttpResponse.json({ success: true, count: 3 })));

    await expect(apiFetch('/api/v2/thing', okSchema)).resolves.toEqual({ success: true, count: 3 });
  });

  it("turns the server's error body into an ApiError with its message, code and fields", async () => {
    server.use(
      http.post('/api/v2/thing', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'email: enter a valid email address',
            error: {
              code: 'validation_failed',
              message: 'email: enter a valid email address',
              fields: { email: 'enter a valid email address' },
            },
          },
          { status: 400 },
        ),
      ),
    );

    const error = await apiFetch('/api/v2/thing', okSchema, { method: 'POST', json: { email: 'x' } }).catch(
      (e: unknown) => e,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'email: enter a valid email address',
      fields: { email: 'enter a valid email address' },
    });
  });

  it('reads the top-level message when only that is present', async () => {
    server.use(
      http.get('/api/v2/thing', () =>
        HttpResponse.json({ success: false, message: 'Order not found' }, { status: 404 }),
      ),
    );

    await expect(apiFetch('/api/v2/thing', okSchema)).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
  });

  it('refuses an answer that does not match the schema instead of trusting it', async () => {
    server.use(http.get('/api/v2/thing', () => HttpResponse.json({ success: true, count: 'three' })));

    await expect(apiFetch('/api/v2/thing', okSchema)).rejects.toMatchObject({ code: 'unexpected_response' });
  });

  it('reports a network failure in words a shopper understands', async () => {
    server.use(http.get('/api/v2/thing', () => HttpResponse.error()));

    await expect(apiFetch('/api/v2/thing', okSchema)).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Could not reach Haat. Check your connection and try again.',
    });
  });
});
