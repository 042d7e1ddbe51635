import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { aSeller, aUser, mockSession } from '@/test/auth';
import { renderApp, setupUser } from '@/test/harness';
import { readsOf } from '@/test/requests';

import { aMessage, aThread, messageStreams, mockMessagesApi, stubEventSource } from '../fixtures';

// The inbox as the shop's page and the shopper's account tab show it.

/** A shopper's question about a kurta, unread by the shop. */
const KURTA = aThread(
  {
    _id: 'conv-kurta',
    me: 'shop',
    unread: 2,
    user: { _id: 'user-1', name: 'Priya Sharma', avatar: null },
  },
  [
    aMessage({
      _id: 'k1',
      seq: 1,
      from: 'user',
      mine: false,
      text: 'Hello!',
      createdAt: '2026-11-24T06:00:00Z',
    }),
    aMessage({
      _id: 'k2',
      seq: 2,
      from: 'user',
      mine: false,
      text: 'Is this kurta available in XL?',
      createdAt: '2026-11-24T06:30:00Z',
    }),
  ],
);

/** An older conversation about an order, read, the shop's answer last. */
const ORDER = aThread(
  {
    _id: 'conv-order',
    me: 'shop',
    user: { _id: 'user-2', name: 'Rahul Mehta', avatar: null },
    product: null,
    order: {
      _id: 'ord7f3a9c2e41b8',
      status: 'Shipping',
      totalPrice: 1998,
      createdAt: '2026-11-20T09:35:00Z',
    },
  },
  [
    aMessage({
      _id: 'o1',
      seq: 1,
      from: 'user',
      mine: false,
      text: 'Where is my order?',
      createdAt: '2026-11-22T08:00:00Z',
    }),
    aMessage({
      _id: 'o2',
      seq: 2,
      from: 'shop',
      mine: true,
      text: 'It left today.',
      createdAt: '2026-11-22T09:00:00Z',
    }),
  ],
);

const inbox = async () => within(await screen.findByRole('list', { name: 'Conversations' }));

beforeEach(() => stubEventSource());
afterEach(() => vi.unstubAllGlobals());

describe('the inbox', () => {
  it('lists the shop’s conversations, unread first, with the other side, what it is about and the last message', async () => {
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    const api = mockMessagesApi({ threads: [ORDER, KURTA] });
    renderApp('/shop-dashboard-messages');

    const list = await inbox();
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(2);
    // The shop's inbox: `as=seller`.
    expect(readsOf(api, '/api/v2/conversations')).toEqual(['page=1&as=seller']);

    const [kurta, order] = links as [HTMLElement, HTMLElement];
    expect(kurta).toHaveTextContent('Priya Sharma');
    expect(kurta).toHaveTextContent('Block-printed cotton kurta');
    expect(kurta).toHaveTextContent('Is this kurta available in XL?');
    expect(kurta).toHaveTextContent('24 Nov 2026, 12:00 pm');
    expect(within(kurta).getByText('2 unread messages')).toHaveClass('sr-only');
    expect(kurta.querySelector('img')).toHaveAttribute('src', '/media/products/prod-1/0/thumb.jpg');
    expect(kurta).toHaveAttribute('href', '/shop-dashboard-messages?conversation=conv-kurta');

    expect(order).toHaveTextContent('Rahul Mehta');
    expect(order).toHaveTextContent('Order #ord7f3a9');
    expect(order).toHaveTextContent('You: It left today.');
    expect(within(order).queryByText(/unread/)).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Conversations 1 unread' })).toBeInTheDocument();
    expect(screen.getByText('Choose a conversation to read it here.')).toBeInTheDocument();
  });

  it('highlights the open conversation and keeps the account tab in its links', async () => {
    mockSession({ user: aUser() });
    const mine = aThread({ _id: 'conv-mine', me: 'user' }, [
      aMessage({ _id: 'm1', seq: 1, from: 'user', mine: true, text: 'Do you ship to Pune?' }),
    ]);
    mockMessagesApi({ threads: [mine] });
    renderApp('/account?tab=messages&conversation=conv-mine');

    const list = await inbox();
    const link = list.getByRole('link', { name: /Jaipur Looms/ });
    expect(link).toHaveAttribute('aria-current', 'true');
    expect(link).toHaveAttribute('href', '/account?tab=messages&conversation=conv-mine');
    expect(await screen.findByRole('heading', { level: 2, name: 'Jaipur Looms' })).toBeInTheDocument();
    // On a narrow screen only the conversation shows, with a way back to the list.
    expect(screen.getByRole('link', { name: 'All conversations' })).toHaveAttribute(
      'href',
      '/account?tab=messages',
    );
  });

  it('searches the conversations as the shop types', async () => {
    mockSession({ seller: aSeller() });
    const api = mockMessagesApi({ threads: [ORDER, KURTA] });
    const user = setupUser();
    renderApp('/shop-dashboard-messages');

    await inbox();
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'rahul');

    await waitFor(async () => expect((await inbox()).getAllByRole('link')).toHaveLength(1));
    expect((await inbox()).getByRole('link')).toHaveTextContent('Rahul Mehta');
    expect(readsOf(api, '/api/v2/conversations')).toContain('page=1&q=rahul&as=seller');

    await user.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'saree');
    expect(await screen.findByText('No conversation matches “saree”.')).toBeInTheDocument();
  });

  it('says what to do when there are no messages yet', async () => {
    mockSession({ user: aUser() });
    mockMessagesApi();
    renderApp('/account?tab=messages');

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByText(/Use “Ask the seller” on its page/)).toBeInTheDocument();
  });

  it('shows a new conversation without a reload when the stream says one changed', async () => {
    mockSession({ seller: aSeller() });
    const api = mockMessagesApi({ threads: [ORDER] });
    const { unmount } = renderApp('/shop-dashboard-messages');

    expect((await inbox()).getAllByRole('link')).toHaveLength(1);
    const [stream] = messageStreams();
    expect(stream?.url).toBe('/api/v2/notifications/stream?as=seller');

    api.threads = [...api.threads, KURTA];
    stream!.sendMessages(1);

    expect(await screen.findByRole('link', { name: /Priya Sharma/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Conversations 1 unread' })).toBeInTheDocument();

    unmount();
    expect(messageStreams()).toEqual([]);
  });
});
