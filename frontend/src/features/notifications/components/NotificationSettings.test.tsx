import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';

import { ErrorCode } from '@/api';
import { aSeller, aUser, mockSession } from '@/test/auth';
import { renderApp, setupUser } from '@/test/harness';
import { readsOf, writesOf } from '@/test/requests';
import { apiError, server } from '@/test/server';

import { mockNotificationsApi } from '../fixtures';

const section = () => screen.findByRole('region', { name: 'Notification settings' });

/** Each checkbox of the section: its label, whether it is ticked, and whether it can be changed. */
const boxesOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole<HTMLInputElement>('checkbox')
    .map((box) => ({ label: box.labels?.[0]?.textContent, checked: box.checked, disabled: box.disabled }));

/** The elements scrolled into view during the test (jsdom does not scroll: it lacks the method). */
function watchScrolls() {
  const scrolled: Element[] = [];
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  onTestFinished(() => {
    if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}

describe("the shopper's notification settings (/account?tab=notifications)", () => {
  it('lists every topic, the ones the law or the money needs shown on and locked', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi({
      settings: [
        { topic: 'order-placed', email: true, locked: true },
        { topic: 'payments', email: true, locked: false },
        { topic: 'deliveries', email: false, locked: false },
        { topic: 'cancellations', email: true, locked: false },
        { topic: 'refunds', email: true, locked: true },
        { topic: 'reviews', email: false, locked: false },
      ],
    });
    renderApp('/account?tab=notifications');

    expect(await screen.findByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const region = await section();
    await within(region).findAllByRole('checkbox');
    expect(boxesOf(region)).toEqual([
      { label: 'Order confirmations', checked: true, disabled: true },
      { label: 'Payments', checked: true, disabled: false },
      { label: 'Deliveries', checked: false, disabled: false },
      { label: 'Cancellations', checked: true, disabled: false },
      { label: 'Returns and refunds', checked: true, disabled: true },
      { label: 'Review reminders', checked: false, disabled: false },
    ]);
    expect(within(region).getByLabelText('Order confirmations')).toHaveAccessibleDescription(
      'A receipt for every order you place. Always on: the law or your money requires these emails.',
    );
    expect(within(region).getByLabelText('Deliveries')).toHaveAccessibleDescription(
      'When your order is shipped, on the way and delivered.',
    );
    // The shopper's own: no `as`.
    expect(readsOf(api, '/api/v2/notification-settings')).toEqual(['']);
  });

  it('saves only the topics changed, and says so', async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi();
    const user = setupUser();
    renderApp('/account?tab=notifications');

    const region = await section();
    await user.click(await within(region).findByLabelText('Review reminders'));
    await user.click(within(region).getByLabelText('Payments'));
    // Ticked again: back as the server has it, so not sent.
    await user.click(within(region).getByLabelText('Payments'));
    await user.click(within(region).getByRole('button', { name: 'Save notification settings' }));

    expect(
      await within(region).findByText('Your notification settings have been saved.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      {
        method: 'PUT',
        path: '/api/v2/notification-settings',
        body: { settings: [{ topic: 'reviews', email: false }] },
      },
    ]);
    expect(api.settings.find((setting) => setting.topic === 'reviews')?.email).toBe(false);
    expect(within(region).getByLabelText('Review reminders')).not.toBeChecked();
    expect(within(region).getByLabelText('Payments')).toBeChecked();

    // Saved: nothing is left to send.
    await user.click(within(region).getByRole('button', { name: 'Save notification settings' }));
    expect(
      await within(region).findByText('Nothing has changed, so there was nothing to save.'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toHaveLength(1);
  });

  it("shows the server's refusal (400 on settings) and keeps the choices", async () => {
    mockSession({ user: aUser() });
    const api = mockNotificationsApi();
    const sent: unknown[] = [];
    server.use(
      http.put('/api/v2/notification-settings', async ({ request }) => {
        sent.push(await request.json());
        const message = 'Emails about deliveries cannot be switched off.';
        return apiError(400, ErrorCode.VALIDATION_FAILED, `settings: ${message}`, { settings: message });
      }),
    );
    const user = setupUser();
    renderApp('/account?tab=notifications');

    const region = await section();
    await user.click(await within(region).findByLabelText('Deliveries'));
    await user.click(within(region).getByRole('button', { name: 'Save notification settings' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Emails about deliveries cannot be switched off.',
    );
    expect(sent).toEqual([{ settings: [{ topic: 'deliveries', email: false }] }]);
    expect(within(region).getByLabelText('Deliveries')).not.toBeChecked();
    expect(within(region).queryByText('Your notification settings have been saved.')).not.toBeInTheDocument();
    expect(api.settings.find((setting) => setting.topic === 'deliveries')?.email).toBe(true);
  });
});

describe("the shop's notification settings (/shop-dashboard-setting)", () => {
  it('is a section of its own, scrolled to for ?tab=notifications, saving as the shop', async () => {
    const scrolled = watchScrolls();
    mockSession({ seller: aSeller() });
    const api = mockNotificationsApi({ as: 'seller' });
    const user = setupUser();
    renderApp('/shop-dashboard-setting?tab=notifications');

    const region = await section();
    expect(region).toHaveAttribute('id', 'notifications');
    await within(region).findAllByRole('checkbox');
    expect(boxesOf(region)).toEqual([
      { label: 'New orders', checked: true, disabled: false },
      { label: 'Cancellations', checked: true, disabled: false },
      { label: 'Returns and refunds', checked: true, disabled: true },
      { label: 'Withdrawals', checked: true, disabled: true },
      { label: 'Low stock', checked: true, disabled: false },
      { label: 'Daily summary', checked: true, disabled: false },
    ]);
    expect(within(region).getByLabelText('Withdrawals')).toHaveAccessibleDescription(
      'When a withdrawal to your bank account or UPI is paid or rejected. Always on: the law or your money requires these emails.',
    );
    await waitFor(() => expect(scrolled).toContain(region));
    expect(readsOf(api, '/api/v2/notification-settings')).toEqual(['as=seller']);

    await user.click(within(region).getByLabelText('Daily summary'));
    await user.click(within(region).getByLabelText('Low stock'));
    await user.click(within(region).getByRole('button', { name: 'Save notification settings' }));

    expect(
      await within(region).findByText('Your notification settings have been saved.'),
    ).toBeInTheDocument();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.search.toString()).toBe('as=seller');
    expect(put?.body).toEqual({
      settings: [
        { topic: 'low-stock', email: false },
        { topic: 'daily-summary', email: false },
      ],
    });
  });

  it('is not scrolled to when the page is opened plainly', async () => {
    const scrolled = watchScrolls();
    mockSession({ seller: aSeller() });
    mockNotificationsApi({ as: 'seller' });
    renderApp('/shop-dashboard-setting');

    const region = await section();
    await within(region).findAllByRole('checkbox');
    expect(screen.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });
});
