import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

import { aMessage, aThread, mockMessagesApi } from '../fixtures';

describe('/shop-dashboard-messages', () => {
  it('is the shop’s inbox, inside the dashboard', async () => {
    mockSession({ seller: aSeller() });
    mockMessagesApi();
    const { router } = renderApp('/shop-dashboard-messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Shoppers’ questions about your products and their orders')).toBeInTheDocument();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'When a shopper asks about one of your products or orders, the conversation shows up here.',
      ),
    ).toBeInTheDocument();
    // The seller's header, not the storefront's 404 page; its Messages icon is the current page.
    const header = screen.getByRole('navigation', { name: 'Shop dashboard' });
    expect(within(header).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(router.location.pathname).toBe('/shop-dashboard-messages');
  });

  it('opens the conversation a notification links to', async () => {
    mockSession({ seller: aSeller() });
    mockMessagesApi({
      threads: [
        aThread({ _id: 'conv-9', me: 'shop' }, [
          aMessage({ from: 'user', mine: false, text: 'Can you gift-wrap it?' }),
        ]),
      ],
    });
    renderApp('/shop-dashboard-messages?conversation=conv-9');

    expect(await screen.findByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages, oldest first' });
    expect(within(list).getByText('Can you gift-wrap it?')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });
});
