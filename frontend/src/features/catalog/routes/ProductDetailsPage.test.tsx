import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { ErrorCode, type PublicShop, type Product, type Review } from '@/api';
import { CART_KEY, WISHLIST_KEY } from '@/lib/local-list';
import { aUser, mockSession } from '@/test/auth';
import { aProduct, aReview, anEvent } from '@/test/catalog';
import { renderApp } from '@/test/harness';
import { aMarketplaceInfo } from '@/test/marketplace';
import { apiError, server } from '@/test/server';

/** GET /get-product-details/{id} and /get-same-products/{id}, as docs/catalog.md answers them. */
function mockProduct(product: Product, { reviews = [] as Review[], same = [] as Product[] } = {}) {
  const state = { reviews };
  server.use(
    http.get('/api/v2/get-product-details/:id', ({ params }) =>
      params.id === product._id
        ? HttpResponse.json({ success: true, product, reviews: state.reviews })
        : apiError(404, ErrorCode.NOT_FOUND, 'Product not found.'),
    ),
    http.get('/api/v2/get-same-products/:id', () => HttpResponse.json({ success: true, products: same })),
  );
  return state;
}

/** GET /get-shop-info/{id}: the shop's public facts, as the server answers them. */
function mockShopInfo(overrides: Partial<PublicShop> = {}) {
  const shop: PublicShop = {
    _id: 'shop-1',
    shopName: 'Jaipur Looms',
    legalName: 'Verma Textiles LLP',
    description: null,
    city: 'Jaipur',
    state: 'Rajasthan',
    gstRegistered: true,
    avatar: null,
    ratings: 4.2,
    numOfReviews: 14,
    productsCount: 2,
    createdAt: '2026-03-15T09:30:00Z',
    ...overrides,
  };
  server.use(http.get('/api/v2/get-shop-info/:id', () => HttpResponse.json({ success: true, shop })));
}

/** The product page's seller box, once the shop's facts have arrived. */
async function sellerDetails() {
  const box = within(await screen.findByRole('region', { name: 'Seller details' }));
  await waitFor(() => expect(box.getByText('Sold by').nextElementSibling?.textContent).not.toBe(''));
  /** The value the box gives for a term, or null when it leaves the line out. */
  const fact = (term: string) => box.queryByText(term)?.nextElementSibling?.textContent ?? null;
  return { box, fact };
}

const stored = (key: string) =>
  JSON.parse(window.localStorage.getItem(key) ?? '[]') as Record<string, unknown>[];

