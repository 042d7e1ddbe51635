import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type ShopDelivery, type ShopDeliveryResponse } from '@/api';
import { aSeller, mockSession } from '@/test/auth';
import { renderApp, setupUser } from '@/test/harness';
import { requestRecorder, writesOf } from '@/test/requests';
import { answer, apiError, server } from '@/test/server';

import { shopDeliveryQueryOptions } from '../api/shop-delivery';

// The Delivery card of /shop-dashboard-setting: the shop's delivery terms as the server has them,
// the listed states and PIN-code prefixes only when the shop delivers to a list, what a save
// sends, and the server's field errors next to their fields.

const PATH = '/shop-dashboard-setting';

/** The terms of a shop that never saved any. */
const DEFAULTS: ShopDelivery = {
  area: 'india',
  states: [],
  pinPrefixes: [],
  dispatchDays: 2,
  daysSameCity: 1,
  daysSameState: 3,
  daysRestOfIndia: 6,
};

/**
 * A signed-in seller whose shop has `terms`; PUT answers what it was sent (as the server does for
 * terms it accepts), or `reject` when given. Every call is recorded.
 */
function mockDelivery(terms: ShopDelivery, reject?: () => Response) {
  mockSession({ seller: aSeller() });
  const api = requestRecorder();
  const reply = (delivery: ShopDelivery) => answer<ShopDeliveryResponse>({ success: true, delivery });
  server.use(
    http.get('/api/v2/shop-delivery', async ({ request }) => {
      await api.record(request);
      return reply(terms);
    }),
    http.put('/api/v2/shop-delivery', async ({ request }) => {
      const { body } = await api.record(request);
      return reject ? reject() : reply(body as ShopDelivery);
    }),
  );
  return api;
}

/** The Delivery form, once the terms have loaded. */
const deliveryForm = async () => screen.findByRole('form', { name: 'Delivery' });

const listedOption = (form: HTMLElement) =>
  within(form).getByRole('radio', { name: 'Only the states and PIN codes I list' });

