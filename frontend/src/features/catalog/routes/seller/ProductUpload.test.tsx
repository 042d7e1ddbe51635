import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { setupUser } from '@/test/harness';
import { type FakeXhr, fakeXhr } from '@/test/xhr';

import { aFile, aProduct, mockShopCatalog, renderSellerPage, stubObjectUrls } from './fixtures';

// The product form's upload as it goes: progress, cancel, and the server's errors, with a
// stand-in XMLHttpRequest that sends the body as slowly as the test says (src/test/xhr.ts).

const PATH = '/shop-dashboard-create-product';

async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Product name'), 'Block-printed cotton kurta');
  await user.type(screen.getByLabelText('Description'), 'Hand block-printed.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Women');
  await user.type(screen.getByLabelText('Brand'), 'Jaipur Looms');
  await user.type(screen.getByLabelText('Original price (₹)'), '1499');
  await user.type(screen.getByLabelText('Selling price (₹)'), '999');
  await user.type(screen.getByLabelText('Stock'), '12');
  await user.type(screen.getByLabelText('HSN code'), '6204');
  await user.selectOptions(screen.getByLabelText('GST rate'), '5');
  // 1,000 and 3,000 bytes: the body is the fields and part headers, then these two.
  await user.upload(screen.getByLabelText('Add images'), [
    aFile('kurta.jpg', 'image/jpeg', 1000),
    aFile('back.png', 'image/png', 3000),
  ]);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create product' }));

/** The request the form sent, once it has. */
async function sent(requests: FakeXhr[], count = 1): Promise<FakeXhr> {
  await waitFor(() => expect(requests).toHaveLength(count));
  return requests[count - 1]!;
}

describe('uploading a product', { timeout: 30_000 }, () => {
  it('shows the progress of the request and of each picture in it', async () => {
    stubObjectUrls();
    const requests = fakeXhr();
    mockShopCatalog({ products: [aProduct({ _id: 'product-new' })] });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);
    const xhr = await sent(requests);
    expect(xhr.form.getAll('images')).toHaveLength(2);

    const overall = await screen.findByRole('progressbar', { name: 'Uploading 2 pictures…' });
    expect(overall).toHaveAttribute('aria-valuenow', '0');

    // 1,000 bytes of fields, then kurta.jpg (1,000) and back.png (3,000).
    xhr.progress(2500, 5000);
    expect(overall).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getAllByText('50%')[0]).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'kurta.jpg' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'back.png' })).toHaveAttribute('aria-valuenow', '16');
    const files = screen.getByRole('list', { name: 'Each picture' });
    expect(within(files).getByText('100%')).toBeInTheDocument();
    expect(within(files).getByText('16%')).toBeInTheDocument();

    xhr.progress(5000, 5000);
    expect(overall).toHaveAttribute('aria-valuenow', '100');
    await xhr.respond(201, { success: true, product: aProduct({ _id: 'product-new' }) });

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-dashboard/products'));
  });

  it('cancels the upload, says so, and leaves the form as it was to send again', async () => {
    stubObjectUrls();
    const requests = fakeXhr();
    mockShopCatalog({ products: [aProduct({ _id: 'product-new' })] });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);
    const first = await sent(requests);
    first.progress(1200, 5000);
    expect(await screen.findByRole('progressbar', { name: 'Uploading 2 pictures…' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));

    expect(first.aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent('Upload cancelled');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Nothing typed or picked is lost, and the form can be sent again.
    expect(screen.getByLabelText('Product name')).toHaveValue('Block-printed cotton kurta');
    expect(screen.getByRole('img', { name: 'Preview of kurta.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of back.png' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    const button = screen.getByRole('button', { name: 'Create product' });
    expect(button).toBeEnabled();

    await user.click(button);
    const second = await sent(requests, 2);
    expect(second.form.get('name')).toBe('Block-printed cotton kurta');
    expect(second.form.getAll('images')).toHaveLength(2);
    expect(screen.queryByText('Upload cancelled')).not.toBeInTheDocument();
    await second.respond(201, { success: true, product: aProduct({ _id: 'product-new' }) });
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
  });

  it('still shows the server’s field errors under their fields after an upload', async () => {
    stubObjectUrls();
    const requests = fakeXhr();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);
    const xhr = await sent(requests);
    xhr.progress(5000, 5000);
    await xhr.respond(400, {
      success: false,
      message: 'Some fields are not valid.',
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { 'images[1]': 'back.png is not an image', sizes: 'at most 20 sizes' },
      },
    });

    await waitFor(() =>
      expect(screen.getByLabelText('Add images')).toHaveAccessibleDescription(
        expect.stringContaining('Back.png is not an image'),
      ),
    );
    expect(screen.getByLabelText('Size to add')).toHaveAccessibleDescription(
      expect.stringContaining('At most 20 sizes'),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create product' })).toBeEnabled();
  });
});
