import { z } from '@/lib/zod';

// The shapes of docs/orders.md ("Shapes"). Optional values arrive as null; a missing key is read as
// null too, so an older or newer server that omits one does not break the page.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

export const ORDER_STATUSES = [
  'Awaiting payment',
  'Processing',
  'Transferred to delivery partner',
  'Shipping',
  'On the way',
  'Delivered',
  'Processing Refund',
  'Refund Success',
  'Cancelled',
] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** A line as the browser sends it to the quote and the checkout. */
export type CartLine = {
  productId: string;
  isEvent: boolean;
  qty: number;
  size: string | null;
  color: string | null;
  /** The price the browser last showed: only used by the server to flag `price_changed`. */
  sellingPrice?: number;
};

export const LINE_PROBLEMS = [
  'out_of_stock',
  'not_enough_stock',
  'unavailable',
  'price_changed',
  'size_required',
] as const;
export type LineProblem = (typeof LINE_PROBLEMS)[number];

export const quoteLineSchema = z.object({
  productId: z.string(),
  isEvent: z.boolean(),
  qty: z.number().int(),
  size: optional(z.string()),
  color: optional(z.string()),
  name: z.string(),
  image: optional(z.string()),
  shopId: optional(z.string()),
  shopName: optional(z.string()),
  sellingPrice: z.number(),
  lineTotal: z.number(),
  stock: z.number().int(),
  sizes: z.array(z.string()).default([]),
  problem: optional(z.enum(LINE_PROBLEMS)),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

const amountsSchema = z.object({
  subTotalPrice: z.number(),
  shippingPrice: z.number(),
  discountPrice: z.number(),
  totalPrice: z.number(),
});

export const quoteSchema = amountsSchema.extend({
  lines: z.array(quoteLineSchema),
  shops: z.array(amountsSchema.extend({ shopId: z.string(), shopName: z.string() })),
  coupon: optional(
    z.object({
      code: z.string(),
      value: z.number(),
      applied: z.boolean(),
      message: optional(z.string()),
    }),
  ),
  canCheckout: z.boolean(),
  paymentMethods: z.array(z.enum(['cod', 'razorpay'])),
});
export type Quote = z.infer<typeof quoteSchema>;

export const couponSchema = z.object({
  name: z.string(),
  value: z.number(),
  shopId: optional(z.string()),
  minAmount: optional(z.number()),
  maxAmount: optional(z.number()),
  selectedProduct: optional(z.string()),
  expiresAt: optional(z.string()),
});
export type Coupon = z.infer<typeof couponSchema>;

export const shippingAddressSchema = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  address1: z.string(),
  address2: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const orderItemSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  sellingPrice: z.number(),
  qty: z.number().int(),
  size: optional(z.string()),
  color: optional(z.string()),
  isEvent: z.boolean(),
  lineTotal: z.number(),
  discount: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = amountsSchema.extend({
  _id: z.string(),
  shopId: z.string(),
  checkoutId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: orderStatusSchema,
  cart: z.array(orderItemSchema),
  paymentInfo: z.object({
    status: z.enum(['pending', 'succeeded', 'refunded', 'failed']),
    type: z.string(),
    method: z.enum(['cod', 'razorpay']),
  }),
  shippingAddress: shippingAddressSchema,
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), phoneNumber: optional(z.string()) }),
  shop: z.object({
    _id: z.string(),
    shopName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    zipCode: z.string(),
    avatar: optional(z.string()),
  }),
  couponCode: optional(z.string()),
  deliveredAt: optional(z.string()),
  refundRequestedAt: optional(z.string()),
  refundedAt: optional(z.string()),
  cancelledAt: optional(z.string()),
  refundableUntil: optional(z.string()),
  history: z
    .array(z.object({ status: orderStatusSchema, createdAt: z.string(), by: z.string() }))
    .default([]),
  nextStatuses: z.array(orderStatusSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), order: orderSchema });
