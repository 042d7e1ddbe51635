import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { renderApp } from '@/test/harness';
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
