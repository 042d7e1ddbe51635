import type { ProductForm } from '@/api';
import { CATEGORIES } from '@/lib/categories';
import { COUNTRY_CODES, GST_RATES } from '@/lib/countries';
import type { MessageValues } from '@/lib/i18n';
import { formatCount } from '@/lib/numbers';
import { z } from '@/lib/zod';

import { catalog } from '../../i18n';

// The product and event form's rules: the server's (docs/catalog.md, "Multipart fields"), so a
// form the browser accepts is one the server accepts, and each problem is said next to its field.
// Lengths count characters, as the server does, not UTF-16 units. Every message is read from the
// catalogue when the check runs, so it is in the page's language at that moment.

export const PRODUCT_LIMITS = {
  name: 200,
  description: 5000,
  brand: 60,
  size: 20,
  sizes: 20,
  images: 8,
  imageBytes: 5 * 1024 * 1024,
  /** ₹1,00,00,000, in paise. */
  maxPricePaise: 1_00_00_000 * 100,
  stock: 1_000_000,
  eventDays: 30,
} as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The sizes most listings use, offered as one-tap choices. */
export const SIZE_PICKS = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'Free Size'] as const;

/**
 * A picture in the form: one the product already has (kept by its path on edit), or a file the
 * seller picked. `key` tells picked files apart, since two may have the same name.
 */
export type ImageItem =
  { kind: 'kept'; path: string; thumbnail: string } | { kind: 'new'; key: string; file: File };

/** What the form holds: text as typed, so a half-typed price stays what the seller sees. */
export type ProductFormValues = {
  /** The seller's own code, or '' for none. */
  sku: string;
  name: string;
  description: string;
  category: string;
  brand: string;
  sizes: string[];
  colorName: string;
  colorHex: string;
  originalPrice: string;
  sellingPrice: string;
  stock: string;
  /** As typed; spaces between the digit groups are allowed. */
  hsn: string;
  /** One of `GST_RATES`, or '' before one is chosen. */
  gstRate: string;
  countryOfOrigin: string;
  images: ImageItem[];
  /** Events only: `<input type="datetime-local">` values, read in the browser's time zone. */
  startDate: string;
  endDate: string;
};

/** What a valid form sends: the body of the call, the kept pictures and, for an event, its window. */
export type ProductFormOutput = {
  body: Omit<ProductForm, 'keepImages' | 'startDate' | 'endDate'>;
  keepImages: string[];
  schedule: { startDate: Date; endDate: Date } | null;
};

export const chars = (value: string) => Array.from(value).length;

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const HEX = /^#[0-9a-f]{6}$/;
/** The server's SKU: 1 to 40 ASCII letters, digits, `-`, `_`, `.` or `/`. */
const SKU = /^[A-Za-z0-9._/-]{1,40}$/;

/**
 * A picked file the server would refuse, said with its name; null when it is fine. Messages never
 * start with what the seller typed or named, since the form capitalises a message's first letter.
 */
export function imageProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type))
    return catalog.t('rules.imageType', { file: file.name });
  if (file.size > PRODUCT_LIMITS.imageBytes)
    return catalog.t('rules.imageSize', { file: file.name, mb: PRODUCT_LIMITS.imageBytes / MB });
  return null;
}

const tooManySizes = () => catalog.t('rules.tooManySizes', { max: PRODUCT_LIMITS.sizes });

/** What is wrong with one size beside the `others` before it, or null. */
function sizeTextProblem(size: string, others: readonly string[]): string | null {
  if (size === '') return catalog.t('rules.sizeEmpty');
  if (chars(size) > PRODUCT_LIMITS.size) return catalog.t('rules.sizeLong', { max: PRODUCT_LIMITS.size });
  // The server also reads one comma-separated value as a list, so a comma would split the size.
  if (size.includes(',')) return catalog.t('rules.sizeComma');
  if (others.some((other) => other.toLowerCase() === size.toLowerCase()))
    return catalog.t('rules.sizeRepeated', { size });
  return null;
}

/** Why `size` (trimmed) cannot be added to `sizes`, or null when it can. */
export function sizeProblem(size: string, sizes: readonly string[]): string | null {
  return sizeTextProblem(size, sizes) ?? (sizes.length >= PRODUCT_LIMITS.sizes ? tooManySizes() : null);
}

/** The value of a check that the schema has already passed. */
function checked<T>(value: T | null): T {
  if (value === null) throw new Error('A value the form schema checked did not parse.');
  return value;
}

