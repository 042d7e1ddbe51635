import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { fakeXhr } from '@/test/xhr';

import { ApiError } from './api';
import { UploadCancelled, apiUpload, fileShares, uploadPercent } from './upload';

const okSchema = z.object({ success: z.literal(true), id: z.string() });

const aBody = () => {
  const body = new FormData();
  body.append('name', 'Kurta');
  body.append('images', new File(['xx'], 'kurta.jpg', { type: 'image/jpeg' }));
  return body;
};

/** Lets the call reach `send` (it loads its schema first). */
const sending = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('apiUpload', () => {
  it('sends the form with the session cookie and the page’s language, and reports its progress', async () => {
    const requests = fakeXhr();
    const onProgress = vi.fn();
    const body = aBody();

    const answer = apiUpload('/api/v2/create-product', okSchema, { method: 'POST', body, onProgress });
    await sending();
    const [xhr] = requests;
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/v2/create-product', withCredentials: true });
    expect(xhr!.headers).toEqual({ Accept: 'application/json', 'Accept-Language': 'en' });
    // The browser writes the multipart boundary: no Content-Type is set by hand.
    expect(xhr!.body).toBe(body);

    xhr!.progress(50, 200);
    xhr!.progress(200, 200);
    expect(onProgress.mock.calls).toEqual([[{ loaded: 50, total: 200 }], [{ loaded: 200, total: 200 }]]);

    await xhr!.respond(201, { success: true, id: 'p1' });
    await expect(answer).resolves.toEqual({ success: true, id: 'p1' });
  });

  it("turns the server's error body into the same ApiError as apiFetch, with its fields", async () => {
    const requests = fakeXhr();
    const answer = apiUpload('/api/v2/create-product', okSchema, { method: 'POST', body: aBody() });
    answer.catch(() => undefined);
    await sending();

    await requests[0]!.respond(400, {
      success: false,
      message: 'Some fields are not valid.',
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { images: 'too big' },
      },
    });

    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', fields: { images: 'too big' } });
  });

  it('says when the network failed or the answer cannot be read', async () => {
    const requests = fakeXhr();
    const lost = apiUpload('/api/v2/create-product', okSchema, { method: 'POST', body: aBody() });
    lost.catch(() => undefined);
    await sending();
    requests[0]!.dispatchEvent(new ProgressEvent('error'));
    await expect(lost).rejects.toMatchObject({ status: 0, code: 'network' });

    const odd = apiUpload('/api/v2/create-product', okSchema, { method: 'POST', body: aBody() });
    odd.catch(() => undefined);
    await sending();
    await requests[1]!.respond(200, { success: true });
    await expect(odd).rejects.toMatchObject({ status: 200, code: 'unexpected_response' });
  });

  it('aborts the request when its signal is aborted, and rejects with UploadCancelled', async () => {
    const requests = fakeXhr();
    const controller = new AbortController();
    const onProgress = vi.fn();
    const answer = apiUpload('/api/v2/create-product', okSchema, {
      method: 'POST',
      body: aBody(),
      signal: controller.signal,
      onProgress,
    });
    answer.catch(() => undefined);
    await sending();

    requests[0]!.progress(10, 100);
    controller.abort();

    await expect(answer).rejects.toBeInstanceOf(UploadCancelled);
    expect(requests[0]!.aborted).toBe(true);
    // Nothing is reported after the cancel.
    requests[0]!.progress(20, 100);
    expect(onProgress).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the signal was aborted before', async () => {
    const requests = fakeXhr();
    const controller = new AbortController();
    controller.abort();

    await expect(
      apiUpload('/x', okSchema, { method: 'PUT', body: aBody(), signal: controller.signal }),
    ).rejects.toBeInstanceOf(UploadCancelled);
    expect(requests).toHaveLength(0);
  });
});

describe('the shares of an upload', () => {
  it('reads the percentage sent', () => {
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 3, total: 3 })).toBe(100);
  });

  it("reads each file's share from where it lies in the body, the fields counted first", () => {
    // 100 bytes of fields and part headers, then files of 300 and 600 bytes.
    const sizes = [300, 600];
    expect(fileShares({ loaded: 0, total: 0 }, sizes)).toEqual([0, 0]);
    expect(fileShares({ loaded: 100, total: 1000 }, sizes)).toEqual([0, 0]);
    expect(fileShares({ loaded: 250, total: 1000 }, sizes)).toEqual([50, 0]);
    expect(fileShares({ loaded: 700, total: 1000 }, sizes)).toEqual([100, 50]);
    expect(fileShares({ loaded: 1000, total: 1000 }, sizes)).toEqual([100, 100]);
  });
});
