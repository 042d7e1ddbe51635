import { z } from '@/lib/zod';

// The shapes of docs/identity.md ("Shapes"). Optional values arrive as null; a missing key is
// read as null too, so an older or newer server that omits one does not break the page.
const optional = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => value ?? null);

export const ADDRESS_TYPES = ['Default', 'Home', 'Office'] as const;
export const addressTypeSchema = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof addressTypeSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  addressType: addressTypeSchema,
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  address1: z.string(),
  address2: optional(z.string()),
});
export type Address = z.infer<typeof addressSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** `user` or `Admin`. */
  role: z.string(),
  phoneNumber: optional(z.string()),
  avatar: optional(z.string()),
  addresses: z.array(addressSchema).default([]),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const sellerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  shopName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  zipCode: z.string(),
  description: optional(z.string()),
  avatar: optional(z.string()),
  gstin: optional(z.string()),
  pan: optional(z.string()),
  status: z.string(),
  ratings: z.number(),
  createdAt: z.string(),
});
export type Seller = z.infer<typeof sellerSchema>;