/** Rupees as typed ("1,499", "₹999.50") read exactly: the plain decimal text and whole paise. */
export function parseRupees(raw: string): { text: string; paise: number } | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(raw.replace(/[₹,\s]/g, ''));
  if (!match) return null;
  const [, whole = '', fraction] = match;
  const paise = Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return { text: `${Number(whole)}${fraction === undefined ? '' : `.${fraction}`}`, paise };
}

/**
 * The discount of `selling` off `original` as a whole percent, null unless both are valid prices
 * and selling is not above original. 0 only when they are equal: a real discount never shows as
 * 0% or 100% off through rounding.
 */
export function discountPercent(original: string, selling: string): number | null {
  const from = parseRupees(original);
  const to = parseRupees(selling);
  if (!from || !to || from.paise === 0 || to.paise > from.paise) return null;
  if (to.paise === from.paise) return 0;
  return Math.min(99, Math.max(1, Math.round(((from.paise - to.paise) * 100) / from.paise)));
}

/** Stock as typed ("1,200") as a whole number, or null. */
export function parseStock(raw: string): number | null {
  const digits = raw.replace(/[,\s]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** A `datetime-local` value as the instant it names in the browser's time zone, or null. */
export function parseLocalDateTime(value: string): Date | null {
  // Without an offset, ECMAScript reads a date-time as local time (a date alone would be UTC).
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const normalizeHex = (raw: string) => {
  const hex = raw.trim().toLowerCase();
  return hex === '' || hex.startsWith('#') ? hex : `#${hex}`;
};

type RuleKey = Parameters<typeof catalog.t>[0];

/** Trimmed text of 1..`max` characters. */
const boundedText = (max: number, empty: RuleKey, tooLong: RuleKey) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: catalog.t(empty) });
      else if (chars(value) > max) ctx.addIssue({ code: 'custom', message: catalog.t(tooLong, { max }) });
    });

const price = (which: 'original' | 'selling') =>
  z.string().superRefine((raw, ctx) => {
    const say = (key: RuleKey) => ctx.addIssue({ code: 'custom', message: catalog.t(key) });
    const cleaned = raw.replace(/[₹,\s]/g, '');
    const parsed = parseRupees(raw);
    if (cleaned === '')
      say(which === 'original' ? 'rules.priceOriginalRequired' : 'rules.priceSellingRequired');
    else if (/^\d+\.\d{3,}$/.test(cleaned)) say('rules.priceDecimals');
    else if (!parsed) say('rules.priceFormat');
    else if (parsed.paise === 0) say('rules.priceZero');
    else if (parsed.paise > PRODUCT_LIMITS.maxPricePaise) say('rules.priceMax');
  });

const stock = z.string().superRefine((raw, ctx) => {
  const value = parseStock(raw);
  if (raw.trim() === '') ctx.addIssue({ code: 'custom', message: catalog.t('rules.stockRequired') });
  else if (value === null || value > PRODUCT_LIMITS.stock)
    ctx.addIssue({
      code: 'custom',
      message: catalog.t('rules.stockRange', { max: formatCount(PRODUCT_LIMITS.stock) }),
    });
});

