import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { aSeller, aUser, mockSession } from '@/test/auth';
import { renderApp, setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';

import { aNotification, mockNotificationsApi, openStreams, stubEventSource } from '../fixtures';

const bell = () => screen.findByRole('button', { name: /^Notifications/ });

/** The bell's badge, as drawn (the button's only text). */
const badgeOf = (button: HTMLElement) => button.textContent;

const SHIPPED = aNotification({
  _id: 'note-shipped',
  title: 'Your order is on its way',
  body: 'Handloom cotton saree was handed to Delhivery.',
  link: '/user/order/ord-1',
  createdAt: '2026-11-24T06:30:00Z',
});
const PAID = aNotification({
  _id: 'note-paid',
  kind: 'payment-succeeded',
  title: 'Payment received',
  body: 'We received ₹1,998.00 for order #ord00001.',
  link: '/user/order/ord-0',
  createdAt: '2026-11-23T10:00:00Z',
});
const DELIVERED = aNotification({
  _id: 'note-delivered',
  kind: 'order-delivered',
  title: 'Delivered',
  body: 'Your kurta was delivered.',
  link: '/user/order/ord-9',
  createdAt: '2026-11-20T10:00:00Z',
  read: true,
});

beforeEach(() => stubEventSource());
afterEach(() => vi.unstubAllGlobals());

describe("the shopper's notification bell", () => {
  it('is not there for a visitor', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(openStreams()).toEqual([]);
  });

  it('shows the unread count from the list, in its badge and its name', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi({ items: [SHIPPED, PAID, DELIVERED] });
    renderApp('/');

    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(badgeOf(button)).toBe('2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The shopper's own: no `as`.
    expect(readsOf(api, '/api/v2/notifications')).toEqual(['page=1']);
    expect(openStreams().map((source) => source.url)).toEqual(['/api/v2/notifications/stream']);
  });

  it('hides the badge at 0 and writes "9+" above 9', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi({ items: [DELIVERED] });
    const { unmount } = renderApp('/');

    const quiet = await screen.findByRole('button', { name: 'Notifications' });
    expect(badgeOf(quiet)).toBe('');
    unmount();

    api.items = Array.from({ length: 12 }, (_, i) => aNotification({ _id: `note-${i}` }));
    renderApp('/');
    const busy = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(badgeOf(busy)).toBe('9+');
  });

  it('shows the count a stream event brings, and reads the list again for the new notification', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi({ items: [DELIVERED] });
    const user = setupUser();
    const { unmount } = renderApp('/');

    const button = await screen.findByRole('button', { name: 'Notifications' });
    const [stream] = openStreams();
    // The first event says what the list said: nothing is read again.
    stream!.sendUnread(0);
    expect(readsOf(api, '/api/v2/notifications')).toHaveLength(1);

    api.items = [SHIPPED, ...api.items];
    stream!.sendUnread(1);

    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBe(button);
    expect(badgeOf(button)).toBe('1');
    await waitFor(() => expect(readsOf(api, '/api/v2/notifications')).toHaveLength(2));
    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByRole('link', { name: 'Unread: Your order is on its way' }),
    ).toBeInTheDocument();

    unmount();
    expect(stream!.closed).toBe(true);
    expect(openStreams()).toEqual([]);
  });

  it('lists the latest notifications, newest first, unread ones marked, each linking to its page', async () => {
    mockSession({ user: aUser() });
    mockNotificationsApi({ items: [SHIPPED, PAID, DELIVERED] });
    const user = setupUser();
    renderApp('/');

    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(panel).toHaveFocus();
    const links = within(panel)
      .getAllByRole('link')
      .filter((link) => link.closest('li'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/user/order/ord-1',
      '/user/order/ord-0',
      '/user/order/ord-9',
    ]);
    expect(links[0]).toHaveAccessibleName('Unread: Your order is on its way');
    expect(links[0]).toHaveAccessibleDescription(
      'Handloom cotton saree was handed to Delhivery. 24 Nov 2026, 12:00 pm',
    );
    expect(links[1]).toHaveAccessibleName('Unread: Payment received');
    expect(links[2]).toHaveAccessibleName('Delivered');
    expect(links[2]).toHaveAccessibleDescription('Your kurta was delivered. 20 Nov 2026, 3:30 pm');
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/account?tab=notifications',
    );
  });

  it('"Mark all read" marks every one read on the server and clears the badge', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi({ items: [SHIPPED, PAID, DELIVERED] });
    const user = setupUser();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));

    const button = await screen.findByRole('button', { name: 'Notifications' });
    expect(badgeOf(button)).toBe('');
    expect(writesOf(api)).toEqual([
      { method: 'POST', path: '/api/v2/notifications/read', body: { all: true } },
    ]);
    expect(within(panel).queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('marks a notification read when it is followed, and goes to its page', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi({ items: [SHIPPED, PAID, DELIVERED] });
    const user = setupUser();
    const { router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('link', { name: /Payment received/ }));

    await waitFor(() => expect(router.location.pathname).toBe('/user/order/ord-0'));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(writesOf(api)).toEqual([
        { method: 'POST', path: '/api/v2/notifications/read', body: { ids: ['note-paid'] } },
      ]),
    );
    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(badgeOf(button)).toBe('1');

    // One already read is followed without asking the server.
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notifications' })).getByRole('link', {
        name: /^Delivered/,
      }),
    );
    await waitFor(() => expect(router.location.pathname).toBe('/user/order/ord-9'));
    expect(writesOf(api)).toHaveLength(1);
  });

  it('closes with Escape, giving the focus back to the bell', async () => {
    mockSession({ user: aUser() });
    mockNotificationsApi({ items: [SHIPPED] });
    const user = setupUser();
    renderApp('/');

    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside it', async () => {
    mockSession({ user: aUser() });
    mockNotificationsApi({ items: [SHIPPED] });
    const user = setupUser();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(screen.getByRole('navigation', { name: 'Categories' }));

    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    mockSession({ user: aUser() });
    mockNotificationsApi();
    const user = setupUser();
    renderApp('/');

    await user.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel).getByText('No notifications yet. We will tell you here when something happens.'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('the notification bell in Hindi', () => {
  it('names its count and its panel in Hindi', async () => {
    // A signed-in shopper's pages are in the account's language.
    mockSession({ user: aUser({ language: 'hi' }) });
    mockNotificationsApi({ items: [SHIPPED, PAID, DELIVERED] });
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'नोटिफ़िकेशन, 2 बिना पढ़े' }));
    const panel = await screen.findByRole('dialog', { name: 'नोटिफ़िकेशन' });
    expect(within(panel).getByRole('button', { name: 'सभी को पढ़ा हुआ मार्क करें' })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: 'बिना पढ़ा: Payment received' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'नोटिफ़िकेशन सेटिंग' })).toBeInTheDocument();
  });
});

