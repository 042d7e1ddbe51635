import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { aGrievance, mockAdminApi, renderAdminPage, rowNames, rowOf as rowNamed } from '../fixtures';

vi.hoisted(() => vi.stubEnv('TZ', 'Asia/Kolkata'));
afterAll(() => vi.unstubAllEnvs());

const PATH = '/admin-grievances';
const LIST = '/api/v2/admin-grievances';
const ORDER_ID = '7f3c9a21-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

const SHOPPERS = 'GRV-261124-0A1B2C3D';
const SHOPS = 'GRV-261020-9F3A21C4';
const CLOSED = 'GRV-261001-55AA66BB';

const GRIEVANCES = [
  aGrievance(),
  aGrievance({
    _id: 'grievance-2',
    ticket: SHOPS,
    subject: 'Payout held for no reason',
    message: 'My payout for October has been held for three weeks without any explanation.',
    orderId: null,
    createdAt: '2026-10-20T05:00:00Z',
    dueBy: '2026-11-19T05:00:00Z',
    overdue: true,
    from: { kind: 'shop', id: 'shop-1', name: 'Haat Demo Bazaar', email: 'seller@example.com' },
  }),
  aGrievance({
    _id: 'grievance-3',
    ticket: CLOSED,
    subject: 'Coupon did not apply',
    message: 'The WELCOME20 coupon did not apply to my first order.',
    orderId: null,
    status: 'closed',
    answer: 'The coupon needs a minimum of ₹500; we have credited the discount to your order.',
    answeredAt: '2026-10-03T06:30:00Z',
    closedAt: '2026-10-03T06:30:00Z',
    createdAt: '2026-10-01T06:30:00Z',
    dueBy: '2026-10-31T06:30:00Z',
  }),
];

/** The row of the complaint whose ticket is `ticket` (its name is the ticket, then the subject). */
const rowOf = (ticket: string) => rowNamed(new RegExp(`^${ticket} `));

/** The listed complaints' tickets, top to bottom. */
const tickets = () => rowNames().map((name) => name.split(' ')[0]);

const ANSWER = 'We have asked the shop to collect the kurta and refund you in full.';

/** Opens the complaint of `ticket` in place; answers its panel. */
async function openComplaint(user: ReturnType<typeof setupUser>, ticket: string) {
  await user.click(await screen.findByRole('button', { name: `View complaint ${ticket}` }));
  const toggle = screen.getByRole('button', { name: `Hide complaint ${ticket}` });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(panel).not.toBeNull();
  return within(panel as HTMLElement);
}

