import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { aSeller, aUser, mockSession } from '@/test/auth';
import { renderApp, setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError } from '@/test/server';

import {
  aMessage,
  aPicture,
  aThread,
  messageStreams,
  mockMessagesApi,
  someMessages,
  stubEventSource,
  stubObjectUrls,
} from '../fixtures';

// One conversation, opened from the shopper's Messages tab or the shop's inbox.

const SHOPPER_PAGE = '/account?tab=messages&conversation=conv-1';
const SHOP_PAGE = '/shop-dashboard-messages?conversation=conv-1';

/** The shopper asked twice; the shop answered once, with a picture; the shop has read the first question. */
const ASKED = aThread({ _id: 'conv-1', me: 'user', seenUpTo: 1 }, [
  aMessage({
    _id: 'm1',
    seq: 1,
    from: 'user',
    mine: true,
    seen: true,
    text: 'Is this kurta available in XL?',
    createdAt: '2026-11-24T06:30:00Z',
  }),
  aMessage({
    _id: 'm2',
    seq: 2,
    from: 'shop',
    mine: false,
    text: 'Yes, here it is.',
    images: ['/api/v2/conversations/conv-1/images/a.png'],
    createdAt: '2026-11-24T07:00:00Z',
  }),
  aMessage({
    _id: 'm3',
    seq: 3,
    from: 'user',
    mine: true,
    text: 'Lovely, and in blue?',
    createdAt: '2026-11-24T07:10:00Z',
  }),
]);

/** The conversation's list of messages: `items()` are its messages (not the pictures' items inside them). */
async function messageList() {
  const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
  return Object.assign(within(list), { items: () => [...list.children] as HTMLElement[] });
}

beforeEach(() => stubEventSource());
afterEach(() => vi.unstubAllGlobals());

