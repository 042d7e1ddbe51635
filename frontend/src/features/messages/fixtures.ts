import type { ConversationDto, MessageDto } from '@/api';
import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { onTestFinished, vi } from 'vitest';

import { ErrorCode } from '@/api';
import type { RecordedCall } from '@/test/requests';
import { answer, apiError, server } from '@/test/server';

// Test fixtures of buyer–seller messages: conversations and messages shaped as the API sends
// them, a mocked API that keeps them as the server would (the inbox's order and search, pages of
// 30 going back by `before`, sending as JSON or multipart, reading, reporting, asking, and the
// Admin's list and blocks) and records every call, and a stand-in for the browser's EventSource
// that a test pushes `messages` events through.

export function aConversation(overrides: Partial<ConversationDto> = {}): ConversationDto {
  return {
    _id: 'conv-1',
    user: { _id: 'user-1', name: 'Priya Sharma', avatar: null },
    shop: { _id: 'shop-1', name: 'Jaipur Looms', avatar: null },
    product: {
      _id: 'prod-1',
      name: 'Block-printed cotton kurta',
      image: '/media/products/prod-1/0/thumb.jpg',
      price: 999,
    },
    order: null,
    lastMessage: { text: 'Is this kurta available in XL?', from: 'user', at: '2026-11-24T06:30:00Z' },
    messageCount: 1,
    unread: 0,
    me: 'user',
    seenUpTo: 0,
    canSend: true,
    reported: null,
    blocked: null,
    createdAt: '2026-11-24T06:30:00Z',
    ...overrides,
  };
}

export function aMessage(overrides: Partial<MessageDto> = {}): MessageDto {
  return {
    _id: 'msg-1',
    seq: 1,
    from: 'user',
    mine: true,
    text: 'Is this kurta available in XL?',
    images: [],
    seen: false,
    createdAt: '2026-11-24T06:30:00Z',
    ...overrides,
  };
}

/** `count` messages alternating between the shopper (odd) and the shop (even), one a minute, as `me` sees them. */
export function someMessages(count: number, me: 'user' | 'shop' = 'user'): MessageDto[] {
  return Array.from({ length: count }, (_, i) => {
    const seq = i + 1;
    const from = seq % 2 === 1 ? 'user' : 'shop';
    return aMessage({
      _id: `msg-${seq}`,
      seq,
      from,
      mine: from === me,
      text: `Message number ${seq}`,
      createdAt: new Date(Date.UTC(2026, 10, 24, 6, seq)).toISOString(),
    });
  });
}

/** One conversation as the server keeps it for the caller: the conversation and all its messages. */
export type StoredThread = { conversation: ConversationDto; messages: MessageDto[] };

/** A conversation with its messages, its last message and counts made to agree with them. */
export function aThread(conversation: Partial<ConversationDto>, messages: MessageDto[]): StoredThread {
  const last = messages.at(-1);
  return {
    conversation: aConversation({
      messageCount: messages.length,
      lastMessage: last ? { text: last.text, from: last.from, at: last.createdAt } : null,
      ...conversation,
    }),
    messages,
  };
}

const PAGE = 30;
const LIST_PAGE = 20;

/**
 * The API of messages for one caller (a shopper, a shop, or the Admin), keeping `threads` as the
 * server would. `calls` records every request (a multipart body as `{message, images: count}`).
 * `nextSend` / `nextStart`, when set, answer the next send / question instead (then clear).
 */
