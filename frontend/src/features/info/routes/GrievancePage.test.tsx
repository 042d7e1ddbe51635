import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { changeLanguage } from '@/lib/i18n';
import { lazyRoute, renderRoutes, setupUser } from '@/test/harness';
import { aMarketplaceInfo } from '@/test/marketplace';
import { apiError, server } from '@/test/server';

import { infoPages } from '../index';

/** /grievance, with GET /marketplace-info answered by `answer`. */
async function grievancePage(answer: () => Response) {
  server.use(http.get('/api/v2/marketplace-info', answer));
  renderRoutes([lazyRoute('/grievance', infoPages.grievance)], { path: '/grievance' });
  await screen.findByRole('heading', { level: 1, name: 'Complaints and grievances' });
}

/** The value a list gives for a term. */
const fact = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('the grievance page', () => {
  it('explains how to complain and names the grievance officer and the operator', async () => {
    await grievancePage(() => HttpResponse.json(aMarketplaceInfo()));

    expect(
      screen.getByText(
        /complaint about an order, a seller or Haat itself, you can write to our grievance officer/,
      ),
    ).toHaveTextContent('acknowledges your complaint at once and resolves it within one month');
    const officer = within(screen.getByRole('region', { name: 'Our grievance officer' }));
    expect(await officer.findByText('Meera Iyer')).toBeInTheDocument();
    expect(fact('Designation')).toBe('Grievance Officer');
    expect(officer.getByRole('link', { name: 'grievance@haat.example' })).toHaveAttribute(
      'href',
      'mailto:grievance@haat.example',
    );
    expect(officer.getByRole('link', { name: '+91 80 4000 7001' })).toHaveAttribute(
      'href',
      'tel:+918040007001',
    );

    const operator = within(screen.getByRole('region', { name: 'Who runs Haat' }));
    expect(operator.getByText('Haat Marketplace Private Limited')).toBeInTheDocument();
    expect(fact('Address')).toBe('4th floor, 12 MG Road, Bengaluru 560001, Karnataka');
    expect(screen.queryByText('Demo details')).not.toBeInTheDocument();
    expect(document.title).toBe('Complaints and grievances · Haat');
  });

  it('points to customer care while no grievance officer is named', async () => {
    await grievancePage(() =>
      HttpResponse.json(aMarketplaceInfo({ grievanceOfficer: null, operator: null })),
    );

    const officer = within(screen.getByRole('region', { name: 'Our grievance officer' }));
    expect(await officer.findByText(/Haat has not named a grievance officer yet/)).toBeInTheDocument();
    expect(officer.getByRole('link', { name: 'care@haat.example' })).toHaveAttribute(
      'href',
      'mailto:care@haat.example',
    );
    expect(officer.getByRole('link', { name: '+91 80 4000 7000' })).toHaveAttribute(
      'href',
      'tel:+918040007000',
    );
    expect(officer.queryByText('Name')).not.toBeInTheDocument();
    // No operator set: nothing to say about who runs Haat.
    expect(screen.queryByRole('region', { name: 'Who runs Haat' })).not.toBeInTheDocument();
  });

  it('says when the details are a demo’s, made up', async () => {
    await grievancePage(() => HttpResponse.json(aMarketplaceInfo({ demo: true })));

    expect(await screen.findByText('Demo details')).toBeInTheDocument();
    expect(screen.getByText('These details are made up for the demo.')).toBeInTheDocument();
  });

  it('offers to try again when the details cannot be loaded', async () => {
    const user = setupUser();
    let fail = true;
    await grievancePage(() =>
      fail
        ? apiError(500, ErrorCode.INTERNAL, 'Something went wrong.')
        : HttpResponse.json(aMarketplaceInfo()),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We could not load the grievance officer's details.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    await act(() => changeLanguage('hi'));
    server.use(http.get('/api/v2/marketplace-info', () => HttpResponse.json(aMarketplaceInfo())));
    renderRoutes([lazyRoute('/grievance', infoPages.grievance)], { path: '/grievance' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'शिकायतें और शिकायत अधिकारी' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('पद')).toBeInTheDocument();
    expect(fact('पद')).toBe('Grievance Officer');
  });
});