describe('a conversation', () => {
  it('shows the other side, the product, and the messages oldest first, mine on the right with “Seen” under the latest one read', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    renderApp(SHOPPER_PAGE);

    expect(await screen.findByRole('heading', { level: 2, name: 'Jaipur Looms' })).toBeInTheDocument();
    expect(screen.getByText('Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Block-printed cotton kurta' })).toHaveAttribute(
      'href',
      '/product/prod-1',
    );
    expect(screen.getByText('₹999.00')).toBeInTheDocument();

    const list = await messageList();
    const items = list.items();
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Is this kurta available in XL?',
      'Yes, here it is.',
      'Lovely, and in blue?',
    ]);
    expect(items[0]).toHaveClass('items-end');
    expect(items[1]).toHaveClass('items-start');
    expect(within(items[0]!).getByText('You:')).toHaveClass('sr-only');
    expect(within(items[1]!).getByText('Jaipur Looms:')).toHaveClass('sr-only');
    // Only the shopper's latest message the shop has read says so.
    expect(within(items[0]!).getByText('Seen')).toBeInTheDocument();
    expect(within(items[2]!).queryByText('Seen')).not.toBeInTheDocument();
    expect(list.getAllByText('Seen')).toHaveLength(1);
    expect(within(items[0]!).getByText('24 Nov 2026, 12:00 pm')).toHaveAttribute(
      'dateTime',
      '2026-11-24T06:30:00Z',
    );

    // The picture, as a thumbnail that opens full size in a new tab.
    const picture = within(items[1]!).getByRole('link', { name: /Picture 1 of 1/ });
    expect(picture).toHaveAttribute('href', '/api/v2/conversations/conv-1/images/a.png');
    expect(picture).toHaveAttribute('target', '_blank');
    expect(within(picture).getByRole('img')).toHaveAttribute(
      'src',
      '/api/v2/conversations/conv-1/images/a.png',
    );

    expect(
      screen.getByText(
        'Phone numbers and email addresses are hidden for both sides, to keep your trades safe on Haat.',
      ),
    ).toBeInTheDocument();
    // Nothing unread: nothing to mark.
    expect(writesOf(api)).toEqual([]);
  });

  it('marks the conversation read when it opens with unread messages, and again when one arrives', async () => {
    mockSession({ seller: aSeller() });
    const thread = aThread({ _id: 'conv-1', me: 'shop', unread: 1 }, [
      aMessage({ _id: 'm1', seq: 1, from: 'user', mine: false, text: 'Do you ship to Pune?' }),
    ]);
    const api = mockMessagesApi({ threads: [thread] });
    renderApp(SHOP_PAGE);

    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('Shopper')).toBeInTheDocument();
    await waitFor(() =>
      expect(writesOf(api)).toEqual([
        { method: 'POST', path: '/api/v2/conversations/conv-1/read', body: undefined },
      ]),
    );

    api.receive('conv-1', 'And to Nagpur?');
    messageStreams()[0]!.sendMessages(1);

    expect(await (await messageList()).findByText('And to Nagpur?')).toBeInTheDocument();
    // Said aloud, as it came while the conversation was open.
    expect(screen.getByText('New message from Priya Sharma: And to Nagpur?')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await waitFor(() => expect(writesOf(api).filter((call) => call.path.endsWith('/read'))).toHaveLength(2));
  });

  it('loads older messages on request, keeping them in order', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [aThread({ _id: 'conv-1', me: 'user' }, someMessages(45))] });
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    const list = await messageList();
    expect(list.items()).toHaveLength(30);
    expect(list.items()[0]).toHaveTextContent('Message number 16');

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));

    await waitFor(() => expect(list.items()).toHaveLength(45));
    expect(list.items()[0]).toHaveTextContent('Message number 1');
    expect(list.items()[44]).toHaveTextContent('Message number 45');
    expect(readsOf(api, '/api/v2/conversations/conv-1/messages')).toEqual(['', 'before=msg-16']);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('shows an order for the shop, linking to the shop’s page of it', async () => {
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    mockMessagesApi({
      threads: [
        aThread(
          {
            _id: 'conv-1',
            me: 'shop',
            product: null,
            order: {
              _id: 'ord7f3a9c2e41b8',
              status: 'Shipping',
              totalPrice: 1998,
              createdAt: '2026-11-20T09:35:00Z',
            },
          },
          [aMessage({ from: 'user', mine: false, text: 'Where is my order?' })],
        ),
      ],
    });
    renderApp(SHOP_PAGE);

    const order = await screen.findByRole('link', { name: 'Order #ord7f3a9' });
    expect(order).toHaveAttribute('href', '/shop/order/ord7f3a9c2e41b8/shop-1');
    expect(screen.getByText('Shipping')).toBeInTheDocument();
    expect(screen.getByText('₹1,998.00 · placed on 20 Nov 2026')).toBeInTheDocument();
  });
});