describe('/admin-grievances', () => {
  it('lists every complaint with who filed it, its order, its dates and whether it is overdue', async () => {
    const api = mockAdminApi({ grievances: GRIEVANCES });
    renderAdminPage(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Complaints' })).toBeInTheDocument();
    expect(await screen.findByText('The grievance officer’s desk · 3 complaints')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('All complaints');
    expect(
      within(screen.getByRole('table', { name: 'Complaints' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Complaint', 'From', 'Order', 'Filed', 'Due by', 'Status', 'Actions']);
    expect(rowNames()).toEqual([
      `${SHOPPERS} Kurta arrived torn`,
      `${SHOPS} Payout held for no reason`,
      `${CLOSED} Coupon did not apply`,
    ]);

    const shopper = rowOf(SHOPPERS);
    expect(shopper.getByText('Priya Sharma')).toBeInTheDocument();
    expect(shopper.getByText('priya@example.com')).toBeInTheDocument();
    expect(shopper.getByText('Shopper')).toBeInTheDocument();
    expect(shopper.getByRole('link', { name: 'Open order #7f3c9a21' })).toHaveAttribute(
      'href',
      `/admin/order/${ORDER_ID}`,
    );
    expect(shopper.getByText('24 Nov 2026')).toBeInTheDocument();
    expect(shopper.getByText('24 Dec 2026')).toBeInTheDocument();
    expect(shopper.getByText('Open')).toBeInTheDocument();
    expect(shopper.queryByText('Overdue')).not.toBeInTheDocument();

    const shop = rowOf(SHOPS);
    expect(shop.getByText('Haat Demo Bazaar')).toBeInTheDocument();
    expect(shop.getByText('Shop')).toBeInTheDocument();
    expect(shop.getByText('None')).toBeInTheDocument();
    expect(shop.queryByRole('link')).not.toBeInTheDocument();
    expect(shop.getByText('19 Nov 2026')).toBeInTheDocument();
    expect(shop.getByText('Overdue')).toBeInTheDocument();

    expect(rowOf(CLOSED).getByText('Closed')).toBeInTheDocument();
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20']);
  });

  it('filters by status in the address, with an empty state of its own for each', async () => {
    const api = mockAdminApi({ grievances: GRIEVANCES.filter((grievance) => grievance.status !== 'closed') });
    const user = setupUser();
    const { router } = renderAdminPage(PATH);

    await screen.findByRole('rowheader', { name: new RegExp(SHOPS) });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Open', 'Answered', 'Closed', 'All complaints']);

    await user.selectOptions(status, 'Open');
    await waitFor(() => expect(router.state.location.search).toBe('?status=open'));
    expect(tickets()).toEqual([SHOPPERS, SHOPS]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Closed');
    expect(await screen.findByRole('heading', { name: 'No closed complaints' })).toBeInTheDocument();
    expect(screen.getByText('Complaints you close appear here.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All complaints');
    await waitFor(() => expect(tickets()).toEqual([SHOPPERS, SHOPS]));
    expect(router.state.location.search).toBe('');
    // Every complaint was loaded a moment ago: shown again from the cache.
    expect(readsOf(api, LIST)).toEqual([
      'page=1&limit=20',
      'page=1&limit=20&status=open',
      'page=1&limit=20&status=closed',
    ]);
  });

  it('opens on the status the address names, and says so when none are left', async () => {
    const api = mockAdminApi({ grievances: [] });
    renderAdminPage(`${PATH}?status=answered`);

    expect(await screen.findByRole('heading', { name: 'No answered complaints' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Answered');
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20&status=answered']);
  });

  it('opens a complaint in place to read it whole, and answers it', async () => {
    const api = mockAdminApi({ grievances: GRIEVANCES });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Holds the answer until released, then lets the mocked API take it.
    server.use(http.put('/api/v2/admin-grievance/:id', () => held.then(() => undefined)));
    const user = setupUser();
    renderAdminPage(PATH);

    const panel = await openComplaint(user, SHOPPERS);
    expect(panel.getByText(/arrived with a tear along the seam\.\s+I asked the shop/)).toHaveClass(
      'whitespace-pre-line',
    );
    expect(panel.getByText('Not answered yet.')).toBeInTheDocument();
    const box = panel.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAccessibleDescription(/emailed to Priya Sharma \(priya@example\.com\)/);

    // Too short for an answer: said under the box, nothing sent.
    await user.type(box, 'Sorry.');
    await user.click(panel.getByRole('button', { name: 'Send answer' }));
    expect(await panel.findByText('Write an answer of at least 10 characters.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(writesOf(api)).toEqual([]);

    await user.clear(box);
    await user.type(box, `  ${ANSWER} `);
    await user.click(panel.getByRole('button', { name: 'Send answer' }));
    expect(await panel.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(panel.getByRole('button', { name: 'Close complaint' })).toBeDisabled();
    release();

    expect(
      await screen.findByText(`Your answer to ${SHOPPERS} is sent to Priya Sharma.`),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/admin-grievance/grievance-1',
        body: { status: 'answered', answer: ANSWER },
      },
    ]);
    await waitFor(() => expect(rowOf(SHOPPERS).getByText('Answered')).toBeInTheDocument());
    expect(panel.getByText(ANSWER)).toBeInTheDocument();
    expect(panel.getByText('Answered on 25 Nov 2026, 12:00 pm')).toBeInTheDocument();
    // Still open: it can be answered again, or closed.
    expect(panel.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(readsOf(api, LIST)).toEqual(['page=1&limit=20', 'page=1&limit=20']);
  });

  it('shows the server’s word on the answer under the box', async () => {
    mockAdminApi({ grievances: GRIEVANCES });
    server.use(
      http.put('/api/v2/admin-grievance/:id', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the answer.', {
          answer: 'write an answer of 10 to 5000 characters',
        }),
      ),
    );
    const user = setupUser();
    renderAdminPage(PATH);

    const panel = await openComplaint(user, SHOPPERS);
    const box = panel.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, ANSWER);
    await user.click(panel.getByRole('button', { name: 'Send answer' }));

    expect(await panel.findByText('Write an answer of 10 to 5000 characters')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Write an answer of 10 to 5000 characters/);
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Send answer' })).toBeEnabled();
  });

  it('says when the complaint was closed meanwhile (409 grievance_closed) and shows it closed', async () => {
    const api = mockAdminApi({ grievances: GRIEVANCES });
    const user = setupUser();
    renderAdminPage(PATH);

    const panel = await openComplaint(user, SHOPPERS);
    // Another Admin closes it meanwhile.
    const closedElsewhere = api.grievances.find((grievance) => grievance._id === 'grievance-1');
    if (closedElsewhere) {
      closedElsewhere.status = 'closed';
      closedElsewhere.closedAt = '2026-11-25T04:00:00Z';
    }
    await user.type(panel.getByRole('textbox', { name: 'Your answer' }), ANSWER);
    await user.click(panel.getByRole('button', { name: 'Send answer' }));

    expect(
      await panel.findByText('This complaint is closed already. It now shows as closed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(rowOf(SHOPPERS).getByText('Closed')).toBeInTheDocument());
    // The refusal stays once the complaint redraws as closed.
    expect(panel.getByRole('alert')).toHaveTextContent('This complaint is closed already.');
    expect(panel.queryByRole('textbox')).not.toBeInTheDocument();
    expect(panel.getByText('This complaint is closed and takes no more answers.')).toBeInTheDocument();
  });

  it('closes a complaint without a last word, once the Admin confirms', async () => {
    const api = mockAdminApi({ grievances: GRIEVANCES });
    const user = setupUser();
    renderAdminPage(PATH);

    const panel = await openComplaint(user, SHOPS);
    await user.click(panel.getByRole('button', { name: 'Close complaint' }));
    const dialog = screen.getByRole('alertdialog', { name: `Close complaint ${SHOPS}?` });
    expect(dialog).toHaveTextContent(
      'Haat Demo Bazaar is emailed that the complaint is closed, without a last word.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writesOf(api)).toEqual([]);

    await user.click(panel.getByRole('button', { name: 'Close complaint' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Close complaint' }),
    );

    expect(
      await screen.findByText(`Complaint ${SHOPS} is closed, and Haat Demo Bazaar is told by email.`),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'PUT', path: '/api/v2/admin-grievance/grievance-2', body: { status: 'closed' } },
    ]);
    await waitFor(() => expect(rowOf(SHOPS).getByText('Closed')).toBeInTheDocument());
    expect(rowOf(SHOPS).queryByText('Overdue')).not.toBeInTheDocument();
    expect(panel.queryByRole('textbox')).not.toBeInTheDocument();
    expect(panel.getByText('Closed on 25 Nov 2026, 12:00 pm')).toBeInTheDocument();
  });

  it('closes with a last word of 10 characters or more, and shows a closed one read-only', async () => {
    const api = mockAdminApi({ grievances: GRIEVANCES });
    const user = setupUser();
    renderAdminPage(PATH);

    const panel = await openComplaint(user, SHOPPERS);
    const box = panel.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, 'Done.');
    await user.click(panel.getByRole('button', { name: 'Close complaint' }));
    expect(
      await panel.findByText(
        'A last word needs at least 10 characters. Leave the box empty to close without one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, ANSWER);
    await user.click(panel.getByRole('button', { name: 'Close complaint' }));
    const dialog = screen.getByRole('alertdialog', { name: `Close complaint ${SHOPPERS}?` });
    expect(dialog).toHaveTextContent('Priya Sharma is emailed your last word');
    await user.click(within(dialog).getByRole('button', { name: 'Close complaint' }));

    await waitFor(() =>
      expect(writesOf(api)).toEqual([
        {
          method: 'PUT',
          path: '/api/v2/admin-grievance/grievance-1',
          body: { status: 'closed', answer: ANSWER },
        },
      ]),
    );

    // A complaint closed before: its answer, read-only.
    await user.click(screen.getByRole('button', { name: `View complaint ${CLOSED}` }));
    const closed = within(
      document.getElementById(
        screen.getByRole('button', { name: `Hide complaint ${CLOSED}` }).getAttribute('aria-controls') ?? '',
      ) as HTMLElement,
    );
    expect(
      closed.getByText('The coupon needs a minimum of ₹500; we have credited the discount to your order.'),
    ).toBeInTheDocument();
    expect(closed.queryByRole('textbox')).not.toBeInTheDocument();
    expect(closed.queryByRole('button')).not.toBeInTheDocument();
    // One complaint open at a time.
    expect(screen.getByRole('button', { name: `View complaint ${SHOPPERS}` })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