describe('the Delivery card of the shop settings', () => {
  it('loads the shop’s terms into the form', async () => {
    mockDelivery({
      area: 'listed',
      states: ['Karnataka', 'Kerala'],
      pinPrefixes: ['600', '6820'],
      dispatchDays: 1,
      daysSameCity: 0,
      daysSameState: 2,
      daysRestOfIndia: 5,
    });
    renderApp(PATH);

    const form = await deliveryForm();
    expect(listedOption(form)).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'All of India' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Karnataka' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Kerala' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Tamil Nadu' })).not.toBeChecked();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(36);
    expect(within(form).getByLabelText('PIN-code prefixes')).toHaveValue('600, 6820');
    expect(within(form).getByLabelText('Days to dispatch')).toHaveValue(1);
    expect(within(form).getByLabelText('Same city')).toHaveValue(0);
    expect(within(form).getByLabelText('Same state')).toHaveValue(2);
    expect(within(form).getByLabelText('Rest of India')).toHaveValue(5);
    expect(
      within(form).getByRole('group', { name: "Courier's days after dispatch" }),
    ).toHaveAccessibleDescription(/Same city means the same first three digits of the PIN code/);
  });

  it('shows the states and the PIN-code prefixes only when the shop delivers to a list', async () => {
    mockDelivery(DEFAULTS);
    const user = setupUser();
    renderApp(PATH);

    const form = await deliveryForm();
    expect(within(form).getByRole('radio', { name: 'All of India' })).toBeChecked();
    expect(within(form).getByLabelText('Days to dispatch')).toHaveValue(2);
    expect(
      within(form).queryByRole('group', { name: 'States and union territories' }),
    ).not.toBeInTheDocument();
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('PIN-code prefixes')).not.toBeInTheDocument();

    await user.click(listedOption(form));
    expect(within(form).getByRole('group', { name: 'States and union territories' })).toBeInTheDocument();
    expect(within(form).getAllByRole('checkbox')).toHaveLength(36);
    expect(within(form).getByLabelText('PIN-code prefixes')).toHaveValue('');

    await user.click(within(form).getByRole('radio', { name: 'All of India' }));
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('PIN-code prefixes')).not.toBeInTheDocument();
  });

  it('sends the terms as the server takes them, the prefixes split and trimmed, and keeps the answer', async () => {
    const api = mockDelivery(DEFAULTS);
    const user = setupUser();
    const { queryClient } = renderApp(PATH);

    const form = await deliveryForm();
    await user.click(listedOption(form));
    await user.click(within(form).getByRole('checkbox', { name: 'Karnataka' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Goa' }));
    await user.type(within(form).getByLabelText('PIN-code prefixes'), '560, 6820 ');
    await user.clear(within(form).getByLabelText('Days to dispatch'));
    await user.type(within(form).getByLabelText('Days to dispatch'), '1');
    await user.clear(within(form).getByLabelText('Rest of India'));
    await user.type(within(form).getByLabelText('Rest of India'), '8');
    await user.click(within(form).getByRole('button', { name: 'Save delivery terms' }));

    expect(await screen.findByText('Delivery terms saved')).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/shop-delivery',
        body: {
          area: 'listed',
          // In the order of the grid, as the checkboxes are.
          states: ['Goa', 'Karnataka'],
          pinPrefixes: ['560', '6820'],
          dispatchDays: 1,
          daysSameCity: 1,
          daysSameState: 3,
          daysRestOfIndia: 8,
        },
      },
    ]);
    expect(queryClient.getQueryData(shopDeliveryQueryOptions('shop-1').queryKey)).toMatchObject({
      area: 'listed',
      pinPrefixes: ['560', '6820'],
      daysRestOfIndia: 8,
    });
    // The form now shows the terms as saved.
    expect(within(form).getByLabelText('PIN-code prefixes')).toHaveValue('560, 6820');
  });

  it('sends no lists when the shop delivers to all of India', async () => {
    const api = mockDelivery({ ...DEFAULTS, area: 'listed', states: ['Kerala'], pinPrefixes: ['560'] });
    const user = setupUser();
    renderApp(PATH);

    const form = await deliveryForm();
    await user.click(within(form).getByRole('radio', { name: 'All of India' }));
    await user.click(within(form).getByRole('button', { name: 'Save delivery terms' }));

    expect(await screen.findByText('Delivery terms saved')).toBeInTheDocument();
    expect(writesOf(api).map((call) => call.body)).toEqual([{ ...DEFAULTS, states: [], pinPrefixes: [] }]);
  });

  it('shows the server’s error about one prefix under the prefixes', async () => {
    mockDelivery(DEFAULTS, () =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'pinPrefixes[1]: this entry is listed twice', {
        'pinPrefixes[1]': 'this entry is listed twice',
      }),
    );
    const user = setupUser();
    renderApp(PATH);

    const form = await deliveryForm();
    await user.click(listedOption(form));
    await user.type(within(form).getByLabelText('PIN-code prefixes'), '560 5600');
    await user.click(within(form).getByRole('button', { name: 'Save delivery terms' }));

    const prefixes = within(form).getByLabelText('PIN-code prefixes');
    await waitFor(() => expect(prefixes).toHaveAttribute('aria-invalid', 'true'));
    expect(prefixes).toHaveAccessibleDescription(/This entry is listed twice/);
    expect(screen.queryByText('Delivery terms saved')).not.toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses what the server would refuse without asking it, with the server’s messages', async () => {
    const api = mockDelivery(DEFAULTS);
    const user = setupUser();
    renderApp(PATH);

    const form = await deliveryForm();
    await user.click(listedOption(form));
    const save = within(form).getByRole('button', { name: 'Save delivery terms' });

    // A list with nothing in it: said on the choice of area.
    await user.click(save);
    await waitFor(() =>
      expect(within(form).getByRole('group', { name: 'Where do you deliver?' })).toHaveAccessibleDescription(
        'List at least one state or PIN-code prefix, or deliver to all of India.',
      ),
    );

    // A prefix starting with 0, one repeated, and too many days.
    const prefixes = within(form).getByLabelText('PIN-code prefixes');
    await user.type(prefixes, '056');
    await user.clear(within(form).getByLabelText('Same state'));
    await user.type(within(form).getByLabelText('Same state'), '31');
    await user.click(save);
    await waitFor(() =>
      expect(prefixes).toHaveAccessibleDescription(
        /A PIN-code prefix is 1 to 6 digits, not starting with 0\.$/,
      ),
    );
    expect(within(form).getByLabelText('Same state')).toHaveAccessibleDescription(
      'A whole number of days from 0 to 30.',
    );

    await user.clear(prefixes);
    await user.type(prefixes, '560,560');
    await user.click(save);
    await waitFor(() => expect(prefixes).toHaveAccessibleDescription(/This entry is listed twice\.$/));

    expect(writesOf(api)).toEqual([]);
  });

  it('says when the terms could not be loaded', async () => {
    mockSession({ seller: aSeller() });
    server.use(
      http.get('/api/v2/shop-delivery', () => apiError(503, ErrorCode.TIMEOUT, 'The server took too long.')),
    );
    renderApp(PATH);

    const card = await screen.findByRole('region', { name: 'Delivery' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('The server took too long.');
    expect(within(card).queryByRole('form')).not.toBeInTheDocument();
  });
});
