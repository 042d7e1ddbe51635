import type {
  AvatarForm,
  CreateUserForm,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  ShopCreateBody,
  UpdatePasswordBody,
  UpdateShopBody,
  UpdateUserBody,
  UserAddressBody,
} from '@/api';
import { zUserAddress } from '@/api/schemas';
import {
  COUNTRY,
  gstinProblem,
  isIndianState,
  isValidPan,
  normalizeTaxId,
  panOfGstin,
  parseIndianMobile,
  parsePinCode,
} from '@/lib/india';
import { z } from '@/lib/zod';

import { auth } from './i18n';

// The form rules, the same as the server's (docs/identity.md and the identity and shops crates),
// so a form the browser accepts is one the server accepts. Lengths count characters, as the
// server does, not UTF-16 units. Each form's values are the body of its call, as the generated
// contract types it (`satisfies`), so a field the server renames or adds fails the type check.
// Every message is read from the auth catalogue when a value is checked, not when this module
// loads, so a form's errors are in the language the page is in at that moment.

/** A message of the rules, read when a value is checked (zod's `error: () => …`). */
const say = (key: Parameters<typeof auth.t>[0], values?: Record<string, number>) => (): string =>
  auth.t(key, values);

/** The kinds of saved address, in the contract's order: Default, Home, Office. */
export const ADDRESS_TYPES = zUserAddress.shape.addressType.options;

export const LIMITS = {
  personName: { min: 1, max: 80 },
  shopName: { min: 2, max: 80 },
  password: { min: 8, max: 128 },
  shopAddress: { min: 5, max: 200 },
  legalName: { min: 2, max: 100 },
  shopDescription: 2000,
  addressLine: 120,
  city: 60,
  email: 254,
} as const;

export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const chars = (value: string) => Array.from(value).length;
const CONTROL = /\p{Cc}/u;

/** Trimmed text of `min`..`max` characters without control characters; `empty` and `range` say what is wrong. */
function boundedText(min: number, max: number, empty: () => string, range: () => string) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const length = chars(value);
      if (length === 0) ctx.addIssue({ code: 'custom', message: empty() });
      else if (length < min || length > max || CONTROL.test(value))
        ctx.addIssue({ code: 'custom', message: range() });
    });
}

/** The WHATWG rule of `<input type="email">`, plus a dot in the domain (the server's rule). */
export function isValidEmail(raw: string): boolean {
  const email = raw.trim().toLowerCase();
  if (email.length > LIMITS.email) return false;
  const at = email.indexOf('@');
  if (at < 0) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const localOk = local.length >= 1 && local.length <= 64 && /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local);
  const labelOk = (label: string) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
  return localOk && domain.includes('.') && domain.split('.').every(labelOk);
}

const personName = boundedText(
  LIMITS.personName.min,
  LIMITS.personName.max,
  say('validation.nameRequired'),
  say('validation.nameTooLong', { max: LIMITS.personName.max }),
);

const email = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: auth.t('validation.emailRequired') });
    else if (!isValidEmail(value))
      ctx.addIssue({ code: 'custom', message: auth.t('validation.emailInvalid') });
  });

/** A new password: the policy applies. */
const newPassword = z.string().superRefine((value, ctx) => {
  const length = chars(value);
  if (length === 0) ctx.addIssue({ code: 'custom', message: auth.t('validation.passwordRequired') });
  else if (length < LIMITS.password.min)
    ctx.addIssue({
      code: 'custom',
      message: auth.t('validation.passwordTooShort', { min: LIMITS.password.min }),
    });
  else if (length > LIMITS.password.max)
    ctx.addIssue({
      code: 'custom',
      message: auth.t('validation.passwordTooLong', { max: LIMITS.password.max }),
    });
});

/** An existing password: only the server can tell whether it is right. */
const currentPassword = z.string().min(1, { error: say('validation.signInPasswordRequired') });

const phoneMessage = say('validation.mobileInvalid');

