import { describe, expect, it } from 'vitest';

import { byStatus, eventStatus } from './event-status';
import {
  type ProductFormValues,
  discountPercent,
  imageProblem,
  parseLocalDateTime,
  parseRupees,
  productFormSchema,
  sizeProblem,
} from './validation';

const MB = 1024 * 1024;

function values(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    sku: '',
    name: ' Kurta ',
    description: 'Cotton.',
    category: 'Women',
    brand: 'Jaipur Looms',
    sizes: ['M'],
    colorName: '',
    colorHex: '',
    originalPrice: '1,499',
    sellingPrice: '999.5',
    stock: '12',
    hsn: '6204 42',
    gstRate: '5',
    countryOfOrigin: 'IN',
    images: [{ kind: 'kept', path: '/media/a.jpg', thumbnail: '/media/a-thumb.jpg' }],
    startDate: '',
    endDate: '',
    ...overrides,
  };
}

describe('parseRupees', () => {
  it('reads rupees exactly, with grouping and the rupee sign allowed', () => {
    expect(parseRupees('1,00,000')).toEqual({ text: '100000', paise: 10_000_000 });
    expect(parseRupees('₹ 999.5')).toEqual({ text: '999.5', paise: 99_950 });
    expect(parseRupees('0.10')).toEqual({ text: '0.10', paise: 10 });
    expect(parseRupees('007')).toEqual({ text: '7', paise: 700 });
  });

  it('refuses what is not an amount of rupees and paise', () => {
    for (const raw of ['', 'abc', '1.234', '-5', '1e3', '12.', '.5']) expect(parseRupees(raw)).toBeNull();
  });
});

describe('discountPercent', () => {
  it('rounds to a whole percent and needs two valid prices, selling not above original', () => {
    expect(discountPercent('1499', '999')).toBe(33);
    expect(discountPercent('1000', '999.50')).toBe(1);
    expect(discountPercent('1000', '0.50')).toBe(99);
    expect(discountPercent('1000', '1000')).toBe(0);
    expect(discountPercent('1000', '1200')).toBeNull();
    expect(discountPercent('', '100')).toBeNull();
    expect(discountPercent('0', '0')).toBeNull();
  });
});

describe('sizeProblem', () => {
  it('allows a new size and refuses empty, long, comma, repeated and the twenty-first', () => {
    expect(sizeProblem('XL', ['M'])).toBeNull();
    expect(sizeProblem('', [])).toBe('Type a size first.');
    expect(sizeProblem('x'.repeat(21), [])).toBe('A size can be at most 20 characters.');
    expect(sizeProblem('x'.repeat(20), [])).toBeNull();
    expect(sizeProblem('32,34', [])).toMatch(/comma/);
    expect(sizeProblem('m', ['M'])).toBe('The size m is already added.');
    expect(
      sizeProblem(
        '21',
        Array.from({ length: 20 }, (_, index) => String(index)),
      ),
    ).toBe('A product can have at most 20 sizes.');
  });
});

describe('imageProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    expect(imageProblem(new File([new Uint8Array(5 * MB)], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(imageProblem(new File([new Uint8Array(5 * MB + 1)], 'a.png', { type: 'image/png' }))).toBe(
      'The file a.png is larger than 5 MB.',
    );
    expect(imageProblem(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toBe(
      'The file a.svg is not a JPEG, PNG or WebP image.',
    );
  });
});

describe('parseLocalDateTime', () => {
  it('reads a datetime-local value in the browser’s time zone', () => {
    expect(parseLocalDateTime('2026-12-01T10:00')?.getTime()).toBe(new Date(2026, 11, 1, 10, 0).getTime());
    expect(parseLocalDateTime('2026-12-01')).toBeNull();
    expect(parseLocalDateTime('')).toBeNull();
  });
});

