import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode } from '@/api';
import { setupUser } from '@/test/harness';
import { apiError, server } from '@/test/server';

import { aFile, aProduct, mockShopCatalog, renderSellerPage, stubObjectUrls } from './fixtures';

const PATH = '/shop-dashboard-create-product';
const MB = 1024 * 1024;

/** Records each POST /create-product's form and answers 201 with a product. */
function acceptCreates() {
  const forms: FormData[] = [];
  server.use(
    http.post('/api/v2/create-product', async ({ request }) => {
      forms.push(await request.formData());
      return HttpResponse.json({ success: true, product: aProduct({ _id: 'product-new' }) }, { status: 201 });
    }),
  );
  return forms;
}

/** Fills every required field validly; a test then changes what it is about. */
async function fillIn(user: UserEvent) {
  await user.type(await screen.findByLabelText('Product name'), 'Block-printed cotton kurta');
  await user.type(screen.getByLabelText('Description'), 'Hand block-printed.{Enter}Pure cotton.');
  await user.selectOptions(screen.getByLabelText('Category'), 'Women');
  await user.type(screen.getByLabelText('Brand'), 'Jaipur Looms');
  await user.type(screen.getByLabelText('Original price (₹)'), '1499');
  await user.type(screen.getByLabelText('Selling price (₹)'), '999.50');
  await user.type(screen.getByLabelText('Stock'), '12');
  await user.type(screen.getByLabelText('HSN code'), '6204 42');
  await user.selectOptions(screen.getByLabelText('GST rate'), '5');
  await user.upload(screen.getByLabelText('Add images'), aFile('kurta.jpg'));
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create product' }));

async function replace(user: UserEvent, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

// A long form typed key by key, and the first test also loads the page: more than the default 5 s
// on a busy machine.
describe('/shop-dashboard-create-product', { timeout: 15_000 }, () => {
  it('sends the contract’s multipart fields, says so and opens the products page', async () => {
    stubObjectUrls();
    const forms = acceptCreates();
    mockShopCatalog({ products: [aProduct({ _id: 'product-new' })] });
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await fillIn(user);
    await user.type(screen.getByLabelText('Size to add'), ' 32 {Enter}');
    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Free Size' }));
    await user.type(screen.getByLabelText('Colour name (optional)'), 'Indigo');
    await user.type(screen.getByLabelText('Colour code (optional)'), '#3F51B5');
    await user.type(screen.getByLabelText('SKU (optional)'), ' KURTA-IND-M ');
    await user.upload(screen.getByLabelText('Add images'), [
      aFile('back.png', 'image/png'),
      aFile('detail.webp', 'image/webp'),
    ]);
    await submit(user);

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-dashboard/products'));
    expect(await screen.findByRole('link', { name: 'Edit Block-printed cotton kurta' })).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    const form = forms[0]!;
    expect([...new Set(form.keys())].sort()).toEqual(
      [
        'brand',
        'category',
        'colorHex',
        'colorName',
        'countryOfOrigin',
        'description',
        'gstRate',
        'hsn',
        'images',
        'name',
        'originalPrice',
        'sellingPrice',
        'sizes',
        'sku',
        'stock',
      ].sort(),
    );
    expect(form.get('name')).toBe('Block-printed cotton kurta');
    expect(form.get('sku')).toBe('KURTA-IND-M');
    // A multipart body carries line breaks as CRLF (the HTML spec's encoding), as a browser sends them.
    expect(form.get('description')).toBe('Hand block-printed.\r\nPure cotton.');
    expect(form.get('category')).toBe('Women');
    expect(form.get('brand')).toBe('Jaipur Looms');
    expect(form.getAll('sizes')).toEqual(['32', 'M', 'Free Size']);
    expect(form.get('colorName')).toBe('Indigo');
    expect(form.get('colorHex')).toBe('#3f51b5');
    expect(form.get('originalPrice')).toBe('1499');
    expect(form.get('sellingPrice')).toBe('999.50');
    expect(form.get('stock')).toBe('12');
    expect([form.get('hsn'), form.get('gstRate'), form.get('countryOfOrigin')]).toEqual([
      '620442',
      '5',
      'IN',
    ]);
    // jsdom's File crosses into Node's fetch as a file part of the same type (its name does not
    // survive that hop); the order is the order picked.
    expect(form.getAll('images').map((file) => (file as File).type)).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
  });

  it('sends neither colour field, no sizes and no keepImages when none are given', async () => {
    stubObjectUrls();
    const forms = acceptCreates();
    mockShopCatalog();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);

    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    const form = forms[0]!;
    expect(form.has('colorName')).toBe(false);
    expect(form.has('colorHex')).toBe(false);
    expect(form.has('sizes')).toBe(false);
    expect(form.has('keepImages')).toBe(false);
  });

  it('says what every empty required field needs, without asking the server', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    await screen.findByLabelText('Product name');
    await submit(user);

    const expectations: [string, string][] = [
      ['Product name', 'Enter the product name.'],
      ['Description', 'Describe the product.'],
      ['Category', 'Choose a category.'],
      ['Brand', 'Enter the brand.'],
      ['Original price (₹)', 'Enter the original price.'],
      ['Selling price (₹)', 'Enter the selling price.'],
      ['Stock', 'Enter how many you have in stock.'],
      ['Add images', 'Add at least one image.'],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    // Nothing was sent: onUnhandledRequest would have failed the test.
  });

  it('refuses a selling price above the original, on the selling price', async () => {
    stubObjectUrls();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await replace(user, 'Selling price (₹)', '1500');
    await submit(user);

    expect(
      await screen.findByText('The selling price cannot be more than the original price.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Selling price (₹)')).toHaveAccessibleDescription(
      expect.stringContaining('The selling price cannot be more than the original price.'),
    );
    expect(screen.getByLabelText('Original price (₹)')).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses prices with more than two decimals, of zero, or above one crore, and stock that is not whole', async () => {
    stubObjectUrls();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await replace(user, 'Original price (₹)', '10000001');
    await replace(user, 'Selling price (₹)', '99.999');
    await replace(user, 'Stock', '2.5');
    await submit(user);

    expect(await screen.findByText('The price can be at most ₹1,00,00,000.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 2 decimal places.')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a whole number from 0 to 10,00,000.')).toBeInTheDocument();

    await replace(user, 'Selling price (₹)', '0');
    expect(await screen.findByText('The price must be more than ₹0.')).toBeInTheDocument();
  });

  it('shows the discount as the prices are typed', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    await user.type(await screen.findByLabelText('Original price (₹)'), '1,500');
    await user.type(screen.getByLabelText('Selling price (₹)'), '1000');
    expect(screen.getByText('33% off the original price')).toBeInTheDocument();
    await replace(user, 'Selling price (₹)', '1500');
    expect(screen.getByText('No discount')).toBeInTheDocument();
  });

  it('asks for both a colour name and a colour code, or neither', async () => {
    stubObjectUrls();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await user.type(screen.getByLabelText('Colour name (optional)'), 'Indigo');
    await submit(user);
    expect(await screen.findByText('Choose the colour too, or clear its name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Colour code (optional)')).toHaveAttribute('aria-invalid', 'true');

    await replace(user, 'Colour name (optional)', '');
    await user.type(screen.getByLabelText('Colour code (optional)'), '#3f51b5');
    expect(await screen.findByText('Name the colour too, such as Indigo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Colour name (optional)')).toHaveAttribute('aria-invalid', 'true');

    await replace(user, 'Colour code (optional)', '#12345');
    expect(await screen.findByText('Enter a colour code such as #3f51b5.')).toBeInTheDocument();
  });

  it('adds sizes as chips, refuses bad ones under the box, and removes them', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    const sizeBox = await screen.findByLabelText('Size to add');
    await user.type(sizeBox, 'XL{Enter}');
    await user.type(sizeBox, 'xl');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(sizeBox).toHaveAccessibleDescription(expect.stringContaining('The size xl is already added.'));
    expect(sizeBox).toHaveValue('xl');

    await user.clear(sizeBox);
    await user.type(sizeBox, 'A very long size label{Enter}');
    expect(sizeBox).toHaveAccessibleDescription(
      expect.stringContaining('A size can be at most 20 characters.'),
    );
    await user.clear(sizeBox);
    await user.type(sizeBox, '32,34{Enter}');
    expect(sizeBox).toHaveAccessibleDescription(expect.stringContaining('A size cannot contain a comma'));

    const chosen = screen.getByRole('list', { name: 'Chosen sizes' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['XL']);
    expect(screen.getByRole('button', { name: 'XL' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove size XL' }));
    expect(screen.queryByRole('list', { name: 'Chosen sizes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'XL' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('stops at twenty sizes', async () => {
    const user = setupUser();
    renderSellerPage(PATH);

    const sizeBox = await screen.findByLabelText('Size to add');
    for (let size = 1; size <= 20; size += 1) await user.type(sizeBox, `${size}{Enter}`);
    await user.type(sizeBox, '21{Enter}');
    expect(sizeBox).toHaveAccessibleDescription(
      expect.stringContaining('A product can have at most 20 sizes.'),
    );
  });

  it('previews picked images, names an oversize one at once, and frees a removed preview', async () => {
    const urls = stubObjectUrls();
    const user = setupUser();
    renderSellerPage(PATH);

    await user.upload(await screen.findByLabelText('Add images'), [
      aFile('kurta.jpg'),
      aFile('huge.png', 'image/png', 5 * MB + 1),
    ]);

    expect(screen.getByRole('img', { name: 'Preview of kurta.jpg' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    const input = screen.getByLabelText('Add images');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('The file huge.png is larger than 5 MB.'),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remove huge.png' }));
    expect(urls.revoked).toContain('blob:preview-2');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByText(/1 of 8 chosen\./)).toBeInTheDocument();
  });

  it('refuses a file that is not a JPEG, PNG or WebP image, whatever the picker allowed', async () => {
    stubObjectUrls();
    const user = setupUser({ applyAccept: false });
    renderSellerPage(PATH);

    await user.upload(await screen.findByLabelText('Add images'), aFile('anim.gif', 'image/gif'));

    expect(
      await screen.findByText('The file anim.gif is not a JPEG, PNG or WebP image.'),
    ).toBeInTheDocument();
    // No preview is made of a file the browser may not be able to show.
    expect(screen.queryByRole('img', { name: 'Preview of anim.gif' })).not.toBeInTheDocument();
  });

  it('refuses more than eight images and stops offering more at eight', async () => {
    stubObjectUrls();
    const user = setupUser();
    renderSellerPage(PATH);

    const nine = Array.from({ length: 9 }, (_, index) => aFile(`photo-${index + 1}.jpg`));
    await user.upload(await screen.findByLabelText('Add images'), nine);

    expect(await screen.findByText('Choose at most 8 images; remove 1.')).toBeInTheDocument();
    expect(screen.getByLabelText('Add images')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove photo-9.jpg' }));
    await waitFor(() =>
      expect(screen.queryByText('Choose at most 8 images; remove 1.')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s field errors next to their fields, images included', async () => {
    stubObjectUrls();
    server.use(
      http.post('/api/v2/create-product', () =>
        apiError(400, ErrorCode.VALIDATION_FAILED, 'Some fields are not valid.', {
          name: 'a product with this name, colour and size already exists',
          images: 'kurta.jpg is not an image',
          color_hex: 'must be #rrggbb',
        }),
      ),
    );
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);

    const name = screen.getByLabelText('Product name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('A product with this name, colour and size already exists'),
    );
    expect(name).toHaveFocus();
    expect(screen.getByLabelText('Add images')).toHaveAccessibleDescription(
      expect.stringContaining('Kurta.jpg is not an image'),
    );
    expect(screen.getByLabelText('Colour code (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Must be #rrggbb'),
    );
    // Every problem found its field, so there is nothing to say above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a problem that belongs to no field above the form, and can be sent again', async () => {
    stubObjectUrls();
    server.use(
      http.post('/api/v2/create-product', () =>
        apiError(503, ErrorCode.UNAVAILABLE, 'Haat is busy; please try again in a minute.'),
      ),
    );
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Haat is busy; please try again in a minute.');
    expect(screen.getByRole('button', { name: 'Create product' })).toBeEnabled();
  });

  it('shows progress and cannot be sent twice while sending', async () => {
    stubObjectUrls();
    let release: () => void = () => {};
    let calls = 0;
    server.use(
      http.post('/api/v2/create-product', async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true, product: aProduct() }, { status: 201 });
      }),
    );
    mockShopCatalog();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);

    const busy = await screen.findByRole('button', { name: 'Creating product…' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    release();
    expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('sends a seller whose session ended to sign in', async () => {
    stubObjectUrls();
    server.use(
      http.post('/api/v2/create-product', () => apiError(401, ErrorCode.UNAUTHENTICATED, 'Please sign in.')),
    );
    const user = setupUser();
    const { router } = renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-login'));
  });
});

describe('/shop-dashboard-create-product: held for review', { timeout: 15_000 }, () => {
  it('says the product will be public once the team approves it', async () => {
    stubObjectUrls();
    server.use(
      http.post('/api/v2/create-product', () =>
        HttpResponse.json(
          {
            success: true,
            product: aProduct({
              _id: 'product-new',
              moderation: { status: 'pending', reason: null, heldAt: '2026-11-24T06:30:00Z' },
            }),
          },
          { status: 201 },
        ),
      ),
    );
    mockShopCatalog();
    const user = setupUser();
    renderSellerPage(PATH);

    await fillIn(user);
    await submit(user);

    expect(
      await screen.findByText('Product created. It will be public once our team approves it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Product created successfully!')).not.toBeInTheDocument();
  });
});
