import { describe, expect, it } from 'vitest';

import {
  CART_MESSAGES,
  addToCart,
  canAddToCart,
  cartLineKey,
  cartSubtotal,
  decrementQty,
  incrementQty,
  lineTotal,
  parseCart,
  removeFromCart,
  toCartItem,
} from './cart';
import { aShoppable } from './test-product';

/** The key of product p1's line without a size. */
const KEY_P1 = 'p1||0';

const line = (overrides: Parameters<typeof aShoppable>[0] = {}, qty = 1) =>
  toCartItem(aShoppable(overrides), { qty });

describe('adding a product to the cart', () => {
  it('adds it with quantity 1 and says so', () => {
    const outcome = addToCart([], aShoppable());

    expect(outcome.ok).toBe(true);
    expect(outcome.message).toBe('Item added to cart successfully!');
    expect(outcome.items).toHaveLength(1);
    expect(outcome.items[0]).toMatchObject({ _id: 'p1', qty: 1, sellingPrice: 999 });
  });

  it('refuses the same product in the same size, and keeps another size as a line of its own', () => {
    const items = addToCart([], aShoppable(), { size: 'M' }).items;
    expect(addToCart(items, aShoppable(), { size: 'M' })).toEqual({
      ok: false,
      message: 'Item already in cart!',
      items,
    });
    const both = addToCart(items, aShoppable(), { size: 'L' });
    expect(both.ok).toBe(true);
    expect(both.items.map((item) => [item._id, item.size])).toEqual([
      ['p1', 'M'],
      ['p1', 'L'],
    ]);
    // Each line is changed and removed by its key, the other left as it was.
    const bigger = incrementQty(both.items, cartLineKey(both.items[1]!));
    expect(bigger.items.map((item) => item.qty)).toEqual([1, 2]);
    expect(removeFromCart(bigger.items, cartLineKey(both.items[0]!)).items.map((item) => item.size)).toEqual([
      'L',
    ]);
  });

  it('refuses a product whose stock is below 1, and adds one with exactly 1', () => {
    expect(addToCart([], aShoppable({ stock: 0 }))).toMatchObject({
      ok: false,
      message: 'Product stock limited!',
      items: [],
    });
    expect(addToCart([], aShoppable({ stock: 1 })).ok).toBe(true);
  });

  it('checks the cart before the stock', () => {
    expect(addToCart([line({ stock: 0 })], aShoppable({ stock: 0 })).message).toBe(
      CART_MESSAGES.alreadyInCart,
    );
  });

  it('keeps the colour by name and the chosen size', () => {
    const [item] = addToCart([], aShoppable({ sizes: ['S', 'M'] }), { size: 'M' }).items;
    expect(item).toMatchObject({ color: 'Indigo', size: 'M' });
    expect(addToCart([], aShoppable({ color: null })).items[0]).toMatchObject({ color: null, size: null });
  });

  it('keeps the quantity chosen on the product page, within 1 and the stock', () => {
    expect(addToCart([], aShoppable({ stock: 5 }), { qty: 3 }).items[0]?.qty).toBe(3);
    expect(addToCart([], aShoppable({ stock: 5 }), { qty: 9 }).items[0]?.qty).toBe(5);
    expect(addToCart([], aShoppable({ stock: 5 }), { qty: 0 }).items[0]?.qty).toBe(1);
  });

  it('stores only the fields the pages need', () => {
    // A whole catalogue product goes in; its description and reviews stay out of storage.
    const product = { ...aShoppable(), description: 'long text', numOfReviews: 3 };
    const item = addToCart([], product).items[0];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      [
        '_id',
        'color',
        'end_date',
        'images',
        'isEvent',
        'name',
        'originalPrice',
        'qty',
        'sellingPrice',
        'shop',
        'shopId',
        'size',
        'stock',
        'thumbnails',
      ].sort(),
    );
  });
});

describe('adding an event to the cart', () => {
  const event = (stock: number) =>
    aShoppable({ _id: 'e1', isEvent: true, stock, end_date: '2026-11-30T18:30:00Z' });

  it('refuses a stock of 1 or less with the same text', () => {
    expect(addToCart([], event(1))).toMatchObject({ ok: false, message: 'Product stock limited!' });
    expect(addToCart([], event(0))).toMatchObject({ ok: false, message: 'Product stock limited!' });
    expect(canAddToCart({ stock: 1, isEvent: true })).toBe(false);
    expect(canAddToCart({ stock: 1, isEvent: false })).toBe(true);
  });

  it('adds one with a stock of 2, keeping its end', () => {
    const outcome = addToCart([], event(2));
    expect(outcome.message).toBe('Item added to cart successfully!');
    expect(outcome.items[0]).toMatchObject({ isEvent: true, end_date: '2026-11-30T18:30:00Z', qty: 1 });
  });

  it('refuses an event already in the cart', () => {
    expect(addToCart([toCartItem(event(5))], event(5)).message).toBe('Item already in cart!');
  });
});

