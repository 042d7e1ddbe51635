import type { ShippingAddressBody } from '@/api';
import {
  COUNTRY,
  gstinProblem,
  isIndianState,
  normalizeTaxId,
  parseIndianMobile,
  parsePinCode,
} from '@/lib/india';
import type { Address } from '@/lib/session';
import { z } from '@/lib/zod';

import { checkout } from './i18n';

// The shipping address form (docs/product.md §7.4: an Indian 6-digit PIN code,
// a 10-digit mobile number, a state from the list of states and union territories). The same
// rules as the server's, so an address the browser accepts is one the server accepts. Lengths
// count characters, as the server does, not UTF-16 units.

export const ADDRESS_LIMITS = { name: 80, addressLine: 120, city: 60 } as const;

/** The address choice that means "the address typed below" rather than a saved one. */
export const NEW_ADDRESS = 'new';

const chars = (value: string) => Array.from(value).length;
const CONTROL = /\p{Cc}/u;

type Message = () => string;

/** Messages are functions, read when the error is, so they are in the page's language then. */
function requiredText(max: number, empty: Message, tooLong: Message) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: empty() });
      else if (chars(value) > max || CONTROL.test(value))
        ctx.addIssue({ code: 'custom', message: tooLong() });
    });
}

const name = requiredText(
  ADDRESS_LIMITS.name,
  () => checkout.t('form.nameRequired'),
  () => checkout.t('form.nameTooLong', { max: ADDRESS_LIMITS.name }),
);

const phoneNumber = z.string().transform((raw, ctx) => {
  const digits = parseIndianMobile(raw);
  if (digits === null) {
    ctx.addIssue({
      code: 'custom',
      message: raw.trim() === '' ? checkout.t('form.phoneRequired') : checkout.t('form.phoneInvalid'),
    });
    return z.NEVER;
  }
  return digits;
});

const zipCode = z.string().transform((raw, ctx) => {
  const pin = parsePinCode(raw);
  if (pin === null) {
    ctx.addIssue({
      code: 'custom',
      message: raw.trim() === '' ? checkout.t('form.pinRequired') : checkout.t('form.pinInvalid'),
    });
    return z.NEVER;
  }
  return pin;
});

/** A business buyer's GSTIN for the invoices, upper-cased; '' when left empty. */
const gstin = z.string().transform((raw, ctx) => {
  const value = normalizeTaxId(raw);
  if (value === '') return '';
  const problem = gstinProblem(value);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: problem === 'format' ? checkout.t('form.gstinFormat') : checkout.t('form.gstinCheck'),
    });
    return z.NEVER;
  }
  return value;
});

const contact = { addressId: z.string(), name, phoneNumber, gstin };

/** With a saved address chosen, only the name and number are the shopper's to check. */
export const savedAddressFormSchema = z.object({
  ...contact,
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

export const newAddressFormSchema = z.object({
  ...contact,
  address1: requiredText(
    ADDRESS_LIMITS.addressLine,
    () => checkout.t('form.address1Required'),
    () => checkout.t('form.address1TooLong', { max: ADDRESS_LIMITS.addressLine }),
  ),
  address2: z
    .string()
    .trim()
    .refine((value) => chars(value) <= ADDRESS_LIMITS.addressLine && !CONTROL.test(value), {
      error: () => checkout.t('form.address2TooLong', { max: ADDRESS_LIMITS.addressLine }),
    }),
  city: requiredText(
    ADDRESS_LIMITS.city,
    () => checkout.t('form.cityRequired'),
    () => checkout.t('form.cityTooLong', { max: ADDRESS_LIMITS.city }),
  ),
  // Typed as boolean: a type guard would narrow the output, and a saved address's state is a string.
  state: z
    .string()
    .refine((value): boolean => isIndianState(value), { error: () => checkout.t('form.stateRequired') }),
  zipCode,
});

export type AddressFormInput = z.input<typeof newAddressFormSchema>;
export type AddressFormValues = z.output<typeof newAddressFormSchema>;

/** The address sent with the order: the saved one chosen, or the one typed, with the name and number. */
export function toShippingAddress(
  values: AddressFormValues,
  saved: readonly Address[],
): ShippingAddressBody | null {
  const contactOf = { name: values.name, phoneNumber: values.phoneNumber };
  if (values.addressId === NEW_ADDRESS) {
    return {
      ...contactOf,
      address1: values.address1,
      address2: values.address2,
      city: values.city,
      state: values.state,
      country: COUNTRY,
      zipCode: values.zipCode,
    };
  }
  const address = saved.find((candidate) => candidate._id === values.addressId);
  if (!address) return null;
  return {
    ...contactOf,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state,
    country: address.country,
    zipCode: address.pincode,
  };
}
