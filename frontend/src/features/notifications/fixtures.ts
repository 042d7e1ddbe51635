import type { NotificationDto, TopicSetting } from '@/api';
import { act } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';

import { ErrorCode } from '@/api';
import { requestRecorder } from '@/test/requests';
import { apiError, defaultNotificationSettings, server } from '@/test/server';

// Test fixtures of the notification centre: notifications shaped as the API sends them, a mocked
// API that keeps them (and the settings) as the server would and records every call, and a stand-in
// for the browser's EventSource that a test pushes `unread` events through.

export function aNotification(overrides: Partial<NotificationDto> = {}): NotificationDto {
  return {
    _id: 'note-1',
    kind: 'order-shipping',
    title: 'Your order is on its way',
    body: 'Handloom cotton saree was handed to Delhivery.',
    link: '/user/order/ord-1',
    createdAt: '2026-11-24T06:30:00Z',
    read: false,
    ...overrides,
  };
}

/**
 * One account's notifications and settings as the server keeps them: GET /notifications answers
 * them newest first with the unread count, POST /notifications/read marks some (`ids`) or every
 * one (`all`), GET and PUT /notification-settings read and change the topics, refusing (400 on
 * `settings`, nothing saved) a topic the account does not have or one locked on. `calls` records
 * every request, `?as=seller` and all.
 */
export function mockNotificationsApi(
  initial: { items?: NotificationDto[]; settings?: TopicSetting[]; as?: 'seller' } = {},
) {
  const { calls, record } = requestRecorder();
  const api = {
    items: [...(initial.items ?? [])],
    settings: initial.settings ?? defaultNotificationSettings(initial.as ?? null),
    calls,
  };
  const unread = () => api.items.filter((item) => !item.read).length;
  server.use(
    http.get('/api/v2/notifications', async ({ request }) => {
      await record(request);
      return HttpResponse.json({
        success: true,
        items: api.items,
        unread: unread(),
        total: api.items.length,
        page: 1,
        limit: 20,
      });
    }),
    http.post('/api/v2/notifications/read', async ({ request }) => {
      const { body } = await record(request);
      const { ids, all } = body as { ids?: string[]; all?: boolean };
      api.items = api.items.map((item) => (all || ids?.includes(item._id) ? { ...item, read: true } : item));
      return HttpResponse.json({ success: true, unread: unread() });
    }),
    http.get('/api/v2/notification-settings', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, settings: api.settings });
    }),
    http.put('/api/v2/notification-settings', async ({ request }) => {
      const { body } = await record(request);
      const sent = (body as { settings: { topic: string; email: boolean }[] }).settings;
      for (const { topic, email } of sent) {
        const known = api.settings.find((setting) => setting.topic === topic);
        if (!known || (known.locked && !email)) {
          const message = known
            ? `Emails about ${topic} cannot be switched off.`
            : `There is no topic named ${topic}.`;
          return apiError(400, ErrorCode.VALIDATION_FAILED, `settings: ${message}`, { settings: message });
        }
      }
      api.settings = api.settings.map((setting) => {
        const change = sent.find(({ topic }) => topic === setting.topic);
        return change ? { ...setting, email: change.email } : setting;
      });
      return HttpResponse.json({ success: true, settings: api.settings });
    }),
  );
  return api;
}

/**
 * The browser's EventSource, as the tests' stand-in: it connects to nothing; a test finds the
 * page's stream in `FakeEventSource.opened` and sends it `unread` events.
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

  /** The server says how many notifications are unread, as `event: unread` with `{"unread": n}`. */
  sendUnread(unread: number) {
    if (this.closed) throw new Error(`${this.url} is closed`);
    const event = new MessageEvent('unread', { data: JSON.stringify({ unread }) });
    act(() => this.listeners.get('unread')?.forEach((listener) => listener(event)));
  }
}

/** Puts the stand-in in place of EventSource for one test (undo with `vi.unstubAllGlobals()`). */
export function stubEventSource() {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** The streams the page has open now. */
export const openStreams = () => FakeEventSource.opened.filter((source) => !source.closed);
