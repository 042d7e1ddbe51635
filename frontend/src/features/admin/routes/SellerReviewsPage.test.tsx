import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aShopToReview, many, mockAdminApi, renderAdminPage } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-sellers-review';
const LIST = '/api/v2/admin-sellers-review';

const KUTCH = aShopToReview();
const BAGRU = aShopToReview({
  _id: 'shop-bagru',
  name: 'Ravi Chhipa',
  shopName: 'Bagru Prints',
  email: 'ravi@example.com',
  phone: '9414012345',
  address: '3 Chhipa Mohalla, Bagru',
  zipCode: '303007',
  description: null,
  gstin: null,
  pan: 'ABCPC1234D',
  legalName: null,
  registeredAddress: '12 Mill Road, Jaipur',
  gstUnregistered: true,
  productCount: 1,
  withdrawMethod: {
    type: 'bank',
    holderName: 'Ravi Chhipa',
    accountNumber: '123456789012',
    accountLast4: '9012',
    ifsc: 'SBIN0001234',
    bankName: 'State Bank of India',
  },
  submittedAt: '2026-11-25T04:30:00Z',
  previousReason: 'Add a description of what you sell.',
});

/** The card of the shop named `shop`. */
const cardOf = async (shop: string) => within(await screen.findByRole('article', { name: shop }));

