import { act } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';

// A stand-in XMLHttpRequest for tests of uploads (src/lib/upload.ts): the test says how far the
// body has gone and how the server answers, which the mocked server (MSW) cannot (it sends the
// whole body at once). Installed for one test; put back when it ends.

export class FakeXhr extends EventTarget {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
    sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new ProgressEvent('abort'));
  }

  /** The body has gone `loaded` bytes of `total`. */
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { loaded, total, lengthComputable: true }));
    });
  }

  /** The server answers `status` with `body` as JSON. */
  async respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => {
      this.dispatchEvent(new ProgressEvent('load'));
      // The answer is parsed after a schema loads: let that and the page's update happen.
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }

  /** The request's multipart body. */
  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('The request has no multipart body.');
    return this.body;
  }
}

let sent: FakeXhr[] = [];

/** Replaces XMLHttpRequest for the running test; answers the requests sent, in order. */
export function fakeXhr(): FakeXhr[] {
  sent = [];
  const requests = sent;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return requests;
}
