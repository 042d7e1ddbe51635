import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type Product } from '@/api';
import { aSeller, aUser, mockSession } from '@/test/auth';
import { aProduct } from '@/test/catalog';
import { renderApp } from '@/test/harness';
import { apiError, server } from '@/test/server';

/** GET /get-product-details/{id} and /get-same-products/{id} for one product. */
function mockProduct(product: Product) {
  server.use(
    http.get('/api/v2/get-product-details/:id', ({ params }) =>
      params.id === product._id
        ? HttpResponse.json({ success: true, product, reviews: [] })
        : apiError(404, ErrorCode.NOT_FOUND, 'Product not found.'),
    ),
    http.get('/api/v2/get-same-products/:id', () => HttpResponse.json({ success: true, products: [] })),
  );
}

/** POST /product-report answering `respond`; the bodies sent are kept. */
function mockReport(respond: () => Response = () => HttpResponse.json({ success: true }, { status: 201 })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/v2/product-report', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

/** Opens the report dialog of the product page at /product/prod-1. */
async function openReport(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Report this product' }));
  return within(screen.getByRole('dialog', { name: 'Report this product' }));
}

describe('reporting a product', { timeout: 15_000 }, () => {
  it('asks a visitor to sign in first, and comes back to the product after', async () => {
    mockProduct(aProduct());
    renderApp('/product/prod-1');

    // The first test loads the product page's chunks: slow on a busy machine.
    const link = await screen.findByRole('link', { name: 'Report this product' }, { timeout: 5_000 });
    expect(link).toHaveAttribute('href', '/login?next=%2Fproduct%2Fprod-1');
    expect(screen.queryByRole('button', { name: 'Report this product' })).not.toBeInTheDocument();
  });

  it('is not offered to a seller signed in to their shop', async () => {
    mockSession({ seller: aSeller() });
    mockProduct(aProduct());
    renderApp('/product/prod-1');

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Report this product' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Report this product' })).not.toBeInTheDocument();
  });

  it('sends the reason and the shopper’s words, then thanks them', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    const bodies = mockReport();
    renderApp('/product/prod-1');

    const dialog = await openReport(user);
    expect(dialog.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Counterfeit or fake',
      'Prohibited item',
      'Wrong information',
      'Offensive',
    ]);
    // Nothing chosen yet: the reason is asked for, and nothing is sent.
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Choose what is wrong with the product.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(dialog.getByRole('radio', { name: 'Counterfeit or fake' }));
    await user.type(dialog.getByLabelText(/Tell us more/), '  The logo is misspelt.  ');
    expect(dialog.getByText('21 of 1,000 characters')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thanks. Our team will review this product.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { productId: 'prod-1', reason: 'counterfeit', details: 'The logo is misspelt.' },
    ]);
  });

  it('leaves out the words when there are none, and can be cancelled', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    const bodies = mockReport();
    renderApp('/product/prod-1');

    let dialog = await openReport(user);
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'Offensive' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thanks. Our team will review this product.')).toBeInTheDocument();
    expect(bodies).toEqual([{ productId: 'prod-1', reason: 'offensive' }]);
  });

  it('says so when the shopper has reported it already (409 already_reported)', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    mockReport(() =>
      apiError(409, ErrorCode.ALREADY_REPORTED, 'Your report on this product is already with our team.'),
    );
    renderApp('/product/prod-1');

    const dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'Prohibited item' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('You have already reported this product.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s word under the field it is about', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    mockReport(() =>
      apiError(400, ErrorCode.VALIDATION_FAILED, 'One or more fields are not valid.', {
        details: 'write at most 1000 characters',
      }),
    );
    renderApp('/product/prod-1');

    const dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'Wrong information' }));
    await user.type(dialog.getByLabelText(/Tell us more/), 'Wrong size chart.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    const details = dialog.getByLabelText(/Tell us more/);
    await waitFor(() => expect(details).toHaveAttribute('aria-invalid', 'true'));
    expect(details).toHaveAccessibleDescription(expect.stringMatching(/write at most 1000 characters/i));
    expect(screen.getByRole('dialog', { name: 'Report this product' })).toBeInTheDocument();
  });

  it('shows any other failure in the dialog', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    mockReport(() => apiError(404, ErrorCode.NOT_FOUND, 'This product is not on the storefront.'));
    renderApp('/product/prod-1');

    const dialog = await openReport(user);
    await user.click(dialog.getByRole('radio', { name: 'Counterfeit or fake' }));
    await user.click(dialog.getByRole('button', { name: 'Send' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('This product is not on the storefront.');
  });
});