const sizes = z.array(z.string()).superRefine((list, ctx) => {
  if (list.length > PRODUCT_LIMITS.sizes) ctx.addIssue({ code: 'custom', message: tooManySizes() });
  list.forEach((size, index) => {
    const problem = sizeTextProblem(size, list.slice(0, index));
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
});

const images = z.array(z.custom<ImageItem>()).superRefine((items, ctx) => {
  const say = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (items.length === 0) say(catalog.t('rules.imagesRequired'));
  else if (items.length > PRODUCT_LIMITS.images)
    say(
      catalog.t('rules.imagesTooMany', {
        max: PRODUCT_LIMITS.images,
        extra: items.length - PRODUCT_LIMITS.images,
      }),
    );
  const problems = items.flatMap((item) => (item.kind === 'new' ? (imageProblem(item.file) ?? []) : []));
  if (problems.length > 0) say(problems.join(' '));
});

/** An HSN code without the spaces a seller may type between its digit groups. */
export const compactHsn = (raw: string) => raw.replace(/\s/g, '');

const hsn = z.string().superRefine((raw, ctx) => {
  const code = compactHsn(raw);
  if (code === '') ctx.addIssue({ code: 'custom', message: catalog.t('rules.hsnRequired') });
  // Chapter 00 does not exist and 99 is services, as the server holds.
  else if (!/^\d{4}(\d{2}){0,2}$/.test(code) || code.startsWith('00') || code.startsWith('99'))
    ctx.addIssue({ code: 'custom', message: catalog.t('rules.hsnFormat') });
});

/** One of `values`; the form holds '' until one is chosen. */
const oneOf = (values: readonly string[], message: RuleKey) =>
  z.string().refine((value) => values.includes(value), { error: () => catalog.t(message) });

/** Whether a value reached the object's own checks as an object (its fields may still be wrong). */
const isObject = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/**
 * The form's schema. Checks that compare fields run even while some field is still wrong, so
 * every problem is said at once, as the server does. `event` adds the window's rules; "now" is
 * read when the form is checked, not when it was opened.
 */
export function productFormSchema({ event }: { event: boolean }) {
  return z
    .object({
      sku: z
        .string()
        .trim()
        .refine((sku) => sku === '' || SKU.test(sku), { error: () => catalog.t('rules.skuFormat') }),
      name: boundedText(PRODUCT_LIMITS.name, 'rules.nameRequired', 'rules.nameLong'),
      description: boundedText(
        PRODUCT_LIMITS.description,
        'rules.descriptionRequired',
        'rules.descriptionLong',
      ),
      category: z.string().refine((value) => (CATEGORIES as readonly string[]).includes(value), {
        error: () => catalog.t('rules.categoryRequired'),
      }),
      brand: boundedText(PRODUCT_LIMITS.brand, 'rules.brandRequired', 'rules.brandLong'),
      sizes,
      colorName: z.string().trim(),
      colorHex: z
        .string()
        .transform(normalizeHex)
        .refine((hex) => hex === '' || HEX.test(hex), { error: () => catalog.t('rules.colourCode') }),
      originalPrice: price('original'),
      sellingPrice: price('selling'),
      stock,
      hsn,
      gstRate: oneOf(GST_RATES, 'rules.gstRateRequired'),
      countryOfOrigin: oneOf(COUNTRY_CODES, 'rules.countryRequired'),
      images,
      startDate: z.string(),
      endDate: z.string(),
    })
    .superRefine(
      (values, ctx) => {
        const say = (path: keyof ProductFormValues, key: RuleKey, values?: MessageValues) =>
          ctx.addIssue({ code: 'custom', path: [path], message: catalog.t(key, values) });

        const colorName = values.colorName.trim();
        const colorHex = normalizeHex(values.colorHex);
        if (colorName !== '' && colorHex === '') say('colorHex', 'rules.colourCodeMissing');
        if (colorName === '' && colorHex !== '') say('colorName', 'rules.colourNameMissing');

        const original = parseRupees(values.originalPrice);
        const selling = parseRupees(values.sellingPrice);
        if (original && selling && selling.paise > original.paise)
          say('sellingPrice', 'rules.sellingAboveOriginal');

        if (!event) return;
        const start = parseLocalDateTime(values.startDate);
        const end = parseLocalDateTime(values.endDate);
        if (!start) say('startDate', 'rules.startRequired');
        if (!end) say('endDate', 'rules.endRequired');
        else if (start && end <= start) say('endDate', 'rules.endBeforeStart');
        else if (end.getTime() <= Date.now()) say('endDate', 'rules.endInPast');
        else if (start && end.getTime() - start.getTime() > PRODUCT_LIMITS.eventDays * DAY_MS)
          say('endDate', 'rules.tooLong', { days: PRODUCT_LIMITS.eventDays });
      },
      { when: isObject },
    )
    .transform((values): ProductFormOutput => ({
      body: {
        // Sent even when blank: an edit without it would take the product's SKU away.
        sku: values.sku,
        name: values.name,
        description: values.description,
        category: values.category,
        brand: values.brand,
        sizes: values.sizes,
        ...(values.colorName === '' ? {} : { colorName: values.colorName, colorHex: values.colorHex }),
        originalPrice: checked(parseRupees(values.originalPrice)).text,
        sellingPrice: checked(parseRupees(values.sellingPrice)).text,
        stock: checked(parseStock(values.stock)),
        hsn: compactHsn(values.hsn),
        // Both checked against these lists above.
        gstRate: values.gstRate as (typeof GST_RATES)[number],
        countryOfOrigin: values.countryOfOrigin as (typeof COUNTRY_CODES)[number],
        images: values.images.flatMap((item) => (item.kind === 'new' ? [item.file] : [])),
      },
      keepImages: values.images.flatMap((item) => (item.kind === 'kept' ? [item.path] : [])),
      schedule: event
        ? {
            startDate: checked(parseLocalDateTime(values.startDate)),
            endDate: checked(parseLocalDateTime(values.endDate)),
          }
        : null,
    }));
}
