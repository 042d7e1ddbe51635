import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type Product } from '@/api';
import { aSeller, aUser, mockSession } from '@/test/auth';
import { aProduct } from '@/test/catalog';
import { renderApp, setupUser } from '@/test/harness';
import { anOrder } from '@/test/orders';
import { writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';
import { mockUserOrder } from '@/test/shopper';

import { mockMessagesApi } from '../fixtures';

// "Ask the seller" on the product page and "Contact seller" on the shopper's order page.

function mockProduct(product: Product) {
  server.use(
    http.get('/api/v2/get-product-details/:id', () =>
      HttpResponse.json({ success: true, product, reviews: [] }),
    ),
    http.get('/api/v2/get-same-products/:id', () => HttpResponse.json({ success: true, products: [] })),
  );
}

describe('“Ask the seller” on a product page', () => {
  it('sends the question about the product and opens the conversation in the shopper’s Messages', async () => {
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    const api = mockMessagesApi();
    const user = setupUser();
    const { router } = renderApp('/product/prod-1');

    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the seller' });
    expect(dialog).toHaveAccessibleDescription(
      'Your question about this product goes to Jaipur Looms. Their answer arrives in your Messages.',
    );
    const box = within(dialog).getByRole('textbox', { name: 'Your message' });
    expect(box).toHaveFocus();
    expect(
      within(dialog).getByText(/Phone numbers and email addresses are hidden for both sides/),
    ).toBeInTheDocument();

    // Nothing is sent without a message.
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(box).toHaveAccessibleDescription(/Write your message\./);
    expect(writesOf(api)).toEqual([]);

    await user.type(box, 'Is this available in XL?');
    expect(box).toHaveAccessibleDescription(/24 \/ 2,000 characters/);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(router.location.pathname).toBe('/account'));
    expect(router.location.search).toBe('?tab=messages&conversation=conv-new-1');
    expect(writesOf(api)[0]).toEqual({
      method: 'POST',
      path: '/api/v2/conversations',
      body: { shopId: 'shop-1', productId: 'prod-1', orderId: null, message: 'Is this available in XL?' },
    });
    expect(await screen.findByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(await screen.findByRole('list', { name: 'Messages, oldest first' })).findByText(
        'Is this available in XL?',
      ),
    ).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, and back to the product', async () => {
    mockProduct(aProduct());
    const user = setupUser();
    const { router } = renderApp('/product/prod-1');

    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));

    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(router.location.search).toBe(`?${new URLSearchParams({ next: '/product/prod-1' }).toString()}`);
  });

  it('is not offered to the shop’s own seller', async () => {
    mockSession({ seller: aSeller({ _id: 'shop-1' }) });
    mockProduct(aProduct({ shopId: 'shop-1' }));
    renderApp('/product/prod-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Block-printed cotton kurta' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Visit shop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask the seller' })).not.toBeInTheDocument();
  });

  it('says why the question could not be sent, and keeps it', async () => {
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    const api = mockMessagesApi();
    const blocked = 'Haat’s team has stopped this account from sending messages.';
    api.nextStart = () => apiError(403, ErrorCode.MESSAGING_BLOCKED, blocked);
    const user = setupUser();
    const { router } = renderApp('/product/prod-1');

    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask the seller' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Hello?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(blocked);
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello?');
    expect(router.location.pathname).toBe('/product/prod-1');

    // Cancel closes it and gives the focus back to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask the seller' })).toHaveFocus();
  });

  it('puts the server’s problem with the message under it', async () => {
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    const api = mockMessagesApi();
    api.nextStart = () =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'message: write at most 2000 characters.', {
        message: 'write at most 2000 characters.',
      });
    const user = setupUser();
    renderApp('/product/prod-1');

    await user.click(await screen.findByRole('button', { name: 'Ask the seller' }));
    const box = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(box, 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(box).toHaveAccessibleDescription(/Write at most 2000 characters\./));
  });
});

describe('“Contact seller” on an order page', () => {
  it('sends the message about the order, with no product', async () => {
    mockSession({ user: aUser() });
    mockUserOrder(anOrder());
    const api = mockMessagesApi();
    const user = setupUser();
    const { router } = renderApp('/user/order/ord7f3a9c2e41b8');

    await user.click(await screen.findByRole('button', { name: 'Contact seller' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact the seller' });
    expect(dialog).toHaveAccessibleDescription(
      'Your message about this order goes to Jaipur Looms. Their answer arrives in your Messages.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'When will it ship?');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(router.location.search).toBe('?tab=messages&conversation=conv-new-1'));
    expect(writesOf(api)[0]?.body).toEqual({
      shopId: 'shop-1',
      productId: null,
      orderId: 'ord7f3a9c2e41b8',
      message: 'When will it ship?',
    });
    expect(await screen.findByRole('link', { name: 'Order #ord7f3a9' })).toHaveAttribute(
      'href',
      '/user/order/ord7f3a9c2e41b8',
    );
  });
});
