import { z } from '@/lib/zod';

// The shapes of docs/catalog.md ("Shapes"). Optional values arrive as null; a missing key is read
// as null too, so an older or newer server that omits one does not break the page.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

/** The category names, as the storefront's menus list them. */
export { CATEGORIES } from '@/lib/categories';

export const colorSchema = z.object({ name: z.string(), hex: z.string() });
export type Color = z.infer<typeof colorSchema>;

export const productShopSchema = z.object({
  _id: z.string(),
  shopName: z.string(),
  avatar: optional(z.string()),
  ratings: z.number(),
});

/** A product, or an event when `isEvent` (then `start_date` and `end_date` are set). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  brand: z.string(),
  sizes: z.array(z.string()).default([]),
  color: optional(colorSchema),
  originalPrice: z.number(),
  sellingPrice: z.number(),
  stock: z.number().int(),
  sold_out: z.number().int(),
  ratings: z.number(),
  numOfReviews: z.number().int(),
  images: z.array(z.string()),
  thumbnails: z.array(z.string()),
  shopId: z.string(),
  shop: productShopSchema,
  isEvent: z.boolean(),
  start_date: optional(z.string()),
  end_date: optional(z.string()),
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  user: z.object({ _id: z.string(), name: z.string(), avatar: optional(z.string()) }),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const shopInfoSchema = z.object({
  _id: z.string(),
  shopName: z.string(),
  description: optional(z.string()),
  city: optional(z.string()),
  avatar: optional(z.string()),
  ratings: z.number(),
  numOfReviews: z.number().int(),
  productsCount: z.number().int(),
  createdAt: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

const facetSchema = z.object({ value: z.string(), count: z.number().int() });
export const facetsSchema = z.object({
  categories: z.array(facetSchema).default([]),
  brands: z.array(facetSchema).default([]),
  sizes: z.array(facetSchema).default([]),
  colors: z.array(facetSchema.extend({ hex: optional(z.string()) })).default([]),
});
export type Facets = z.infer<typeof facetsSchema>;
