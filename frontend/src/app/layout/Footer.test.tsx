import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { renderApp, settle } from '@/test/harness';
import { aMarketplaceInfo } from '@/test/marketplace';
import { apiError, server } from '@/test/server';

const SUBSCRIBED = "You're subscribed! Your 20% off coupon is on its way to priya@example.com.";
const ALREADY = "You're already subscribed — your coupon was sent to this address earlier.";

/** Counts the sign-ups the server receives and answers each with `answer`. */
function newsletter(answer: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/v2/newsletter', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function openFooter() {
  renderApp('/');
  // The footer is a chunk of its own, drawn after the page.
  const footer = within(await screen.findByRole('contentinfo'));
  const email = await footer.findByLabelText('Email address');
  return { footer, email, button: footer.getByRole('button', { name: 'SUBSCRIBE' }) };
}

describe('the newsletter box', () => {
  it('refuses an invalid address without asking the server', async () => {
    const sent = newsletter(() => HttpResponse.json({ success: true, message: SUBSCRIBED }, { status: 201 }));
    const { email, button } = await openFooter();

    await userEvent.click(button);
    expect(email).toHaveAccessibleDescription('Enter your email address.');

    await userEvent.type(email, 'priya@example');
    await userEvent.click(button);

    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('subscribes, showing that it is busy and then the server’s message', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const sent = newsletter(async () => {
      await held;
      return HttpResponse.json({ success: true, message: SUBSCRIBED }, { status: 201 });
    });
    const { footer, email, button } = await openFooter();

    await userEvent.type(email, '  priya@example.com ');
    await userEvent.click(button);

    expect(await footer.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    answer();
    expect(await footer.findByText(SUBSCRIBED)).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'priya@example.com' }]);
    expect(footer.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
    expect(email).toHaveValue('');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('says so when the address is already subscribed', async () => {
    newsletter(() => HttpResponse.json({ success: true, message: ALREADY }));
    const { footer, email, button } = await openFooter();

    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(button);

    expect(await footer.findByText(ALREADY)).toBeInTheDocument();
    expect(footer.queryByText(SUBSCRIBED)).not.toBeInTheDocument();
  });

  it('shows the server’s problem with the address on the field', async () => {
    newsletter(() =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'email: this address cannot receive email', {
        email: 'this address cannot receive email',
      }),
    );
    const { footer, email, button } = await openFooter();

    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(button);

    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription('This address cannot receive email');
    expect(footer.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a rate limit with the server’s wait', async () => {
    newsletter(() =>
      apiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many attempts. Please wait 42 seconds and try again.'),
    );
    const { footer, email, button } = await openFooter();

    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(button);

    expect(await footer.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 42 seconds and try again.',
    );
    expect(email).toHaveValue('priya@example.com');
  });

  it('explains a rate limit that arrives without the server’s words', async () => {
    newsletter(() => new HttpResponse('Too Many Requests', { status: 429 }));
    const { footer, email, button } = await openFooter();

    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(button);

    expect(await footer.findByRole('alert')).toHaveTextContent(
      'Too many attempts from here. Please wait a minute and try again.',
    );
  });

  it('says when Haat cannot be reached', async () => {
    newsletter(() => HttpResponse.error());
    const { footer, email, button } = await openFooter();

    await userEvent.type(email, 'priya@example.com');
    await userEvent.click(button);

    expect(await footer.findByRole('alert')).toHaveTextContent(
      'Could not reach Haat. Check your connection and try again.',
    );
  });
});

/** The footer's disclosures, with GET /marketplace-info answered by `answer`. */
async function disclosures(answer: () => Response) {
  server.use(http.get('/api/v2/marketplace-info', answer));
  renderApp('/');
  const footer = within(await screen.findByRole('contentinfo'));
  return within(await footer.findByRole('region', { name: 'Who runs Haat' }));
}

describe('the footer’s disclosures', () => {
  it('name who runs Haat, its address and GSTIN, customer care and the grievance officer', async () => {
    const box = await disclosures(() => HttpResponse.json(aMarketplaceInfo()));

    expect(box.getByText('Haat Marketplace Private Limited')).toBeInTheDocument();
    expect(box.getByText(/4th floor, 12 MG Road, Bengaluru 560001, Karnataka/)).toBeInTheDocument();
    expect(box.getByText(/GSTIN: 29AAGCH1234F1Z5/)).toBeInTheDocument();
    expect(box.getByText(/Customer care:/)).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'care@haat.example' })).toHaveAttribute(
      'href',
      'mailto:care@haat.example',
    );
    expect(box.getByRole('link', { name: '+91 80 4000 7000' })).toHaveAttribute('href', 'tel:+918040007000');
    expect(box.getByRole('link', { name: 'Grievance officer' })).toHaveAttribute('href', '/grievance');
    expect(box.queryByText('Demo details')).not.toBeInTheDocument();
  });

  it('show only customer care and the grievance officer while no operator is set', async () => {
    const box = await disclosures(() =>
      HttpResponse.json(
        aMarketplaceInfo({ operator: null, customerCare: { email: 'care@haat.example', phone: null } }),
      ),
    );

    expect(box.getByRole('link', { name: 'care@haat.example' })).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Grievance officer' })).toHaveAttribute('href', '/grievance');
    expect(box.queryByText('Haat Marketplace Private Limited')).not.toBeInTheDocument();
    expect(box.queryByText(/GSTIN/)).not.toBeInTheDocument();
    expect(box.queryByText(/Karnataka/)).not.toBeInTheDocument();
    expect(box.getAllByRole('link')).toHaveLength(2);
  });

  it('leave out the GSTIN until it is set', async () => {
    const box = await disclosures(() =>
      HttpResponse.json(
        aMarketplaceInfo({
          operator: {
            legalName: 'Haat Marketplace Private Limited',
            address: null,
            state: 'Karnataka',
            gstin: null,
          },
        }),
      ),
    );

    expect(box.getByText('Haat Marketplace Private Limited')).toBeInTheDocument();
    expect(box.getByText('Karnataka')).toBeInTheDocument();
    expect(box.queryByText(/GSTIN/)).not.toBeInTheDocument();
  });

  it('say when the details are a demo’s, made up', async () => {
    const box = await disclosures(() => HttpResponse.json(aMarketplaceInfo({ demo: true })));

    expect(box.getByText('Demo details')).toBeInTheDocument();
    expect(box.getByText('Haat Marketplace Private Limited')).toBeInTheDocument();
  });

  it('leave the rest of the footer as it is when the details cannot be loaded', async () => {
    let asked = false;
    server.use(
      http.get('/api/v2/marketplace-info', () => {
        asked = true;
        return apiError(500, ErrorCode.INTERNAL, 'Something went wrong.');
      }),
    );
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    await waitFor(() => expect(asked).toBe(true));
    await settle();

    expect(await footer.findByRole('button', { name: 'SUBSCRIBE' })).toBeInTheDocument();
    expect(footer.getByText(/Haat\. All rights reserved/)).toBeInTheDocument();
    expect(footer.queryByRole('region', { name: 'Who runs Haat' })).not.toBeInTheDocument();
  });
});