describe("the seller's notification bell", () => {
  it("shows the shop's notifications (as=seller) and marks them read as the shop", async () => {
    mockSession({ seller: aSeller() });
    const api = mockNotificationsApi({
      as: 'seller',
      items: [
        aNotification({
          _id: 'note-order',
          kind: 'new-order',
          title: 'New order',
          body: 'Priya Sharma ordered 2 items.',
          link: '/shop/order/ord-7/shop-1',
        }),
      ],
    });
    const user = setupUser();
    const { router } = renderApp('/shop-dashboard');

    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(readsOf(api, '/api/v2/notifications')).toEqual(['page=1&as=seller']);
    expect(openStreams().map((source) => source.url)).toEqual(['/api/v2/notifications/stream?as=seller']);

    await user.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/shop-dashboard-setting?tab=notifications',
    );
    await user.click(within(panel).getByRole('link', { name: /New order/ }));

    await waitFor(() => expect(router.location.pathname).toBe('/shop/order/ord-7/shop-1'));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const [post] = api.calls.filter((call) => call.method === 'POST');
    expect(post!.search.toString()).toBe('as=seller');
    expect(post!.body).toEqual({ ids: ['note-order'] });
    expect(badgeOf(await screen.findByRole('button', { name: 'Notifications' }))).toBe('');
  });
});
