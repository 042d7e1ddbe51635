import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

const RECEIVED = "Thanks, we've received your message and will reply within one working day.";

/** Records the messages the server receives and answers each with `answer`. */
function contact(answer: () => Response | Promise<Response>) {
  const sent: unknown[] = [];
  server.use(
    http.post('/api/v2/contact', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

async function openContact() {
  renderApp('/contact');
  const form = within(await screen.findByRole('form', { name: 'Contact form' }));
  return {
    form,
    name: form.getByLabelText('Your name'),
    email: form.getByLabelText('Email'),
    subject: form.getByLabelText('Subject (optional)'),
    message: form.getByLabelText('Message'),
    send: form.getByRole('button', { name: 'Send message' }),
  };
}

describe('the contact page', () => {
  it('keeps the ways to reach Haat beside the form', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('link', { name: 'support@haat.example' })).toHaveAttribute(
      'href',
      'mailto:support@haat.example',
    );
    expect(page.getByRole('link', { name: '+91 80 4718 2600' })).toHaveAttribute('href', 'tel:+918047182600');
    expect(await page.findByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(page.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('refuses a message that is too short, and missing fields, without asking the server', async () => {
    const sent = contact(() => HttpResponse.json({ success: true, message: RECEIVED }, { status: 201 }));
    const { name, email, message, send } = await openContact();

    await userEvent.click(send);
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(message).toHaveAccessibleDescription(/Write your message\.$/);

    await userEvent.type(message, 'Help me');
    expect(message).toHaveAccessibleDescription(/^7 \/ 5000 characters/);
    await userEvent.click(send);

    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(
      '7 / 5000 characters (at least 10) Write at least 10 characters so we can help.',
    );
    expect(sent).toEqual([]);
  });

  it('sends the message, with no subject as null, and then offers to write again', async () => {
    const sent = contact(() => HttpResponse.json({ success: true, message: RECEIVED }, { status: 201 }));
    const { name, email, message, send } = await openContact();

    await userEvent.type(name, ' Priya Sharma ');
    await userEvent.type(email, 'priya@example.com');
    await userEvent.type(message, 'My order has not arrived yet, can you check?');
    await userEvent.click(send);

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent(RECEIVED);
    expect(within(answer).getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Priya Sharma',
        email: 'priya@example.com',
        subject: null,
        message: 'My order has not arrived yet, can you check?',
      },
    ]);

    await userEvent.click(within(answer).getByRole('button', { name: 'Send another message' }));
    const again = within(await screen.findByRole('form', { name: 'Contact form' }));
    expect(again.getByLabelText('Your name')).toHaveValue('');
    expect(again.getByLabelText('Your name')).toHaveFocus();
    expect(again.getByLabelText('Message')).toHaveValue('');
  });

  it('sends the subject when one is given', async () => {
    const sent = contact(() => HttpResponse.json({ success: true, message: RECEIVED }, { status: 201 }));
    const { name, email, subject, message, send } = await openContact();

    await userEvent.type(name, 'Priya');
    await userEvent.type(email, 'priya@example.com');
    await userEvent.type(subject, 'Order 6650a1b2c');
    await userEvent.type(message, 'Where is my parcel, please?');
    await userEvent.click(send);

    expect(await screen.findByText(RECEIVED)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Priya',
        email: 'priya@example.com',
        subject: 'Order 6650a1b2c',
        message: 'Where is my parcel, please?',
      },
    ]);
  });

  it('shows the server’s problems on their fields and keeps what was typed', async () => {
    contact(() =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'message: contains a link we cannot accept', {
        message: 'contains a link we cannot accept',
        email: 'this address cannot receive email',
      }),
    );
    const { form, name, email, message, send } = await openContact();

    await userEvent.type(name, 'Priya');
    await userEvent.type(email, 'priya@example.com');
    await userEvent.type(message, 'See http://spam.example for details');
    await userEvent.click(send);

    await expect.poll(() => message.getAttribute('aria-invalid')).toBe('true');
    expect(message).toHaveAccessibleDescription(/Contains a link we cannot accept$/);
    expect(email).toHaveAccessibleDescription('This address cannot receive email');
    expect(message).toHaveValue('See http://spam.example for details');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a rate limit above the form', async () => {
    contact(() =>
      apiError(429, ErrorCode.TOO_MANY_REQUESTS, 'Too many attempts. Please wait 30 seconds and try again.'),
    );
    const { form, name, email, message, send } = await openContact();

    await userEvent.type(name, 'Priya');
    await userEvent.type(email, 'priya@example.com');
    await userEvent.type(message, 'A question about my refund.');
    await userEvent.click(send);

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
    expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });
});
