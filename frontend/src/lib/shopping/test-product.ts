import type { ShoppableProduct } from './product';

/** A product as the rules see it; tests override what they are about. */
export function aShoppable(overrides: Partial<ShoppableProduct> = {}): ShoppableProduct {
  return {
    _id: 'p1',
    name: 'Block-printed cotton kurta',
    sellingPrice: 999,
    originalPrice: 1499,
    images: ['/media/p1/display.jpg'],
    thumbnails: ['/media/p1/thumb.jpg'],
    shopId: 'shop-1',
    shop: { _id: 'shop-1', shopName: 'Jaipur Looms' },
    stock: 5,
    isEvent: false,
    end_date: null,
    color: { name: 'Indigo', hex: '#3f51b5' },
    sizes: [],
    ...overrides,
  };
}