describe('productFormSchema', () => {
  it('turns valid values into the call’s body, trimmed and in the contract’s units', () => {
    const parsed = productFormSchema({ event: false }).parse(
      values({ colorName: ' Indigo ', colorHex: '3F51B5' }),
    );
    expect(parsed).toEqual({
      body: {
        sku: '',
        name: 'Kurta',
        description: 'Cotton.',
        category: 'Women',
        brand: 'Jaipur Looms',
        sizes: ['M'],
        colorName: 'Indigo',
        colorHex: '#3f51b5',
        originalPrice: '1499',
        sellingPrice: '999.5',
        stock: 12,
        hsn: '620442',
        gstRate: '5',
        countryOfOrigin: 'IN',
        images: [],
      },
      keepImages: ['/media/a.jpg'],
      schedule: null,
    });
  });

  it('reports every problem at once, the comparisons included', () => {
    const result = productFormSchema({ event: false }).safeParse(
      values({ name: '', sellingPrice: '2000', colorName: 'Indigo', images: [] }),
    );
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', 'Enter the product name.'],
        ['images', 'Add at least one image.'],
        ['colorHex', 'Choose the colour too, or clear its name.'],
        ['sellingPrice', 'The selling price cannot be more than the original price.'],
      ]),
    );
  });

  it('refuses a category that is not one of the catalogue’s', () => {
    const result = productFormSchema({ event: false }).safeParse(values({ category: 'Toys' }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a category.']);
  });

  it('takes an optional SKU of the server’s characters, sent even when blank so an edit keeps what is typed', () => {
    const schema = productFormSchema({ event: false });
    expect(schema.parse(values({ sku: ' KRT-42/b_1.x ' })).body.sku).toBe('KRT-42/b_1.x');
    expect(schema.parse(values({ sku: '' })).body.sku).toBe('');
    for (const sku of ['KRT 1', 'कुर्ता-1', 'A'.repeat(41), 'KRT#1'])
      expect(
        schema.safeParse(values({ sku })).error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
      ).toEqual([['sku', 'Use up to 40 letters, digits, -, _, . or /, without spaces.']]);
  });

  it('asks for a goods HSN code, a GST slab and an ISO country, each named', () => {
    const messages = (overrides: Partial<ProductFormValues>) =>
      productFormSchema({ event: false })
        .safeParse(values(overrides))
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ hsn: ' ', gstRate: '', countryOfOrigin: '' })).toEqual([
      ['hsn', 'Enter the HSN code.'],
      ['gstRate', 'Choose the GST rate.'],
      ['countryOfOrigin', 'Choose the country it was made in.'],
    ]);
    for (const hsn of ['610', '61091', '6109 100', '9965', '0012', '61a9'])
      expect(messages({ hsn })).toEqual([['hsn', 'An HSN code is 4, 6 or 8 digits, from chapter 01 to 98.']]);
    expect(messages({ gstRate: '7', countryOfOrigin: 'XX' })).toEqual([
      ['gstRate', 'Choose the GST rate.'],
      ['countryOfOrigin', 'Choose the country it was made in.'],
    ]);
    expect(messages({ hsn: '6109 10 00', gstRate: '0.25', countryOfOrigin: 'BD' })).toBeUndefined();
  });

  it('checks an event’s window against the clock at the time of checking', () => {
    const schema = productFormSchema({ event: true });
    const local = (date: Date) => {
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    };
    const hour = 60 * 60 * 1000;
    const inHours = (hours: number) => local(new Date(Date.now() + hours * hour));

    const ok = schema.parse(values({ startDate: inHours(-2), endDate: inHours(24 * 30 - 2) }));
    expect(ok.schedule?.endDate.getTime()).toBeGreaterThan(Date.now());

    const tooLong = schema.safeParse(values({ startDate: inHours(1), endDate: inHours(24 * 30 + 2) }));
    expect(tooLong.error?.issues.map((issue) => issue.message)).toEqual([
      'An event can last at most 30 days.',
    ]);
  });
});

describe('eventStatus and byStatus', () => {
  const at = (iso: string) => Date.parse(iso);
  const event = (id: string, start: string, end: string) => ({ id, start_date: start, end_date: end });
  const events = [
    event('ended-early', '2026-10-01T00:00:00Z', '2026-10-05T00:00:00Z'),
    event('upcoming-late', '2026-12-25T00:00:00Z', '2026-12-30T00:00:00Z'),
    event('running-long', '2026-12-01T00:00:00Z', '2026-12-20T00:00:00Z'),
    event('ended-late', '2026-11-01T00:00:00Z', '2026-11-05T00:00:00Z'),
    event('upcoming-soon', '2026-12-15T00:00:00Z', '2026-12-16T00:00:00Z'),
    event('running-short', '2026-12-09T00:00:00Z', '2026-12-11T00:00:00Z'),
  ];

  it('is running from the start up to, not including, the end', () => {
    const e = event('e', '2026-12-10T00:00:00Z', '2026-12-11T00:00:00Z');
    expect(eventStatus(e, at('2026-12-09T23:59:59Z'))).toBe('upcoming');
    expect(eventStatus(e, at('2026-12-10T00:00:00Z'))).toBe('running');
    expect(eventStatus(e, at('2026-12-10T23:59:59Z'))).toBe('running');
    expect(eventStatus(e, at('2026-12-11T00:00:00Z'))).toBe('ended');
  });

  it('orders running (ending soonest), upcoming (starting soonest), then ended (latest first)', () => {
    expect(byStatus(events, at('2026-12-10T00:00:00Z')).map((e) => e.id)).toEqual([
      'running-short',
      'running-long',
      'upcoming-soon',
      'upcoming-late',
      'ended-late',
      'ended-early',
    ]);
  });
});