/** An Indian mobile number as typed, sent as its 10 digits. */
const phone = z.string().transform((raw, ctx) => {
  const digits = parseIndianMobile(raw);
  if (digits === null) {
    ctx.addIssue({
      code: 'custom',
      message: raw.trim() === '' ? auth.t('validation.mobileRequired') : phoneMessage(),
    });
    return z.NEVER;
  }
  return digits;
});

/** The same, or '' to leave it out. */
const optionalPhone = z.string().transform((raw, ctx) => {
  if (raw.trim() === '') return '';
  const digits = parseIndianMobile(raw);
  if (digits === null) {
    ctx.addIssue({ code: 'custom', message: phoneMessage() });
    return z.NEVER;
  }
  return digits;
});

const pinCode = z.string().transform((raw, ctx) => {
  const pin = parsePinCode(raw);
  if (pin === null) {
    ctx.addIssue({
      code: 'custom',
      message: raw.trim() === '' ? auth.t('validation.pinCodeRequired') : auth.t('validation.pinCodeInvalid'),
    });
    return z.NEVER;
  }
  return pin;
});

/** Optional GSTIN, upper-cased; undefined when left empty. */
const optionalGstin = z.string().transform((raw, ctx) => {
  const gstin = normalizeTaxId(raw);
  if (gstin === '') return undefined;
  const problem = gstinProblem(gstin);
  if (problem) {
    ctx.addIssue({
      code: 'custom',
      message: problem === 'format' ? auth.t('validation.gstinFormat') : auth.t('validation.gstinCheck'),
    });
    return z.NEVER;
  }
  return gstin;
});

const optionalPan = z.string().transform((raw, ctx) => {
  const pan = normalizeTaxId(raw);
  if (pan === '') return undefined;
  if (!isValidPan(pan)) {
    ctx.addIssue({ code: 'custom', message: auth.t('validation.panFormat') });
    return z.NEVER;
  }
  return pan;
});

/** An avatar: a JPEG, PNG, WebP or GIF image of at most 5 MB. */
export function avatarProblem(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return auth.t('validation.avatarType');
  if (file.size > AVATAR_MAX_BYTES) return auth.t('validation.avatarSize');
  return null;
}

const avatar = z
  .custom<File>((value) => value instanceof File, { error: say('validation.avatarFile') })
  .superRefine((file, ctx) => {
    const problem = avatarProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const confirmPassword = z.string().min(1, { error: say('validation.confirmPasswordRequired') });

/** confirmPassword must repeat newPassword; said even while another field still has a problem. */
function withMatchingPasswords<T extends z.ZodType<{ newPassword: string; confirmPassword: string }>>(
  schema: T,
) {
  return schema.refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    error: say('validation.passwordsDiffer'),
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
}

export const loginSchema = z.object({ email, password: currentPassword }) satisfies z.ZodType<LoginBody>;

export const signUpSchema = z.object({
  name: personName,
  email,
  password: newPassword,
  avatar: avatar.optional(),
}) satisfies z.ZodType<CreateUserForm>;

export const forgotPasswordSchema = z.object({ email }) satisfies z.ZodType<ForgotPasswordBody>;

/** The token comes from the emailed link, not the form. */
export const resetPasswordSchema = withMatchingPasswords(
  z.object({ newPassword, confirmPassword }),
) satisfies z.ZodType<Omit<ResetPasswordBody, 'token'>>;

export const profileSchema = z.object({
  name: personName,
  email,
  phoneNumber: optionalPhone,
  password: z.string().min(1, { error: say('validation.profilePasswordRequired') }),
}) satisfies z.ZodType<UpdateUserBody>;

export const avatarSchema = z.object({ avatar }) satisfies z.ZodType<AvatarForm>;

export const addressSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES, { error: say('validation.addressType') }),
  country: z.literal(COUNTRY, { error: say('validation.countryIndia') }),
  state: z.string().refine(isIndianState, { error: say('validation.stateRequired') }),
  city: boundedText(
    1,
    LIMITS.city,
    say('validation.cityRequired'),
    say('validation.cityTooLong', { max: LIMITS.city }),
  ),
  pincode: pinCode,
  address1: boundedText(
    1,
    LIMITS.addressLine,
    say('validation.address1Required'),
    say('validation.address1TooLong', { max: LIMITS.addressLine }),
  ),
  address2: z
    .string()
    .trim()
    .refine((value) => chars(value) <= LIMITS.addressLine && !CONTROL.test(value), {
      error: say('validation.address2TooLong', { max: LIMITS.addressLine }),
    })
    .transform((value) => (value === '' ? null : value)),
}) satisfies z.ZodType<UserAddressBody>;