describe('the product page', () => {
  it('shows the product: pictures, facts, prices, stock, description, shop and reviews', async () => {
    mockProduct(
      aProduct({
        sellingPrice: 999,
        originalPrice: 1499,
        stock: 3,
        numOfReviews: 2,
        ratings: 4.5,
        images: ['/media/a/display.jpg', '/media/b/display.jpg'],
        thumbnails: ['/media/a/thumb.jpg', '/media/b/thumb.jpg'],
      }),
      {
        reviews: [
          aReview(),
          aReview({ _id: 'review-2', rating: 4, comment: 'Runs small.\nOrder a size up.' }),
        ],
      },
    );
    renderApp('/product/prod-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Block-printed cotton kurta' }),
    ).toBeInTheDocument();
    const main = screen.getByRole('img', { name: 'Block-printed cotton kurta, picture 1 of 2' });
    expect(main).toHaveAttribute('src', '/media/a/display.jpg');
    expect(main).toHaveAttribute('width', '800');

    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Block-printed cotton kurta, picture 2 of 2' })).toHaveAttribute(
      'src',
      '/media/b/display.jpg',
    );
    expect(screen.getByRole('button', { name: 'Show picture 2 of 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    expect(screen.getAllByText('Jaipur Looms').length).toBeGreaterThan(0);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Women' })).toHaveAttribute(
      'href',
      '/products?category=Women',
    );
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByText('₹999.00')).toBeInTheDocument();
    expect(screen.getByText('₹1,499.00').closest('s')).not.toBeNull();
    expect(screen.getByText('33% off')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('Indigo')).toBeInTheDocument();

    const description = screen.getByRole('region', { name: 'Description' });
    // The line break arrives as text and is shown as one (never as HTML).
    const text = description.querySelector('p');
    expect(text?.textContent).toBe('Hand block-printed in Bagru.\nCold wash only.');
    expect(text).toHaveClass('whitespace-pre-line');
    expect(within(description).getByText('Country of origin:').nextElementSibling).toHaveTextContent('India');
    expect(screen.getByRole('link', { name: 'Visit shop' })).toHaveAttribute('href', '/shop/preview/shop-1');

    const reviews = screen.getByRole('region', { name: 'Reviews (2)' });
    expect(within(reviews).getByText('Lovely fabric.')).toBeInTheDocument();
    expect(within(reviews).getAllByText('Ravi K.')).toHaveLength(2);
    expect(within(reviews).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(within(reviews).getAllByText('23 Nov 2026')).toHaveLength(2);
  });

  it('checks delivery to a PIN code, keeps it, and says when or that the shop does not deliver there', async () => {
    mockProduct(aProduct());
    const asked: string[] = [];
    server.use(
      http.get('/api/v2/delivery-estimate', ({ request }) => {
        const url = new URL(request.url);
        const pincode = url.searchParams.get('pincode') ?? '';
        asked.push(`${url.searchParams.get('productId')} ${pincode}`);
        return HttpResponse.json(
          pincode === '686001'
            ? { success: true, deliverable: false, estimatedDate: null }
            : { success: true, deliverable: true, estimatedDate: '2026-12-03' },
        );
      }),
    );
    renderApp('/product/prod-1');

    const check = await screen.findByRole('region', { name: 'Check delivery' });
    const box = within(check).getByLabelText('Your PIN code');
    await userEvent.type(box, '68600');
    await userEvent.click(within(check).getByRole('button', { name: 'Check' }));
    expect(within(check).getByText('Enter a 6-digit PIN code.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);

    await userEvent.type(box, '1');
    await userEvent.click(within(check).getByRole('button', { name: 'Check' }));
    expect(await within(check).findByText('This shop does not deliver to 686001')).toBeInTheDocument();
    expect(asked).toEqual(['prod-1 686001']);
    expect(window.localStorage.getItem('deliveryPincode')).toBe('686001');

    await userEvent.click(within(check).getByRole('button', { name: 'Change' }));
    await userEvent.clear(within(check).getByLabelText('Your PIN code'));
    await userEvent.type(within(check).getByLabelText('Your PIN code'), '560001');
    await userEvent.click(within(check).getByRole('button', { name: 'Check' }));
    expect(await within(check).findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument();
    expect(within(check).getByText('Delivering to 560001')).toBeInTheDocument();
  });

  it('answers for the PIN code saved earlier without asking again', async () => {
    window.localStorage.setItem('deliveryPincode', '560001');
    mockProduct(aProduct());
    server.use(
      http.get('/api/v2/delivery-estimate', () =>
        HttpResponse.json({ success: true, deliverable: true, estimatedDate: '2026-12-05' }),
      ),
    );
    renderApp('/product/prod-1');
    const check = await screen.findByRole('region', { name: 'Check delivery' });
    expect(await within(check).findByText('Delivery by Sat, 5 Dec')).toBeInTheDocument();
    expect(within(check).queryByLabelText('Your PIN code')).not.toBeInTheDocument();
  });

  it('says in stock or out of stock', async () => {
    mockProduct(aProduct({ stock: 0 }));
    renderApp('/product/prod-1');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('holds the space while it loads', async () => {
    server.use(
      http.get('/api/v2/get-product-details/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp('/product/prod-1');
    expect(await screen.findByText('Loading the product…')).toBeInTheDocument();
  });

  it('says kindly when the product is not available', async () => {
    mockProduct(aProduct({ _id: 'another' }));
    renderApp('/product/gone');

    expect(await screen.findByRole('heading', { name: 'This product is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/products');
  });

  it('offers a retry when the server fails', async () => {
    server.use(
      http.get('/api/v2/get-product-details/:id', () =>
        apiError(500, ErrorCode.INTERNAL, 'Something broke on our side.'),
      ),
    );
    renderApp('/product/prod-1');
    expect(
      await screen.findByRole('heading', { name: 'We could not load this product' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('buying from the product page', () => {
  it('needs a size first, then adds the chosen size and quantity with the original’s toast', async () => {
    const user = userEvent.setup();
    mockProduct(aProduct({ sizes: ['S', 'M', 'L'], stock: 4 }));
    renderApp('/product/prod-1');

    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Please choose a size.')).toBeInTheDocument();
    expect(stored(CART_KEY)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'M' }));
    expect(screen.queryByText('Please choose a size.')).not.toBeInTheDocument();

    const quantity = screen.getByRole('group', { name: 'Quantity' });
    const more = within(quantity).getByRole('button', { name: 'One more' });
    for (let i = 0; i < 5; i += 1) await user.click(more);
    expect(within(quantity).getByText('4')).toBeInTheDocument();
    expect(more).toBeDisabled();
    await user.click(within(quantity).getByRole('button', { name: 'One fewer' }));

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(stored(CART_KEY)).toEqual([
      expect.objectContaining({ _id: 'prod-1', size: 'M', qty: 3, color: 'Indigo', stock: 4 }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item already in cart!')).toBeInTheDocument();
  });

  it('refuses a product out of stock', async () => {
    mockProduct(aProduct({ stock: 0 }));
    renderApp('/product/prod-1');

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product stock limited!')).toBeInTheDocument();
  });

  it('saves to and removes from the wishlist', async () => {
    const user = userEvent.setup();
    mockProduct(aProduct());
    renderApp('/product/prod-1');

    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(stored(WISHLIST_KEY)).toEqual([expect.objectContaining({ _id: 'prod-1' })]);

    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(stored(WISHLIST_KEY)).toEqual([]);
  });

  it('shows a deal’s time left and end, and applies the event rule', async () => {
    const end = new Date(Date.now() + ((2 * 24 + 3) * 60 + 30) * 60_000).toISOString();
    mockProduct(anEvent({ stock: 1, end_date: end }));
    renderApp('/product/event-1?isEvent=true');

    expect(await screen.findByText(/Deal ends in/)).toHaveTextContent(/Deal ends in\s*2d 03h (29|30)m/);
    expect(screen.getByText(/^Ends/).querySelector('time')).toHaveAttribute('dateTime', end);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Product stock limited!')).toBeInTheDocument();
    expect(stored(CART_KEY)).toEqual([]);
  });

  it('adds a deal with stock to spare, marked as an event', async () => {
    const end = new Date(Date.now() + 86_400_000).toISOString();
    mockProduct(anEvent({ stock: 5, end_date: end }));
    renderApp('/product/event-1?isEvent=true');

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Item added to cart successfully!')).toBeInTheDocument();
    expect(stored(CART_KEY)).toEqual([
      expect.objectContaining({ _id: 'event-1', isEvent: true, end_date: end }),
    ]);
  });
});

describe('variants and similar products', () => {
  it('offers the other colours as swatches, and the rest as cards', async () => {
    const green = aProduct({ _id: 'prod-2', color: { name: 'Leaf green', hex: '#4caf50' } });
    const otherShop = aProduct({
      _id: 'prod-3',
      shopId: 'shop-9',
      shop: { ...aProduct().shop, _id: 'shop-9' },
    });
    const dupatta = aProduct({ _id: 'prod-4', name: 'Chanderi dupatta' });
    mockProduct(aProduct(), { same: [green, otherShop, dupatta] });
    renderApp('/product/prod-1');

    const swatches = await screen.findByRole('list', { name: 'Other colours and sizes' });
    expect(within(swatches).getByText('Indigo').closest('[aria-current]')).not.toBeNull();
    expect(within(swatches).getByRole('link', { name: 'Leaf green' })).toHaveAttribute(
      'href',
      '/product/prod-2',
    );
    expect(within(swatches).getAllByRole('listitem')).toHaveLength(2);

    const more = screen.getByRole('region', { name: 'You may also like' });
    expect(within(more).getAllByRole('article')).toHaveLength(2);
    expect(within(more).getByRole('link', { name: 'Chanderi dupatta' })).toHaveAttribute(
      'href',
      '/product/prod-4',
    );
  });

  it('moves to a variant with its own choices', async () => {
    const user = userEvent.setup();
    const green = aProduct({ _id: 'prod-2', color: { name: 'Leaf green', hex: '#4caf50' }, sizes: ['XL'] });
    server.use(
      http.get('/api/v2/get-product-details/:id', ({ params }) =>
        HttpResponse.json({
          success: true,
          product: params.id === 'prod-2' ? green : aProduct(),
          reviews: [],
        }),
      ),
      http.get('/api/v2/get-same-products/:id', ({ params }) =>
        HttpResponse.json({ success: true, products: params.id === 'prod-2' ? [aProduct()] : [green] }),
      ),
    );
    const { router } = renderApp('/product/prod-1');

    await user.click(await screen.findByRole('link', { name: 'Leaf green' }));

    expect(router.location.pathname).toBe('/product/prod-2');
    expect(await screen.findByRole('radio', { name: 'XL' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Indigo' })).toHaveAttribute('href', '/product/prod-1');
  });

  it('leaves out the section when there is nothing similar', async () => {
    mockProduct(aProduct());
    renderApp('/product/prod-1');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument(),
    );
  });
});

describe('reviewing', () => {
  it('asks a visitor to sign in first, and comes back here after', async () => {
    mockProduct(aProduct());
    renderApp('/product/prod-1');

    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Fproduct%2Fprod-1');
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('sends a signed-in shopper’s review and shows it', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    const state = mockProduct(aProduct());
    const bodies: unknown[] = [];
    server.use(
      http.put('/api/v2/create-new-review', async ({ request }) => {
        const body = (await request.json()) as { rating: number; comment: string };
        bodies.push(body);
        state.reviews = [
          aReview({ _id: 'mine', user: { _id: 'user-1', name: 'Priya Sharma', avatar: null }, ...body }),
        ];
        return HttpResponse.json({ success: true, message: 'Reviewed successfully!', product: aProduct() });
      }),
    );
    renderApp('/product/prod-1');

    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText(/Your review/), '  Beautiful print.  ');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Reviewed successfully!')).toBeInTheDocument();
    expect(bodies).toEqual([{ productId: 'prod-1', rating: 4, comment: 'Beautiful print.' }]);
    expect(await screen.findByText('Beautiful print.', { selector: 'li p' })).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('needs a rating and keeps comments to 2000 characters', async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    renderApp('/product/prod-1');

    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    const comment = within(form).getByLabelText(/Your review/);
    await user.click(comment);
    await user.paste('a'.repeat(2001));
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(within(form).getByText('Keep your review to 2000 characters.')).toBeInTheDocument();
    expect(within(form).getByText('2001 / 2000 characters')).toBeInTheDocument();
  });

  it("shows the server's refusal of a shopper who has not received the product", async () => {
    const user = userEvent.setup();
    mockSession({ user: aUser() });
    mockProduct(aProduct());
    server.use(
      http.put('/api/v2/create-new-review', () =>
        apiError(403, ErrorCode.NOT_A_BUYER, 'Only shoppers who received this product can review it.'),
      ),
    );
    renderApp('/product/prod-1');

    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Only shoppers who received this product can review it.',
    );
  });
});

describe('the seller’s details on the product page', () => {
  it('names the seller by its legal name, where it is and that it is registered for GST', async () => {
    mockProduct(aProduct());
    mockShopInfo();
    renderApp('/product/prod-1');

    const { box, fact } = await sellerDetails();
    expect(fact('Sold by')).toBe('Verma Textiles LLP');
    expect(fact('Location')).toBe('Jaipur, Rajasthan');
    expect(fact('GST registered')).toBe('Yes');
    expect(box.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeInTheDocument();
    // Haat's customer care, which reaches the seller: the shop's own contacts are never shown.
    expect(box.getByRole('link', { name: 'care@haat.example' })).toHaveAttribute(
      'href',
      'mailto:care@haat.example',
    );
    expect(box.getByRole('link', { name: '+91 80 4000 7000' })).toHaveAttribute('href', 'tel:+918040007000');
    expect(box.getByText("Haat's customer care passes your question on to the seller.")).toBeInTheDocument();
    expect(box.queryByText('Demo details')).not.toBeInTheDocument();
  });

  it('falls back on the shop’s name, and says so when the seller is not registered for GST', async () => {
    mockProduct(aProduct());
    mockShopInfo({ legalName: null, gstRegistered: false, city: 'Jaipur', state: null });
    renderApp('/product/prod-1');

    const { fact } = await sellerDetails();
    expect(fact('Sold by')).toBe('Jaipur Looms');
    expect(fact('Location')).toBe('Jaipur');
    expect(fact('GST registered')).toBe('No');
  });

  it('leaves out the place when the shop’s address names none', async () => {
    mockProduct(aProduct());
    mockShopInfo({ city: null, state: null });
    renderApp('/product/prod-1');

    const { fact } = await sellerDetails();
    expect(fact('Sold by')).toBe('Verma Textiles LLP');
    expect(fact('Location')).toBeNull();
  });

  it('states the return window and how refunds are paid, with a link to the refund policy', async () => {
    mockProduct(aProduct());
    mockShopInfo();
    renderApp('/product/prod-1');

    const { box, fact } = await sellerDetails();
    expect(fact('Returns')).toBe(
      'Returns accepted within 14 days of delivery; refunds go to the original payment method, or to your bank account or UPI for cash on delivery. Refund policy',
    );
    expect(box.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  });

  it('marks a demo server’s customer care as demo details', async () => {
    mockProduct(aProduct());
    mockShopInfo();
    server.use(
      http.get('/api/v2/marketplace-info', () => HttpResponse.json(aMarketplaceInfo({ demo: true }))),
    );
    renderApp('/product/prod-1');

    const { box } = await sellerDetails();
    expect(await box.findByText('Demo details')).toBeInTheDocument();
  });

  it('leaves out the lines whose answers failed, and keeps the shop and the returns', async () => {
    mockProduct(aProduct());
    server.use(
      http.get('/api/v2/get-shop-info/:id', () => apiError(500, ErrorCode.INTERNAL, 'Something went wrong.')),
      http.get('/api/v2/marketplace-info', () => apiError(500, ErrorCode.INTERNAL, 'Something went wrong.')),
    );
    renderApp('/product/prod-1');

    const box = within(await screen.findByRole('region', { name: 'Seller details' }));
    await waitFor(() => expect(box.queryByText('Sold by')).not.toBeInTheDocument());
    await waitFor(() => expect(box.queryByText('Customer care')).not.toBeInTheDocument());
    expect(box.queryByText('GST registered')).not.toBeInTheDocument();
    expect(box.getByText('Jaipur Looms')).toBeInTheDocument();
    expect(box.getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
  });
});
