import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type GrievanceDto } from '@/api';
import { aUser } from '@/test/auth';
import { lazyRoute, renderRoutes, setupUser } from '@/test/harness';
import { aMarketplaceInfo } from '@/test/marketplace';
import { apiError, server } from '@/test/server';

import { infoPages } from '../index';

const ORDER = '9a51479b-2305-4194-8865-a32778e26331';

function aComplaint(overrides: Partial<GrievanceDto> = {}): GrievanceDto {
  return {
    _id: 'g-1',
    ticket: 'GRV-261127-9F3A21C4',
    subject: 'Damaged kurta',
    message: 'The kurta arrived torn at the seam.',
    orderId: ORDER,
    status: 'answered',
    answer: 'The shop will replace it tomorrow.',
    answeredAt: '2026-11-28T05:00:00Z',
    closedAt: null,
    createdAt: '2026-11-27T06:30:00Z',
    dueBy: '2026-12-27T06:30:00Z',
    overdue: false,
    ...overrides,
  };
}

/** /grievance at `path`, signed in as a shopper unless `signedIn` is false. */
async function grievancePage(path: string, signedIn = true) {
  server.use(http.get('/api/v2/marketplace-info', () => HttpResponse.json(aMarketplaceInfo())));
  if (signedIn)
    server.use(http.get('/api/v2/getuser', () => HttpResponse.json({ success: true, user: aUser() })));
  renderRoutes([lazyRoute('/grievance', infoPages.grievance)], { path });
  await screen.findByRole('heading', { level: 1, name: 'Complaints and grievances' });
  return within(await screen.findByRole('region', { name: 'File a complaint' }));
}

describe('filing a complaint on /grievance', () => {
  it('asks a visitor to sign in first, as a shopper or a seller, and come back', async () => {
    const section = await grievancePage('/grievance', false);

    expect(await section.findByRole('link', { name: 'Sign in as a shopper' })).toHaveAttribute(
      'href',
      '/login?next=%2Fgrievance',
    );
    expect(section.getByRole('link', { name: 'Sign in as a seller' })).toHaveAttribute(
      'href',
      '/shop-login?next=%2Fgrievance',
    );
    expect(section.queryByRole('form')).not.toBeInTheDocument();
  });

  it('files one about the order the address names, shows its ticket, and lists it with its answer', async () => {
    const sent: unknown[] = [];
    let filed = false;
    server.use(
      http.post('/api/v2/grievances', async ({ request }) => {
        sent.push(await request.json());
        filed = true;
        return HttpResponse.json({ success: true, ticket: 'GRV-261127-9F3A21C4' }, { status: 201 });
      }),
      http.get('/api/v2/grievances', () =>
        HttpResponse.json({
          success: true,
          grievances: filed ? [aComplaint()] : [],
          total: filed ? 1 : 0,
          page: 1,
          limit: 50,
        }),
      ),
    );
    const user = setupUser();
    const section = await grievancePage(`/grievance?order=${ORDER}`);
    const form = await section.findByRole('form', { name: 'Complaint to the grievance officer' });
    expect(within(form).getByText(/About order #78E26331\./)).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Subject'), 'Damaged kurta');
    await user.type(within(form).getByLabelText('Your complaint'), 'The kurta arrived torn at the seam.');
    await user.click(within(form).getByRole('button', { name: 'Send complaint' }));

    expect(await section.findByText(/Its ticket is GRV-261127-9F3A21C4/)).toBeInTheDocument();
    expect(sent).toEqual([
      { subject: 'Damaged kurta', message: 'The kurta arrived torn at the seam.', orderId: ORDER },
    ]);
    const mine = within(await section.findByRole('region', { name: 'Your complaints' }));
    expect(mine.getByText('Answered')).toBeInTheDocument();
    expect(mine.getByText('The shop will replace it tomorrow.')).toBeInTheDocument();
    expect(
      mine.getByText(/Ticket GRV-261127-9F3A21C4 · filed 27 Nov 2026 · to be resolved by 27 Dec 2026/),
    ).toBeInTheDocument();
  });

  it('names a short subject or message before sending, and the field the server refuses', async () => {
    let posts = 0;
    server.use(
      http.post('/api/v2/grievances', () => {
        posts += 1;
        return apiError(400, ErrorCode.VALIDATION_FAILED, 'Check the fields.', {
          orderId: 'that is not one of your orders',
        });
      }),
      http.get('/api/v2/grievances', () =>
        HttpResponse.json({ success: true, grievances: [], total: 0, page: 1, limit: 50 }),
      ),
    );
    const user = setupUser();
    const section = await grievancePage(`/grievance?order=${ORDER}`);
    const form = await section.findByRole('form', { name: 'Complaint to the grievance officer' });
    await user.type(within(form).getByLabelText('Subject'), 'Hi');
    await user.click(within(form).getByRole('button', { name: 'Send complaint' }));
    expect(await within(form).findByText('Write a subject of 3 to 150 characters.')).toBeInTheDocument();
    expect(within(form).getByText('Write your complaint in 10 to 5000 characters.')).toBeInTheDocument();
    expect(posts).toBe(0);

    await user.type(within(form).getByLabelText('Subject'), ' there');
    await user.type(within(form).getByLabelText('Your complaint'), 'Where is my parcel, please?');
    await user.click(within(form).getByRole('button', { name: 'Send complaint' }));
    expect(await within(form).findByText('that is not one of your orders')).toBeInTheDocument();
    expect(posts).toBe(1);
  });
});