export const changePasswordSchema = withMatchingPasswords(
  z.object({
    oldPassword: z.string().min(1, { error: say('validation.oldPasswordRequired') }),
    newPassword,
    confirmPassword,
  }),
) satisfies z.ZodType<UpdatePasswordBody>;

const shopName = boundedText(
  LIMITS.shopName.min,
  LIMITS.shopName.max,
  say('validation.shopNameRequired'),
  say('validation.shopNameLength', { min: LIMITS.shopName.min, max: LIMITS.shopName.max }),
);

const shopAddress = boundedText(
  LIMITS.shopAddress.min,
  LIMITS.shopAddress.max,
  say('validation.shopAddressRequired'),
  say('validation.shopAddressLength', { min: LIMITS.shopAddress.min, max: LIMITS.shopAddress.max }),
);

/** Control characters other than the line breaks and tabs a description may keep. */
const DESCRIPTION_CONTROL = /(?![\n\r\t])\p{Cc}/u;

/** Optional free text, line breaks kept; null when left empty (the server's "no description"). */
const shopDescription = z
  .string()
  .trim()
  .refine((value) => chars(value) <= LIMITS.shopDescription && !DESCRIPTION_CONTROL.test(value), {
    error: say('validation.descriptionTooLong', { max: LIMITS.shopDescription }),
  })
  .transform((value) => (value === '' ? null : value));

/** Optional text of `min` to `max` characters; null when left empty (the server's "none"). */
function optionalBoundedText(min: number, max: number, range: () => string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || (chars(value) >= min && chars(value) <= max && !CONTROL.test(value)), {
      error: range,
    })
    .transform((value) => (value === '' ? null : value));
}

/** The name the business is registered under, for its invoices. */
const legalName = optionalBoundedText(
  LIMITS.legalName.min,
  LIMITS.legalName.max,
  say('validation.legalNameLength', { min: LIMITS.legalName.min, max: LIMITS.legalName.max }),
);

/** The principal place of business as registered for GST. */
const registeredAddress = optionalBoundedText(
  LIMITS.shopAddress.min,
  LIMITS.shopAddress.max,
  say('validation.shopAddressLength', { min: LIMITS.shopAddress.min, max: LIMITS.shopAddress.max }),
);

/** A GSTIN embeds its holder's PAN; when both are given they must agree (the server's rule). */
function withConsistentTaxIds<T extends z.ZodType<{ gstin?: string | undefined; pan?: string | undefined }>>(
  schema: T,
) {
  return schema.refine((shop) => !shop.gstin || !shop.pan || panOfGstin(shop.gstin) === shop.pan, {
    path: ['gstin'],
    // Said on the GSTIN when it does not embed the PAN given (the server's message).
    error: say('validation.gstinPan'),
  });
}

export const shopCreateSchema = withConsistentTaxIds(
  z.object({
    name: personName,
    shopName,
    email,
    phone,
    address: shopAddress,
    zipCode: pinCode,
    password: newPassword,
    gstin: optionalGstin,
    pan: optionalPan,
  }),
) satisfies z.ZodType<ShopCreateBody>;

/** The shop settings form: the shop's public and contact details (the email changes elsewhere). */
export const shopSettingsSchema = withConsistentTaxIds(
  z.object({
    name: personName,
    shopName,
    description: shopDescription,
    phone,
    address: shopAddress,
    zipCode: pinCode,
    gstin: optionalGstin,
    pan: optionalPan,
    legalName,
    registeredAddress,
  }),
) satisfies z.ZodType<UpdateShopBody>;
