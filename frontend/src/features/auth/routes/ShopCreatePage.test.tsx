import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

const VALID = {
  'Your name': 'Asha Verma',
  'Shop name': 'Haat Demo Bazaar',
  Email: 'seller@example.com',
  'Mobile number': '+91 98450 12345',
  'Shop address': '21 Commercial Street, Bengaluru',
  'PIN code': '560 001',
  Password: 'correct horse',
};

async function fillIn(values: Record<string, string>) {
  await screen.findByRole('heading', { level: 1, name: 'Open your shop on Haat' });
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create shop' }));

describe('/shop-create', () => {
  it('registers the shop and tells the seller to check their email', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v2/shop-create', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { success: true, message: 'We sent an activation link to seller@example.com.' },
          { status: 201 },
        );
      }),
    );
    renderApp('/shop-create');

    await fillIn({ ...VALID, 'GSTIN (optional)': '27aapfu0939f1zv', 'PAN (optional)': 'aapfu0939f' });
    await submit();

    const panel = await screen.findByRole('status');
    expect(panel).toHaveTextContent('Check your email');
    expect(panel).toHaveTextContent('We sent an activation link to seller@example.com.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(sent).toEqual({
      name: 'Asha Verma',
      shopName: 'Haat Demo Bazaar',
      email: 'seller@example.com',
      phone: '9845012345',
      address: '21 Commercial Street, Bengaluru',
      zipCode: '560001',
      password: 'correct horse',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
    });
  });

  it('leaves out the optional tax ids when they are empty', async () => {
    let sent: Record<string, unknown> = {};
    server.use(
      http.post('/api/v2/shop-create', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ success: true, message: 'Check your email.' }, { status: 201 });
      }),
    );
    renderApp('/shop-create');

    await fillIn(VALID);
    await submit();

    await screen.findByRole('status');
    expect(sent).not.toHaveProperty('gstin');
    expect(sent).not.toHaveProperty('pan');
  });

  it("shows the server's field errors next to the matching fields", async () => {
    server.use(
      http.post('/api/v2/shop-create', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'gstin: this GSTIN is registered to another shop', {
          gstin: 'this GSTIN is registered to another shop',
          zip_code: 'no delivery partner serves this PIN code',
        }),
      ),
    );
    renderApp('/shop-create');

    await fillIn({ ...VALID, 'GSTIN (optional)': '27AAPFU0939F1ZV' });
    await submit();

    const gstin = screen.getByLabelText('GSTIN (optional)');
    await waitFor(() => expect(gstin).toHaveAttribute('aria-invalid', 'true'));
    expect(gstin).toHaveAccessibleDescription(/This GSTIN is registered to another shop$/);
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription(
      'No delivery partner serves this PIN code',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a taken email on the email field', async () => {
    server.use(
      http.post('/api/v2/shop-create', () =>
        apiError(409, ErrorCode.EMAIL_TAKEN, 'A shop with this email already exists.'),
      ),
    );
    renderApp('/shop-create');

    await fillIn(VALID);
    await submit();

    await waitFor(() =>
      expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
        'A shop with this email already exists.',
      ),
    );
  });

  it('refuses a bad mobile number, PIN code and GSTIN without asking the server', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/shop-create', () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'Check your email.' }, { status: 201 });
      }),
    );
    renderApp('/shop-create');

    await fillIn({
      ...VALID,
      'Mobile number': '5845012345',
      'PIN code': '060001',
      'GSTIN (optional)': '27AAPFU0939F1ZW',
    });
    await submit();

    expect(await screen.findByLabelText('Mobile number')).toHaveAccessibleDescription(
      /Enter a 10-digit Indian mobile number\./,
    );
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Enter a 6-digit PIN code.');
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(
      /check character does not match/,
    );
    expect(calls).toBe(0);
  });
});