describe('the composer', () => {
  it('sends text with Ctrl+Enter, shows it at once, and counts the characters', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Call me on 9876543210');
    expect(box).toHaveAccessibleDescription(/21 \/ 2,000 characters/);
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await (await messageList()).findByText('Call me on ••••••')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v2/conversations/conv-1/messages',
        body: { message: 'Call me on 9876543210' },
      },
    ]);
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('sends pictures as a form, previewed and removable first', async () => {
    mockSession({ user: aUser() });
    stubObjectUrls();
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    const add = await screen.findByLabelText('Add pictures (0/4)');
    await user.upload(add, [aPicture('front.png', 'image/png', 64), aPicture('back.jpg', 'image/jpeg', 128)]);
    const attached = within(screen.getByRole('list', { name: 'Pictures to send' }));
    expect(attached.getByRole('img', { name: 'Picture 1: front.png' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await user.click(attached.getByRole('button', { name: 'Remove back.jpg' }));
    expect(attached.queryByRole('img', { name: /back.jpg/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(writesOf(api)).toEqual([
        {
          method: 'POST',
          path: '/api/v2/conversations/conv-1/messages',
          body: { message: '', images: 1 },
        },
      ]),
    );
    const list = await messageList();
    await waitFor(() => expect(list.items()).toHaveLength(4));
    expect(within(list.items()[3]!).getByRole('link', { name: /Picture 1 of 1/ })).toHaveAttribute(
      'href',
      '/api/v2/conversations/conv-1/images/4-0.png',
    );
  });

  it('refuses a picture that is too large or not a picture, and a fifth one, before sending', async () => {
    mockSession({ user: aUser() });
    stubObjectUrls();
    mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const user = setupUser({ applyAccept: false });
    renderApp(SHOPPER_PAGE);

    const add = await screen.findByLabelText('Add pictures (0/4)');
    await user.upload(add, aPicture('huge.png', 'image/png', 6 * 1024 * 1024));
    expect(await screen.findByText('Huge.png is larger than 5 MB.')).toBeInTheDocument();
    await user.upload(add, aPicture('notes.pdf', 'application/pdf'));
    expect(screen.getByText('Notes.pdf is not a JPEG, PNG, WebP or GIF picture.')).toBeInTheDocument();

    await user.upload(
      add,
      [1, 2, 3, 4, 5].map((n) => aPicture(`p${n}.png`)),
    );
    expect(screen.getByText('You can send up to 4 pictures in one message.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pictures to send' })).getAllByRole('img')).toHaveLength(
      4,
    );
    expect(screen.getByLabelText('Add pictures (4/4)')).toBeDisabled();
  });

  it('shows the server’s problem with the text next to it', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    api.nextSend = () =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'message: write at most 2000 characters.', {
        message: 'write at most 2000 characters.',
      });
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    const box = await screen.findByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(box).toHaveAccessibleDescription(/Write at most 2000 characters\./));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('Hello');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for something to send rather than sending nothing', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    await user.click(await screen.findByRole('button', { name: 'Send' }));

    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      /Write a message or add a picture\./,
    );
    expect(writesOf(api)).toEqual([]);
  });

  it('says so when messages go too fast (429)', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const slow = 'Too many requests. Please wait a moment and try again.';
    api.nextSend = () => apiError(429, ErrorCode.TOO_MANY_REQUESTS, slow);
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(slow);
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello?');
  });

  it('says so when the account was blocked, then shows that it cannot send', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const blocked = 'Haat’s team has stopped this account from sending messages.';
    api.nextSend = () => {
      api.threads[0]!.conversation = { ...api.threads[0]!.conversation, canSend: false };
      return apiError(403, ErrorCode.MESSAGING_BLOCKED, blocked);
    };
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(
      await screen.findByText(
        /Your account cannot send messages: Haat’s team has stopped it from messaging\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
  });

  it('shows a blocked account that it cannot send, instead of the composer', async () => {
    mockSession({ user: aUser() });
    mockMessagesApi({ threads: [aThread({ _id: 'conv-1', canSend: false }, [aMessage()])] });
    renderApp(SHOPPER_PAGE);

    expect(await screen.findByRole('note')).toHaveTextContent('Your account cannot send messages');
    expect(screen.queryByRole('form', { name: 'Write a message' })).not.toBeInTheDocument();
  });

  it('waits while sending, and cannot send twice', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    let release = () => undefined as void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    api.nextSend = async () => {
      await answered;
      return apiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many requests.');
    };
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(writesOf(api)).toHaveLength(1);
  });
});

describe('reporting a conversation', () => {
  it('asks why, sends the report, confirms it, and says it was reported', async () => {
    mockSession({ user: aUser() });
    const api = mockMessagesApi({ threads: [structuredClone(ASKED)] });
    const user = setupUser();
    renderApp(SHOPPER_PAGE);

    await user.click(await screen.findByRole('button', { name: 'Report conversation' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this conversation' });
    const reason = within(dialog).getByRole('textbox', { name: 'What is wrong?' });
    expect(reason).toHaveFocus();
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    // The refusal renders after the click's state update: on a loaded machine, a tick later.
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/Write at least 3 characters\./));
    expect(writesOf(api)).toEqual([]);

    await user.type(reason, 't the product they showed');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(
      await screen.findByText('Thank you. Haat’s team will look into this conversation.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'POST',
        path: '/api/v2/conversations/conv-1/report',
        body: { reason: 'not the product they showed' },
      },
    ]);
    expect(
      await screen.findByText(/You reported this conversation on 25 Nov 2026, 4:30 pm\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report conversation' })).toHaveFocus();
  });
});
