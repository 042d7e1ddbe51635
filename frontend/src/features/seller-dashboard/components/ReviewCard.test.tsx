import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { aSeller } from '@/test/auth';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';

import { mockDashboardApi, mockReviewApi, renderSellerPage, someStats } from '../fixtures';

// The review card on /shop-dashboard (docs/identity.md "A shop's review"): a shop the Admin has not
// approved yet sees where its review stands, the five things it needs, and the way to submit it.

const DRAFT_TITLE = 'Your shop is not public yet';
const WAITING_TITLE = 'Your shop is waiting for review';
const REJECTED_TITLE = 'Your shop was not approved';

const card = (name: string) => screen.findByRole('region', { name });

/** The checklist's items, each as its title, its state in words and its link. */
async function checklistOf(region: HTMLElement) {
  const list = await within(region).findByRole('list', { name: /^Checklist:/ });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).getByRole('link');
      return [
        item.querySelector('.font-semibold')?.textContent,
        within(item).getByText(/^(Done|To do)$/).textContent,
        link.textContent,
        link.getAttribute('href'),
      ];
    });
}

/** The checklist item titled `title`. */
const itemOf = (region: HTMLElement, title: string) =>
  within(within(region).getByText(title, { selector: 'span' }).closest('li') as HTMLElement);

