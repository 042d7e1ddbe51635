import { describe, expect, it } from 'vitest';

import { aShoppable } from './test-product';
import {
  addToWishlist,
  asShoppable,
  isInWishlist,
  parseWishlist,
  removeFromWishlist,
  toWishlistItem,
  toggleWishlist,
} from './wishlist';

describe('the wishlist', () => {
  it('saves a product and says so', () => {
    const outcome = addToWishlist([], aShoppable());
    expect(outcome).toMatchObject({ ok: true, message: 'Added to wishlist' });
    expect(outcome.items).toEqual([toWishlistItem(aShoppable())]);
  });

  it('replaces a product saved again, in place, with the fresher copy', () => {
    const items = [
      toWishlistItem(aShoppable({ _id: 'a' })),
      toWishlistItem(aShoppable({ _id: 'b', sellingPrice: 500 })),
    ];
    const outcome = addToWishlist(items, aShoppable({ _id: 'b', sellingPrice: 450 }));
    expect(outcome.items.map((item) => [item._id, item.sellingPrice])).toEqual([
      ['a', 999],
      ['b', 450],
    ]);
  });

  it('removes by _id and says so; removing what is not there changes nothing', () => {
    const items = [toWishlistItem(aShoppable({ _id: 'a' })), toWishlistItem(aShoppable({ _id: 'b' }))];
    const outcome = removeFromWishlist(items, 'a');
    expect(outcome).toMatchObject({ ok: true, message: 'Removed from wishlist' });
    expect(outcome.items.map((item) => item._id)).toEqual(['b']);
    expect(removeFromWishlist(items, 'missing')).toMatchObject({ ok: false, message: null });
  });

  it('toggles: saves an unsaved product and unsaves a saved one', () => {
    const saved = toggleWishlist([], aShoppable());
    expect(saved.message).toBe('Added to wishlist');
    expect(isInWishlist(saved.items, 'p1')).toBe(true);

    const unsaved = toggleWishlist(saved.items, aShoppable());
    expect(unsaved.message).toBe('Removed from wishlist');
    expect(isInWishlist(unsaved.items, 'p1')).toBe(false);
  });

  it('keeps the colour with its swatch and the sizes, so the page can ask for a size', () => {
    expect(toWishlistItem(aShoppable({ sizes: ['S', 'M'] }))).toMatchObject({
      color: { name: 'Indigo', hex: '#3f51b5' },
      sizes: ['S', 'M'],
    });
  });
});

describe('the stored wishlist', () => {
  it('lists anything saved with an id and a name, and drops the rest', () => {
    const items = parseWishlist([{ _id: 'c', name: 'Chappals' }, { name: 'No id' }, 42, null]);
    expect(items.map((item) => item._id)).toEqual(['c']);
    expect(items[0]).toMatchObject({ sellingPrice: null, stock: 0, sizes: [], color: null });
  });

  it('offers an entry to the cart only when its price is known', () => {
    const [priceless] = parseWishlist([{ _id: 'c', name: 'Chappals' }]);
    expect(asShoppable(priceless!)).toBeNull();
    expect(asShoppable(toWishlistItem(aShoppable()))).toMatchObject({ _id: 'p1', sellingPrice: 999 });
  });

  it('round-trips what the rules store', () => {
    const { items } = addToWishlist([], aShoppable());
    expect(parseWishlist(JSON.parse(JSON.stringify(items)) as unknown[])).toEqual(items);
  });
});