export function mockMessagesApi(initial: { threads?: StoredThread[] } = {}) {
  const calls: RecordedCall[] = [];
  const api = {
    threads: [...(initial.threads ?? [])],
    calls,
    nextSend: null as null | (() => Response | Promise<Response>),
    nextStart: null as null | (() => Response | Promise<Response>),
    /** A message from the other side arrives in conversation `id` (the page hears of it by the stream). */
    receive(id: string, text: string, images: string[] = []) {
      const thread = find(id)!;
      const { conversation } = thread;
      const seq = conversation.messageCount + 1;
      const from = conversation.me === 'shop' ? 'user' : 'shop';
      const at = new Date(Date.UTC(2026, 10, 25, 9, seq)).toISOString();
      thread.messages = [
        ...thread.messages,
        aMessage({ _id: `msg-${id}-${seq}`, seq, from, mine: false, text, images, createdAt: at }),
      ];
      thread.conversation = {
        ...conversation,
        messageCount: seq,
        unread: conversation.unread + 1,
        lastMessage: { text, from, at },
      };
    },
    /** The other side reads up to the latest message. */
    otherSideReads(id: string) {
      const thread = find(id)!;
      thread.conversation = { ...thread.conversation, seenUpTo: thread.conversation.messageCount };
      thread.messages = thread.messages.map((message) => ({ ...message, seen: message.mine }));
    },
  };

  function find(id: string) {
    return api.threads.find((thread) => thread.conversation._id === id);
  }
  const unreadCount = () => api.threads.filter((thread) => thread.conversation.unread > 0).length;
  const note = (request: Request, body: unknown) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, search: url.searchParams, body });
    return url;
  };
  const missing = () => apiError(404, ErrorCode.NOT_FOUND, 'There is no such conversation.');
  const otherName = (conversation: ConversationDto) =>
    conversation.me === 'shop' ? conversation.user.name : conversation.shop.name;

  server.use(
    http.get('/api/v2/conversations', ({ request }) => {
      const url = note(request, undefined);
      const q = url.searchParams.get('q')?.toLowerCase() ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const matching = api.threads
        .map((thread) => thread.conversation)
        .filter(
          (c) =>
            !q ||
            [otherName(c), c.product?.name ?? '', c.lastMessage?.text ?? ''].some((text) =>
              text.toLowerCase().includes(q),
            ),
        )
        .sort(
          (a, b) =>
            Number(b.unread > 0) - Number(a.unread > 0) ||
            (b.lastMessage?.at ?? b.createdAt).localeCompare(a.lastMessage?.at ?? a.createdAt),
        );
      return HttpResponse.json({
        success: true,
        items: matching.slice((page - 1) * LIST_PAGE, page * LIST_PAGE),
        total: matching.length,
        page,
        limit: LIST_PAGE,
        unread: unreadCount(),
      });
    }),
    http.get('/api/v2/conversations/:id/messages', ({ request, params }) => {
      const url = note(request, undefined);
      const thread = find(String(params.id));
      if (!thread) return missing();
      const before = url.searchParams.get('before');
      const upTo = before
        ? (thread.messages.find((message) => message._id === before)?.seq ?? 0)
        : Number.POSITIVE_INFINITY;
      const earlier = thread.messages.filter((message) => message.seq < upTo);
      const page = earlier.slice(-PAGE);
      const oldest = page[0];
      return HttpResponse.json({
        success: true,
        conversation: thread.conversation,
        messages: page,
        nextBefore: page.length === PAGE && oldest && oldest.seq > 1 ? oldest._id : null,
      });
    }),
    http.post('/api/v2/conversations/:id/messages', async ({ request, params }) => {
      const multipart = request.headers.get('Content-Type')?.startsWith('multipart/') ?? false;
      let text: string;
      let files: File[] = [];
      if (multipart) {
        const form = await request.formData();
        text = String(form.get('message') ?? '');
        // Files of the page's realm (jsdom's) are not `instanceof` the server's File.
        files = form.getAll('images').filter((value): value is File => typeof value !== 'string');
        // jsdom's files reach the mocked server without their names or bytes: only how many came.
        note(request, { message: text, images: files.length });
      } else {
        const body = (await request.json()) as { message: string };
        text = body.message;
        note(request, body);
      }
      if (api.nextSend) {
        const instead = api.nextSend;
        api.nextSend = null;
        return instead();
      }
      const thread = find(String(params.id));
      if (!thread) return missing();
      const { conversation } = thread;
      const seq = conversation.messageCount + 1;
      const from = conversation.me ?? 'user';
      const message = aMessage({
        _id: `msg-${conversation._id}-${seq}`,
        seq,
        from,
        mine: true,
        // The server hides contact details.
        text: text.replace(/\d{10}/g, '••••••'),
        images: files.map((_, i) => `/api/v2/conversations/${conversation._id}/images/${seq}-${i}.png`),
        createdAt: new Date(Date.UTC(2026, 10, 25, 10, seq)).toISOString(),
      });
      thread.messages = [...thread.messages, message];
      thread.conversation = {
        ...conversation,
        messageCount: seq,
        lastMessage: { text: message.text, from, at: message.createdAt },
      };
      return answer({ success: true, message, conversation: thread.conversation }, { status: 201 });
    }),
    http.post('/api/v2/conversations/:id/read', ({ request, params }) => {
      note(request, undefined);
      const thread = find(String(params.id));
      if (!thread) return missing();
      thread.conversation = { ...thread.conversation, unread: 0 };
      return HttpResponse.json({ success: true, conversation: thread.conversation, unread: unreadCount() });
    }),
    http.post('/api/v2/conversations/:id/report', async ({ request, params }) => {
      const body = (await request.json()) as { reason: string };
      note(request, body);
      const thread = find(String(params.id));
      if (!thread) return missing();
      const reason = body.reason.trim();
      if (reason.length < 3) {
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'reason: write 3 to 500 characters.', {
          reason: 'write 3 to 500 characters.',
        });
      }
      thread.conversation = {
        ...thread.conversation,
        reported: { by: thread.conversation.me ?? 'user', reason, at: '2026-11-25T11:00:00Z' },
      };
      return HttpResponse.json({ success: true });
    }),
    http.post('/api/v2/conversations', async ({ request }) => {
      const body = (await request.json()) as {
        shopId: string;
        productId: string | null;
        orderId: string | null;
        message: string;
      };
      note(request, body);
      if (api.nextStart) {
        const instead = api.nextStart;
        api.nextStart = null;
        return instead();
      }
      let thread = api.threads.find(
        ({ conversation: c }) =>
          c.shop._id === body.shopId &&
          (c.product?._id ?? null) === body.productId &&
          (c.order?._id ?? null) === body.orderId,
      );
      if (!thread) {
        thread = aThread(
          {
            _id: `conv-new-${api.threads.length + 1}`,
            shop: { _id: body.shopId, name: 'Jaipur Looms', avatar: null },
            product: body.productId
              ? { _id: body.productId, name: 'Block-printed cotton kurta', image: null, price: 999 }
              : null,
            order: body.orderId
              ? {
                  _id: body.orderId,
                  status: 'Processing',
                  totalPrice: 1998,
                  createdAt: '2026-11-24T09:35:00Z',
                }
              : null,
          },
          [],
        );
        api.threads = [...api.threads, thread];
      }
      const seq = thread.conversation.messageCount + 1;
      const message = aMessage({ _id: `msg-${thread.conversation._id}-${seq}`, seq, text: body.message });
      thread.messages = [...thread.messages, message];
      thread.conversation = {
        ...thread.conversation,
        messageCount: seq,
        lastMessage: { text: message.text, from: 'user', at: message.createdAt },
      };
      return answer({ success: true, conversation: thread.conversation, message }, { status: 201 });
    }),
    http.get('/api/v2/admin-conversations', ({ request }) => {
      const url = note(request, undefined);
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const reported = api.threads
        .map((thread) => thread.conversation)
        .filter((c) => c.reported !== null)
        .sort((a, b) => b.reported!.at.localeCompare(a.reported!.at));
      return HttpResponse.json({
        success: true,
        items: reported.slice((page - 1) * limit, page * limit),
        total: reported.length,
        page,
        limit,
      });
    }),
    http.put('/api/v2/admin-conversation/:id/block', async ({ request, params }) => {
      const body = (await request.json()) as { party: 'shopper' | 'shop'; blocked: boolean };
      note(request, body);
      const thread = find(String(params.id));
      if (!thread) return missing();
      const blocked = thread.conversation.blocked ?? { user: false, shop: false };
      thread.conversation = {
        ...thread.conversation,
        blocked:
          body.party === 'shopper' ? { ...blocked, user: body.blocked } : { ...blocked, shop: body.blocked },
      };
      return HttpResponse.json({ success: true, conversation: thread.conversation });
    }),
  );
  return api;
}