/** The value shown under the label `label` in a card. */
const fact = (card: ReturnType<typeof within>, label: string) =>
  card.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('/admin-sellers-review', () => {
  it('lists the shops waiting, longest first, each with everything its seller filled in', async () => {
    const api = mockAdminApi({ reviews: [KUTCH, BAGRU] });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller reviews' })).toBeInTheDocument();
    expect(
      await screen.findByText('Shops waiting for approval, longest waiting first · 2 shops waiting'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Seller reviews' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Kutch Mirror Work', 'Bagru Prints']);

    const kutch = await cardOf('Kutch Mirror Work');
    expect(kutch.getByText('Submitted 24 Nov 2026, 12:00 pm')).toBeInTheDocument();
    expect(fact(kutch, 'Owner')).toHaveTextContent('Hetal Parmar');
    expect(kutch.getByRole('link', { name: 'kutch@example.com' })).toHaveAttribute(
      'href',
      'mailto:kutch@example.com',
    );
    expect(kutch.getByRole('link', { name: '9825012345' })).toHaveAttribute('href', 'tel:+919825012345');
    expect(fact(kutch, 'Shop address')).toHaveTextContent('7 Station Road, Bhuj, PIN 370001');
    expect(fact(kutch, 'Registered address')).toHaveTextContent('Same as the shop address');
    expect(fact(kutch, 'GSTIN')).toHaveTextContent('24AAPFU0939F1ZR');
    expect(fact(kutch, 'PAN')).toHaveTextContent('AAPFU0939F');
    expect(fact(kutch, 'Legal name')).toHaveTextContent('Parmar Handicrafts');
    expect(fact(kutch, 'Products')).toHaveTextContent('3 live products');
    expect(fact(kutch, 'Payout method')).toHaveTextContent('UPI IDhetal@okaxis');
    expect(fact(kutch, 'Description')).toHaveTextContent(
      'Hand-stitched mirror work from Kutch: cushion covers, bags and wall hangings.',
    );
    expect(kutch.queryByText('Resubmitted')).not.toBeInTheDocument();

    const bagru = await cardOf('Bagru Prints');
    expect(bagru.getByText('Resubmitted')).toBeInTheDocument();
    expect(bagru.getByText('Rejected before, because:')).toBeInTheDocument();
    expect(bagru.getByText('Add a description of what you sell.')).toBeInTheDocument();
    expect(fact(bagru, 'GSTIN')).toHaveTextContent('Declared not GST-registered');
    expect(fact(bagru, 'Registered address')).toHaveTextContent('12 Mill Road, Jaipur');
    expect(fact(bagru, 'Legal name')).toHaveTextContent('Not given: the shop name is used');
    expect(fact(bagru, 'Products')).toHaveTextContent('1 live product');
    expect(fact(bagru, 'Payout method')).toHaveTextContent(
      'HolderRavi ChhipaAccount123456789012IFSCSBIN0001234BankState Bank of India',
    );
    expect(fact(bagru, 'Description')).toHaveTextContent('None');
    expect(bagru.getByRole('button', { name: 'Approve Bagru Prints' })).toBeEnabled();
    expect(bagru.getByRole('button', { name: 'Reject Bagru Prints' })).toBeEnabled();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('searches the queue on the server once typing pauses', async () => {
    const api = mockAdminApi({ reviews: [KUTCH, BAGRU] });
    const user = setupUser();
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller reviews' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the queue' }), 'bagru');

    await waitFor(() => expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20&q=bagru']));
  });

  it('says so when no shop is waiting', async () => {
    mockAdminApi({ reviews: [] });
    renderAdminPage(PATH);

    expect(
      await screen.findByRole('heading', { name: 'No shops are waiting for review.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Shops appear here when their sellers submit them for approval.'),
    ).toBeInTheDocument();
  });

  it('pages through a long queue, the page in the address', async () => {
    const api = mockAdminApi({
      reviews: many(21, (n) => aShopToReview({ _id: `shop-${n}`, shopName: `Shop ${n}` })),
    });
    const user = setupUser();
    const { router } = renderAdminPage(PATH);

    expect(await screen.findByRole('article', { name: 'Shop 020' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Next/ }));

    expect(await screen.findByRole('article', { name: 'Shop 021' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=2&limit=20']);
  });

  it('approves a shop once the Admin confirms, and takes it off the queue', async () => {
    const api = mockAdminApi({ reviews: [KUTCH, BAGRU] });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Approve Kutch Mirror Work' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Approve Kutch Mirror Work?' });
    expect(dialog).toHaveTextContent('The shop and its products go on the storefront');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve Kutch Mirror Work' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve shop' }));

    expect(
      await screen.findByText(
        'Kutch Mirror Work is approved: it is on the storefront now, and its seller has been told.',
      ),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: '/api/v2/admin-seller-review/shop-kutch', body: { decision: 'approve' } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Kutch Mirror Work' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Bagru Prints' })).toBeInTheDocument();
    // The queue is read again behind the change.
    await waitFor(() => expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20']));
  });

  it('rejects a shop only with a reason of 3 to 500 characters', async () => {
    const api = mockAdminApi({ reviews: [KUTCH, BAGRU] });
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject Bagru Prints' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Bagru Prints?' });
    expect(dialog).toHaveTextContent('Bagru Prints goes back to its seller');
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the seller' });
    expect(reason).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, ' ok ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject shop' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);

    await user.clear(reason);
    await user.type(reason, '  The PAN does not match the legal name. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject shop' }));

    expect(
      await screen.findByText('Bagru Prints was sent back to its seller with your reason.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/admin-seller-review/shop-bagru',
        body: { decision: 'reject', reason: 'The PAN does not match the legal name.' },
      },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bagru Prints' })).not.toBeInTheDocument(),
    );
  });

  it('keeps the dialog open with the server’s word when it refuses the reason', async () => {
    mockAdminApi({ reviews: [KUTCH] });
    server.use(
      http.put('/api/v2/admin-seller-review/:shopId', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the reason.', {
          reason: 'say why, in 3 to 500 characters',
        }),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    await user.click(await screen.findByRole('button', { name: 'Reject Kutch Mirror Work' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for the seller' }), '???');
    await user.click(screen.getByRole('button', { name: 'Reject shop' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject Kutch Mirror Work?' });
    expect(await within(dialog).findByText('Say why, in 3 to 500 characters')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Kutch Mirror Work' })).toBeInTheDocument();
  });

  it('says when the shop was decided meanwhile (409 review_not_submitted) and reloads the queue', async () => {
    const api = mockAdminApi({ reviews: [KUTCH, BAGRU] });
    const user = setupUser();
    renderAdminPage(PATH);

    await screen.findByRole('article', { name: 'Bagru Prints' });
    // Another Admin approves it meanwhile.
    const decided = api.reviews.find((shop) => shop._id === 'shop-kutch');
    if (decided) decided.reviewStatus = 'approved';

    await user.click(screen.getByRole('button', { name: 'Approve Kutch Mirror Work' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve shop' }));

    expect(
      await screen.findByText(
        'This shop is not waiting for review. The list now shows the shops still waiting.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20']));
  });
});