describe('changing a quantity', () => {
  it('adds one while the stock allows', () => {
    const outcome = incrementQty([line({ stock: 3 }, 2)], KEY_P1);
    expect(outcome).toMatchObject({ ok: true, message: null });
    expect(outcome.items[0]?.qty).toBe(3);
  });

  it("refuses when the stock is at or below the quantity, with the original's text without '!'", () => {
    const items = [line({ stock: 3 }, 3)];
    expect(incrementQty(items, KEY_P1)).toEqual({ ok: false, message: 'Product stock limited', items });
  });

  it('takes one away but never goes below 1, silently', () => {
    expect(decrementQty([line({}, 2)], KEY_P1).items[0]?.qty).toBe(1);
    const items = [line({}, 1)];
    expect(decrementQty(items, KEY_P1)).toEqual({ ok: false, message: null, items });
  });

  it('changes only the line asked for', () => {
    const items = [line({ _id: 'a' }, 1), line({ _id: 'b' }, 1)];
    expect(incrementQty(items, 'b||0').items.map((item) => item.qty)).toEqual([1, 2]);
    expect(incrementQty(items, 'missing')).toMatchObject({ ok: false, message: null });
  });
});

describe('removing from the cart', () => {
  it('goes by the line’s key', () => {
    const items = [line({ _id: 'a' }), line({ _id: 'b' })];
    expect(removeFromCart(items, 'a||0').items.map((item) => item._id)).toEqual(['b']);
    expect(removeFromCart(items, 'missing').ok).toBe(false);
  });
});

describe('the totals', () => {
  it('multiply and sum exactly, in paise', () => {
    expect(lineTotal({ sellingPrice: 0.1, qty: 3 })).toBe(0.3);
    expect(
      cartSubtotal([line({ _id: 'a', sellingPrice: 0.1 }, 3), line({ _id: 'b', sellingPrice: 19.99 })]),
    ).toBe(20.29);
    expect(cartSubtotal([])).toBe(0);
  });
});

describe('the stored cart', () => {
  it('keeps well-formed lines and drops anything else', () => {
    const items = parseCart([
      { _id: 'a', name: 'Kurta', sellingPrice: 999, qty: 2 },
      { _id: 'b', name: 'No quantity', sellingPrice: 10 },
      'garbage',
      null,
      { _id: 'c', name: 'Zero', sellingPrice: 10, qty: 0 },
      { _id: 'd', name: 'Negative', sellingPrice: -1, qty: 1 },
    ]);
    expect(items.map((i) => i._id)).toEqual(['a']);
  });

  it('reads missing optional fields safely: no stock known means no more can be added', () => {
    const [item] = parseCart([{ _id: 'a', name: 'Kurta', sellingPrice: 999, qty: 1 }]);
    expect(item).toEqual({
      _id: 'a',
      name: 'Kurta',
      sellingPrice: 999,
      qty: 1,
      originalPrice: null,
      images: [],
      thumbnails: [],
      shopId: null,
      shop: null,
      stock: 0,
      isEvent: false,
      end_date: null,
      color: null,
      size: null,
    });
    expect(incrementQty([item!], 'a||0').message).toBe('Product stock limited');
  });

  it('keeps one line per product, size and event flag', () => {
    const items = parseCart([
      { _id: 'a', name: 'Old', sellingPrice: 1, qty: 1 },
      { _id: 'a', name: 'New', sellingPrice: 2, qty: 1 },
      { _id: 'a', name: 'In M', sellingPrice: 2, qty: 1, size: 'M' },
    ]);
    expect(items.map((item) => item.name)).toEqual(['New', 'In M']);
  });

  it('round-trips what the rules store', () => {
    const { items } = addToCart([], aShoppable({ sizes: ['M'] }), { size: 'M' });
    expect(parseCart(JSON.parse(JSON.stringify(items)) as unknown[])).toEqual(items);
  });
});
