import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { sellerQueryOptions } from '@/lib/session';
import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

const PATH = '/shop-dashboard-setting';

/** Counts calls to PUT /update-shop, answering with the seller as sent. */
function countUpdates(session: ReturnType<typeof mockSession>) {
  const calls: unknown[] = [];
  server.use(
    http.put('/api/v2/update-shop', async ({ request }) => {
      calls.push(await request.json());
      return HttpResponse.json({ success: true, shop: session.seller });
    }),
  );
  return calls;
}

async function replace(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save shop details' }));

describe('/shop-dashboard-setting', () => {
  it('shows the shop, its picture and its details, prefilled', async () => {
    mockSession({
      seller: aSeller({
        description: 'Handloom sarees.\nSince 1982.',
        gstin: '27AAPFU0939F1ZV',
        pan: 'AAPFU0939F',
      }),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop picture' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Shop details' })).toBeInTheDocument();
    expect(screen.getByLabelText("Owner's name")).toHaveValue('Asha Verma');
    expect(screen.getByLabelText('Shop name')).toHaveValue('Haat Demo Bazaar');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Handloom sarees.\nSince 1982.');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9845012345');
    expect(screen.getByLabelText('Shop address')).toHaveValue('21 Commercial Street, Bengaluru');
    expect(screen.getByLabelText('PIN code')).toHaveValue('560001');
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
    expect(screen.getByLabelText('PAN (optional)')).toHaveValue('AAPFU0939F');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('seller@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your sign-in email cannot be changed here.');
  });

  it('saves the details, sending exactly the fields the server accepts, and shows the new name', async () => {
    const session = mockSession({ seller: aSeller() });
    let sent: unknown;
    server.use(
      http.put('/api/v2/update-shop', async ({ request }) => {
        sent = await request.json();
        session.seller = aSeller({
          shopName: "Asha's Handlooms",
          description: 'Silk sarees.\nSince 1982.',
          phone: '9876543210',
        });
        return HttpResponse.json({ success: true, shop: session.seller });
      }),
    );
    const { queryClient } = renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await replace('Shop name', "  Asha's Handlooms ");
    await replace('Description (optional)', 'Silk sarees.{Enter}Since 1982.  ');
    await replace('Mobile number', '+91 98765 43210');
    await save();

    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Asha Verma',
      shopName: "Asha's Handlooms",
      description: 'Silk sarees.\nSince 1982.',
      phone: '9876543210',
      address: '21 Commercial Street, Bengaluru',
      zipCode: '560001',
      legalName: null,
      registeredAddress: null,
    });
    expect(queryClient.getQueryData(sellerQueryOptions().queryKey)?.shopName).toBe("Asha's Handlooms");
    expect(await within(screen.getByRole('banner')).findByText("Asha's Handlooms")).toBeInTheDocument();
    expect(screen.getByLabelText('Shop name')).toHaveValue("Asha's Handlooms");
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
  });

  it('sends an emptied description as null and tax ids upper-cased', async () => {
    const session = mockSession({ seller: aSeller({ description: 'Old text' }) });
    const calls = countUpdates(session);
    renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await replace('Description (optional)', '');
    await replace('GSTIN (optional)', ' 27aapfu0939f1zv');
    await replace('PAN (optional)', 'aapfu0939f');
    await replace('Legal business name (optional)', ' Verma Textiles LLP ');
    await replace('Registered address (optional)', 'A');
    await save();
    expect(screen.getByLabelText('Registered address (optional)')).toHaveAccessibleDescription(
      /The address must be between 5 and 200 characters\./,
    );
    expect(calls).toEqual([]);
    await replace('Registered address (optional)', '4 Mill Road, Surat');
    await save();

    expect(await screen.findByText('Shop details saved')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        name: 'Asha Verma',
        shopName: 'Haat Demo Bazaar',
        description: null,
        phone: '9845012345',
        address: '21 Commercial Street, Bengaluru',
        zipCode: '560001',
        gstin: '27AAPFU0939F1ZV',
        pan: 'AAPFU0939F',
        legalName: 'Verma Textiles LLP',
        registeredAddress: '4 Mill Road, Surat',
      },
    ]);
  });

  it('shows a server field error next to the GSTIN', async () => {
    mockSession({ seller: aSeller() });
    server.use(
      http.put('/api/v2/update-shop', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'gstin: this GSTIN is not registered.', {
          gstin: 'this GSTIN is not registered',
        }),
      ),
    );
    renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await replace('GSTIN (optional)', '27AAPFU0939F1ZV');
    await save();

    await waitFor(() =>
      expect(screen.getByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(
        /This GSTIN is not registered/,
      ),
    );
    expect(screen.getByLabelText('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Shop details saved')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a bad PIN code without asking the server', async () => {
    const calls = countUpdates(mockSession({ seller: aSeller() }));
    renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await replace('PIN code', '012345');
    await save();

    expect(await screen.findByLabelText('PIN code')).toHaveAccessibleDescription('Enter a 6-digit PIN code.');
    expect(calls).toEqual([]);
  });

  it('refuses a GSTIN that does not contain the PAN without asking the server', async () => {
    const calls = countUpdates(mockSession({ seller: aSeller() }));
    renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await replace('GSTIN (optional)', '27AAPFU0939F1ZV');
    await replace('PAN (optional)', 'ABCPE1234F');
    await save();

    expect(await screen.findByLabelText('GSTIN (optional)')).toHaveAccessibleDescription(
      /The GSTIN does not contain this PAN\./,
    );
    expect(calls).toEqual([]);
  });

  it('uploads a new shop picture and shows it', async () => {
    const session = mockSession({ seller: aSeller() });
    let form: FormData | undefined;
    server.use(
      http.put('/api/v2/update-shop-avatar', async ({ request }) => {
        form = await request.formData();
        session.seller = aSeller({ avatar: '/media/avatars/shop.jpg' });
        return HttpResponse.json({ success: true, seller: session.seller });
      }),
    );
    const { container } = renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    expect(container.querySelector('img[src="/media/avatars/shop.jpg"]')).toBeNull();
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['webp'], 'shop.webp', { type: 'image/webp' }),
    );
    expect(await screen.findByRole('img', { name: 'Preview of your chosen avatar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload picture' }));

    expect(await screen.findByText('Your shop picture has been updated.')).toBeInTheDocument();
    expect(form?.get('avatar')).toMatchObject({ type: 'image/webp' });
    expect(screen.queryByRole('img', { name: 'Preview of your chosen avatar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
    // In the seller header, the page's header and the picker.
    expect(container.querySelectorAll('img[src="/media/avatars/shop.jpg"]')).toHaveLength(3);
    expect(within(screen.getByRole('banner')).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/avatars/shop.jpg',
    );
  });

  it('refuses a picture that is not an image before uploading', async () => {
    mockSession({ seller: aSeller() });
    renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await userEvent.upload(
      screen.getByLabelText('Choose a photo'),
      new File(['<svg/>'], 'shop.svg', { type: 'image/svg+xml' }),
      { applyAccept: false },
    );

    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload picture' })).not.toBeInTheDocument();
  });

  it('sends the seller to sign in again when the session has ended', async () => {
    const session = mockSession({ seller: aSeller() });
    server.use(
      http.put('/api/v2/update-shop', () => {
        session.seller = null;
        return apiError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in to continue.');
      }),
    );
    const { router, queryClient } = renderApp(PATH);

    await screen.findByRole('heading', { level: 1, name: 'Shop settings' });
    await save();

    await waitFor(() => expect(router.location.pathname).toBe('/shop-login'));
    expect(router.location.search).toBe(`?next=${encodeURIComponent(PATH)}`);
    expect(queryClient.getQueryData(sellerQueryOptions().queryKey)).toBeNull();
  });

  it('sends a visitor to /shop-login, remembering the page', async () => {
    const { router } = renderApp(PATH);

    await waitFor(() => expect(router.location.pathname).toBe('/shop-login'));
    expect(router.location.search).toBe(`?next=${encodeURIComponent(PATH)}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to your shop' }),
    ).toBeInTheDocument();
  });
});