/**
 * The browser's EventSource, as the tests' stand-in: it connects to nothing; a test finds the
 * page's streams in `FakeEventSource.opened` and sends them `messages` events.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const listeners = this.listeners.get(type) ?? new Set();
    listeners.add(listener);
    this.listeners.set(type, listeners);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Whether anything on the page listens for `type` on this stream. */
  hears(type: string) {
    return (this.listeners.get(type)?.size ?? 0) > 0;
  }

  /** The server says one of the account's conversations changed: `event: messages`, `{"unread": n}`. */
  sendMessages(unread: number) {
    if (this.closed) throw new Error(`${this.url} is closed`);
    const event = new MessageEvent('messages', { data: JSON.stringify({ unread }) });
    act(() => this.listeners.get('messages')?.forEach((listener) => listener(event)));
  }
}

/** Puts the stand-in in place of EventSource for one test (undo with `vi.unstubAllGlobals()`). */
export function stubEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** The open streams that listen for conversations changing (the header's bell listens for `unread` only). */
export const messageStreams = () =>
  FakeEventSource.opened.filter((source) => !source.closed && source.hears('messages'));

/** jsdom has no object URLs; the composer's previews need them. Put back when the test ends. */
export function stubObjectUrls() {
  const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  let made = 0;
  URL.createObjectURL = () => `blob:preview-${(made += 1)}`;
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });
}

/** A small picture file, as the file picker gives it. */
export const aPicture = (name = 'photo.png', type = 'image/png', size = 64) =>
  new File([new Uint8Array(size)], name, { type });
