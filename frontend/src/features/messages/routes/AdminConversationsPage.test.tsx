import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { anAdmin, mockSession } from '@/test/auth';
import { renderApp, setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';

import { aMessage, aThread, mockMessagesApi } from '../fixtures';

// The Admin's reported conversations, as the Admin sees them: no side of their own.

const REPORTED = aThread(
  {
    _id: 'conv-1',
    me: null,
    canSend: false,
    reported: { by: 'user', reason: 'The seller asked me to pay outside Haat.', at: '2026-11-25T11:00:00Z' },
    blocked: { user: false, shop: false },
  },
  [
    aMessage({ _id: 'm1', seq: 1, from: 'user', mine: false, text: 'Is this kurta available in XL?' }),
    aMessage({
      _id: 'm2',
      seq: 2,
      from: 'shop',
      mine: false,
      text: 'Pay me by UPI to ••••••',
      createdAt: '2026-11-24T07:00:00Z',
    }),
  ],
);

const OLDER = aThread(
  {
    _id: 'conv-2',
    me: null,
    canSend: false,
    user: { _id: 'user-2', name: 'Rahul Mehta', avatar: null },
    shop: { _id: 'shop-2', name: 'Urban Desi', avatar: null },
    reported: { by: 'shop', reason: 'Abusive messages.', at: '2026-11-20T11:00:00Z' },
    blocked: { user: true, shop: false },
  },
  [aMessage({ from: 'user', mine: false, text: 'You cheats!' })],
);

/** A conversation nobody reported: not listed. */
const QUIET = aThread({ _id: 'conv-3', me: null }, [aMessage()]);

describe('/admin-conversations', () => {
  it('lists the reported conversations, latest report first, with who, why, when and who is blocked', async () => {
    mockSession({ user: anAdmin() });
    const api = mockMessagesApi({ threads: [OLDER, REPORTED, QUIET] });
    renderApp('/admin-conversations');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reported conversations' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/· 2 conversations/)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Admin pages' })).getByRole('link', {
      name: 'Reported messages',
    });
    expect(links).toHaveAttribute('aria-current', 'page');
    expect(readsOf(api, '/api/v2/admin-conversations')).toEqual(['page=1&limit=20']);

    const [first, second] = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/admin-conversations?')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first).toHaveTextContent('Priya Sharma and Jaipur Looms');
    expect(first).toHaveTextContent('“The seller asked me to pay outside Haat.”');
    expect(first).toHaveTextContent('Reported by the shopper, Priya Sharma');
    expect(first).toHaveAttribute('href', '/admin-conversations?conversation=conv-1');
    expect(second).toHaveTextContent('Rahul Mehta and Urban Desi');
    expect(second).toHaveTextContent('Reported by the shop, Urban Desi');
    expect(within(second).getByText('Shopper blocked')).toBeInTheDocument();
    expect(within(first).queryByText(/blocked/)).not.toBeInTheDocument();
  });

  it('opens one to read, without a way to write in it', async () => {
    mockSession({ user: anAdmin() });
    const api = mockMessagesApi({ threads: [REPORTED] });
    const user = setupUser();
    renderApp('/admin-conversations');

    await user.click(await screen.findByRole('link', { name: /Priya Sharma and Jaipur Looms/ }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Priya Sharma and Jaipur Looms' }),
    ).toHaveFocus();
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    const [asked, answered] = [...list.children] as [HTMLElement, HTMLElement];
    // Each message names its side: the shopper's on the left, the shop's on the right.
    expect(asked).toHaveClass('items-start');
    expect(within(asked).getAllByText('Priya Sharma')[0]).toBeInTheDocument();
    expect(answered).toHaveClass('items-end');
    expect(answered).toHaveTextContent('Pay me by UPI to ••••••');
    expect(screen.getByRole('note')).toHaveTextContent('You are reading this conversation as the Admin.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report conversation' })).not.toBeInTheDocument();
    // The Admin's reading marks nothing read.
    expect(writesOf(api)).toEqual([]);
  });

  it('blocks the shopper after confirming, and unblocks them again, showing the answer', async () => {
    mockSession({ user: anAdmin() });
    const api = mockMessagesApi({ threads: [structuredClone(REPORTED)] });
    const user = setupUser();
    renderApp('/admin-conversations?conversation=conv-1');

    await user.click(await screen.findByRole('button', { name: 'Block shopper' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Stop Priya Sharma from messaging?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Block shopper' }));
    dialog = screen.getByRole('alertdialog', { name: 'Stop Priya Sharma from messaging?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    expect(await screen.findByText('Priya Sharma can no longer send messages.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/admin-conversation/conv-1/block',
        body: { party: 'shopper', blocked: true },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Unblock shopper' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Shopper blocked')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Block shop' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unblock shopper' }));
    dialog = screen.getByRole('alertdialog', { name: 'Let Priya Sharma message again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unblock' }));

    expect(await screen.findByText('Priya Sharma can send messages again.')).toBeInTheDocument();
    expect(writesOf(api)[1]?.body).toEqual({ party: 'shopper', blocked: false });
    expect(await screen.findByRole('button', { name: 'Block shopper' })).toBeInTheDocument();
    expect(screen.queryByText('Shopper blocked')).not.toBeInTheDocument();
  });

  it('says when nothing has been reported', async () => {
    mockSession({ user: anAdmin() });
    mockMessagesApi({ threads: [QUIET] });
    renderApp('/admin-conversations');

    expect(await screen.findByText('Nothing reported')).toBeInTheDocument();
  });
});
