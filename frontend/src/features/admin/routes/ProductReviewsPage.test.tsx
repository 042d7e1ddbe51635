import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aProductToReview, mockAdminApi, renderAdminPage } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-products-review';
const LIST = '/api/v2/admin-products-review';

/** A new product, sent back once and edited since. */
const KURTA = aProductToReview({
  moderation: {
    status: 'pending',
    reason: 'The photos show another brand.',
    heldAt: '2026-11-24T06:30:00Z',
  },
});
/** A live event shoppers reported. */
const LAMP = aProductToReview({
  productId: 'product-lamp',
  name: 'Diwali brass lamp',
  isEvent: true,
  category: 'Home',
  sellingPrice: 2450.5,
  thumbnail: null,
  shopName: 'Moradabad Brass',
  moderation: null,
  reports: [
    { reason: 'counterfeit', count: 2 },
    { reason: 'wrong_information', count: 1 },
  ],
  reportDetails: ['It is plated steel, not brass.', 'Smaller than the photos.'],
  waitingSince: '2026-11-25T04:30:00Z',
});

/** The card of the product named `name`. */
const cardOf = async (name: string) => within(await screen.findByRole('article', { name }));

describe('/admin-products-review', () => {
  it('lists new products and reported ones, longest waiting first, with what shoppers said', async () => {
    const api = mockAdminApi({ productReviews: [KURTA, LAMP] });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product reviews' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('list', { name: 'Product reviews' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Block-printed cotton kurta', 'Diwali brass lamp']);

    const kurta = await cardOf('Block-printed cotton kurta');
    expect(kurta.getByText('New product')).toBeInTheDocument();
    expect(kurta.queryByText('Reported')).not.toBeInTheDocument();
    expect(kurta.getByText(/by Jaipur Looms/)).toHaveTextContent('₹1,299.00');
    expect(kurta.getByText('Waiting since 24 Nov 2026, 12:00 pm')).toBeInTheDocument();
    expect(kurta.getByText('Rejected before, because:')).toBeInTheDocument();
    expect(kurta.getByText('The photos show another brand.')).toBeInTheDocument();
    expect(kurta.queryByText('Event')).not.toBeInTheDocument();

    const lamp = await cardOf('Diwali brass lamp');
    expect(lamp.getByText('Reported')).toBeInTheDocument();
    expect(lamp.getByText('Event')).toBeInTheDocument();
    expect(lamp.getByText(/by Moradabad Brass/)).toHaveTextContent('₹2,450.50');
    expect(
      within(lamp.getByRole('list', { name: 'Reports' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Counterfeit or fake: 2', 'Wrong information: 1']);
    expect(lamp.getByText('It is plated steel, not brass.')).toBeInTheDocument();
    expect(lamp.getByText('Smaller than the photos.')).toBeInTheDocument();
    expect(lamp.queryByText('Rejected before, because:')).not.toBeInTheDocument();
    expect(lamp.getByRole('button', { name: 'Approve Diwali brass lamp' })).toBeEnabled();
    expect(lamp.getByRole('button', { name: 'Reject Diwali brass lamp' })).toBeEnabled();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('searches the queue on the server once typing pauses', async () => {
    const api = mockAdminApi({ productReviews: [KURTA, LAMP] });
    const user = setupUser();
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Product reviews' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the queue' }), 'bagru');

    await waitFor(() => expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20&q=bagru']));
  });

  it('says so when nothing waits', async () => {
    mockAdminApi({ productReviews: [] });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
  });

  it('approves a product once the Admin confirms, and takes it off the queue', async () => {
    const api = mockAdminApi({ productReviews: [KURTA, LAMP] });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Approve Block-printed cotton kurta' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Block-printed cotton kurta?' });
    expect(dialog).toHaveTextContent('The product goes on the storefront');
    await user.click(within(dialog).getByRole('button', { name: 'Approve product' }));

    expect(
      await screen.findByText('Block-printed cotton kurta is approved: it is on the storefront.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/admin-product-review/product-kurta',
        body: { decision: 'approve' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Block-printed cotton kurta' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Diwali brass lamp' })).toBeInTheDocument();
    await waitFor(() => expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20']));
  });

  it('rejects a product with a reason for its seller', async () => {
    const api = mockAdminApi({ productReviews: [KURTA, LAMP] });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject Diwali brass lamp' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Diwali brass lamp?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the seller' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject product' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.type(reason, 'The lamp is not brass.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject product' }));

    expect(
      await screen.findByText(
        'Diwali brass lamp was taken off the storefront and sent back to its seller with your reason.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/admin-product-review/product-lamp',
        body: { decision: 'reject', reason: 'The lamp is not brass.' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Diwali brass lamp' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the dialog open with the server’s word when it refuses the reason', async () => {
    mockAdminApi({ productReviews: [KURTA] });
    server.use(
      http.put('/api/v2/admin-product-review/:productId', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the reason.', {
          reason: 'say why, in 3 to 500 characters',
        }),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject Block-printed cotton kurta' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for the seller' }), '???');
    await user.click(screen.getByRole('button', { name: 'Reject product' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject Block-printed cotton kurta?' });
    expect(await within(dialog).findByText('Say why, in 3 to 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Block-printed cotton kurta' })).toBeInTheDocument();
  });

  it('says when someone else decided meanwhile (409 nothing_to_review) and reloads the queue', async () => {
    const api = mockAdminApi({ productReviews: [KURTA, LAMP] });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('article', { name: 'Diwali brass lamp' });
    // Another Admin approves it meanwhile.
    api.productReviews = api.productReviews.filter((item) => item.productId !== 'product-lamp');

    await user.click(screen.getByRole('button', { name: 'Approve Diwali brass lamp' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Diwali brass lamp?' });
    expect(dialog).toHaveTextContent('The product stays on the storefront and its reports are closed.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve product' }));

    expect(
      await screen.findByText(
        'Someone else decided on this product meanwhile. The list now shows what is still waiting.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20']));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Diwali brass lamp' })).not.toBeInTheDocument(),
    );
  });
});
