import type { Product, Review, ShopProducts } from '@/api';

import { answer } from './server';

// Products and reviews shaped exactly as docs/catalog.md's "Shapes", for MSW handlers and props.

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'prod-1',
    name: 'Block-printed cotton kurta',
    description: 'Hand block-printed in Bagru.\nCold wash only.',
    category: 'Women',
    brand: 'Jaipur Looms',
    sizes: [],
    color: { name: 'Indigo', hex: '#3f51b5' },
    originalPrice: 1499,
    sellingPrice: 999,
    stock: 12,
    hsn: '6204',
    gstRate: 5,
    countryOfOrigin: 'IN',
    sold_out: 5,
    ratings: 4.5,
    numOfReviews: 2,
    images: ['/media/products/prod-1/0/display.jpg', '/media/products/prod-1/1/display.jpg'],
    thumbnails: ['/media/products/prod-1/0/thumb.jpg', '/media/products/prod-1/1/thumb.jpg'],
    shopId: 'shop-1',
    shop: { _id: 'shop-1', shopName: 'Jaipur Looms', avatar: null, ratings: 4.2 },
    isEvent: false,
    start_date: null,
    end_date: null,
    createdAt: '2026-11-22T10:00:00Z',
    ...overrides,
  };
}

/** A running event: a product with `isEvent` and its start and end. */
export function anEvent(overrides: Partial<Product> = {}): Product {
  return aProduct({
    _id: 'event-1',
    name: 'Diwali deal: Banarasi silk saree',
    isEvent: true,
    start_date: '2026-11-20T00:00:00Z',
    end_date: '2026-11-30T18:30:00Z',
    ...overrides,
  });
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'review-1',
    user: { _id: 'user-2', name: 'Ravi K.', avatar: null },
    rating: 5,
    comment: 'Lovely fabric.',
    createdAt: '2026-11-23T08:00:00Z',
    ...overrides,
  };
}

/** GET /get-all-product-shop/{shopId} as the server answers it: one page holding every product given. */
export function shopProducts(products: Product[]) {
  return answer<ShopProducts>({
    success: true,
    products,
    productsCount: products.length,
    total: products.length,
    page: 1,
    limit: 100,
  });
}