describe('the review card on /shop-dashboard', () => {
  // A brand-new shop's figures.
  beforeEach(() => void mockDashboardApi(() => someStats()));

  it('shows a draft shop the checklist, each item done or not in words, with where to do it', async () => {
    const seller = aSeller({ reviewStatus: 'draft' });
    mockReviewApi(seller, { done: { description: true, withdrawMethod: true } });
    renderSellerPage('/shop-dashboard', { seller });

    const region = await card(DRAFT_TITLE);
    expect(
      within(region).getByText(
        'Shoppers cannot see your shop or its products until the Admin approves it. Complete the checklist, then submit your shop for review.',
      ),
    ).toBeInTheDocument();
    expect(await checklistOf(region)).toEqual([
      ['Describe your shop', 'Done', 'Add it in shop settings', '/shop-dashboard-setting'],
      ['GST registration', 'To do', 'Add your GSTIN in shop settings', '/shop-dashboard-setting'],
      ['Your business’s PAN', 'To do', 'Add your PAN in shop settings', '/shop-dashboard-setting'],
      ['A payout method', 'Done', 'Add payout method', '/shop-dashboard-withdraw-money'],
      ['At least one product', 'To do', 'Create product', '/shop-dashboard-create-product'],
    ]);
    expect(within(region).getByText('Checklist: 2 of 5 done')).toBeInTheDocument();
    const declaration = within(region).getByRole('checkbox', {
      name: 'My business is not registered for GST',
    });
    expect(declaration).not.toBeChecked();
    expect(declaration).toHaveAccessibleDescription(/Only if your turnover is under the GST threshold/);
    expect(within(region).getByRole('button', { name: 'Submit for review' })).toBeEnabled();
    // The checklist holds the first steps: a new shop that is not approved gets no separate welcome.
    await screen.findByRole('region', { name: 'Figures' });
    expect(screen.queryByText(/Three steps to your first sale/)).not.toBeInTheDocument();
  });

  it('tells a submitted shop it is waiting, with nothing to submit or declare', async () => {
    const seller = aSeller({ reviewStatus: 'submitted', gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' });
    mockReviewApi(seller, { done: { description: true, pan: true, withdrawMethod: true, products: true } });
    renderSellerPage('/shop-dashboard', { seller });

    const region = await card(WAITING_TITLE);
    expect(
      within(region).getByText(
        'The Admin is checking your shop. Nothing of it is public until it is approved; you will get an email and a notification once it is decided.',
      ),
    ).toBeInTheDocument();
    await within(region).findByRole('list', { name: /^Checklist:/ });
    expect(within(region).queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows a rejected shop the Admin’s reason, and lets it submit again', async () => {
    const reason = 'The PAN does not match the legal name. Please check both.';
    const seller = aSeller({ reviewStatus: 'rejected', reviewReason: reason, gstUnregistered: true });
    mockReviewApi(seller, { done: { description: true, pan: true, withdrawMethod: true, products: true } });
    renderSellerPage('/shop-dashboard', { seller });

    const region = await card(REJECTED_TITLE);
    expect(within(region).getByText('The Admin’s reason')).toBeInTheDocument();
    expect(within(region).getByText(reason)).toBeInTheDocument();
    expect(within(region).getByText(/Fix what the reason below says/)).toBeInTheDocument();
    // Declared when it was first submitted: the item is done, and says how.
    await within(region).findByRole('list', { name: /^Checklist:/ });
    const gst = itemOf(region, 'GST registration');
    expect(
      await gst.findByText('You have declared that your business is not registered for GST.'),
    ).toBeInTheDocument();
    expect(gst.getByText('Done')).toBeInTheDocument();
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });

  it('shows an approved shop no card', async () => {
    renderSellerPage('/shop-dashboard');

    expect(await screen.findByRole('region', { name: 'Figures' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: DRAFT_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('submits a complete shop, disabled while it goes, and then says it is waiting', async () => {
    const seller = aSeller({ reviewStatus: 'draft', gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' });
    let release = () => {};
    const api = mockReviewApi(seller, {
      done: { description: true, pan: true, withdrawMethod: true, products: true },
      hold: new Promise((resolve) => (release = () => resolve(undefined))),
    });
    const user = setupUser();
    renderSellerPage('/shop-dashboard', { seller });

    const region = await card(DRAFT_TITLE);
    expect(await within(region).findByText('Checklist: 5 of 5 done')).toBeInTheDocument();
    // The GSTIN is there: nothing to declare.
    expect(within(region).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Submit for review' }));

    const sending = within(region).getByRole('button', { name: 'Submitting…' });
    expect(sending).toBeDisabled();
    expect(sending).toHaveAttribute('aria-busy', 'true');
    release();

    expect(
      await screen.findByText('Your shop was sent for review. You will get an email once the Admin decides.'),
    ).toBeInTheDocument();
    const waiting = await card(WAITING_TITLE);
    expect(within(waiting).queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
    expect(writesOf(api)).toEqual([{ method: 'POST', path: '/api/v2/shop-submit-review', body: {} }]);
    // The checklist was read again after the submission.
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/v2/shop-review-checklist')).toHaveLength(2),
    );
  });

  it('shows what the server says is missing next to each item it names', async () => {
    const seller = aSeller({ reviewStatus: 'draft' });
    mockReviewApi(seller, { done: { description: true, withdrawMethod: true } });
    const user = setupUser();
    renderSellerPage('/shop-dashboard', { seller });

    const region = await card(DRAFT_TITLE);
    await within(region).findByRole('list', { name: /^Checklist:/ });
    await user.click(within(region).getByRole('button', { name: 'Submit for review' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Your shop is not ready for review yet: finish each item of the checklist.',
    );
    expect(
      itemOf(region, 'GST registration').getByText(
        'Add your GSTIN, or declare that your business is not registered for GST',
      ),
    ).toBeInTheDocument();
    expect(itemOf(region, 'Your business’s PAN').getByText("Add your business's PAN")).toBeInTheDocument();
    expect(itemOf(region, 'At least one product').getByText('Add at least one product')).toBeInTheDocument();
    // Done items say nothing more.
    expect(itemOf(region, 'Describe your shop').queryByText(/^Add a description/)).not.toBeInTheDocument();
    expect(
      within(region).getByRole('checkbox', { name: 'My business is not registered for GST' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Add your GSTIN, or declare'));
    expect(within(region).getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });

  it('sends the declaration of not being registered for GST when the seller makes it', async () => {
    const seller = aSeller({ reviewStatus: 'draft', pan: 'AAPFU0939F' });
    const api = mockReviewApi(seller, {
      done: { description: true, pan: true, withdrawMethod: true, products: true },
    });
    const user = setupUser();
    renderSellerPage('/shop-dashboard', { seller });

    const region = await card(DRAFT_TITLE);
    await user.click(
      await within(region).findByRole('checkbox', { name: 'My business is not registered for GST' }),
    );
    await user.click(within(region).getByRole('button', { name: 'Submit for review' }));

    expect(await card(WAITING_TITLE)).toBeInTheDocument();
    expect(writesOf(api)).toEqual([
      { method: 'POST', path: '/api/v2/shop-submit-review', body: { gstUnregistered: true } },
    ]);
  });
});
