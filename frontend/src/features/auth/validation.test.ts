import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';

import {
  addressSchema,
  avatarProblem,
  isValidEmail,
  profileSchema,
  resetPasswordSchema,
  shopCreateSchema,
  shopSettingsSchema,
  signUpSchema,
} from './validation';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('isValidEmail (the server rule: <input type=email> plus a dot in the domain)', () => {
  it.each(['priya@example.com', ' Priya.Sharma+haat@mail.example.co.in ', "o'neil@example.in"])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each(['priya', 'priya@example', '@example.com', 'priya@-example.com', 'pri ya@example.com', 'a@b..com'])(
    'refuses %s',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});

describe('sign-up rules', () => {
  it('trims the name and counts characters, not UTF-16 units', () => {
    const ok = signUpSchema.safeParse({
      name: '  प्रिया  ',
      email: 'p@example.com',
      password: '🔑🔑🔑🔑🔑🔑🔑🔑',
    });
    expect(ok.success && ok.data.name).toBe('प्रिया');

    const tooLong = signUpSchema.safeParse({
      name: 'x'.repeat(81),
      email: 'p@example.com',
      password: 'x'.repeat(129),
    });
    expect(messages(tooLong)).toEqual({
      name: 'Your name can be at most 80 characters.',
      password: 'Use at most 128 characters.',
    });
  });

  it('asks for every required field', () => {
    expect(messages(signUpSchema.safeParse({ name: ' ', email: '', password: '' }))).toEqual({
      name: 'Enter your name.',
      email: 'Enter your email address.',
      password: 'Enter a password.',
    });
  });
});

describe('avatars', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 5 MB', () => {
    expect(avatarProblem(new File(['x'], 'a.webp', { type: 'image/webp' }))).toBeNull();
    expect(avatarProblem(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toBe(
      'Choose a JPEG, PNG, WebP or GIF image.',
    );
  });
});

describe('profile rules', () => {
  it('sends the mobile number as 10 digits, or empty to remove it', () => {
    const base = { name: 'Priya', email: 'p@example.com', password: 'x' };
    const typed = profileSchema.safeParse({ ...base, phoneNumber: '098765 43210' });
    expect(typed.success && typed.data.phoneNumber).toBe('9876543210');
    const empty = profileSchema.safeParse({ ...base, phoneNumber: '  ' });
    expect(empty.success && empty.data.phoneNumber).toBe('');
  });
});

describe('address rules', () => {
  const address = {
    addressType: 'Home',
    country: 'India',
    state: 'Kerala',
    city: 'Kochi',
    pincode: '682001',
    address1: '1 Marine Drive',
    address2: ' ',
  };

  it('sends an empty second line as null', () => {
    const result = addressSchema.safeParse(address);
    expect(result.success && result.data.address2).toBeNull();
  });

  it('refuses other countries, unknown states and types, and long lines', () => {
    const result = addressSchema.safeParse({
      ...address,
      addressType: 'Cottage',
      country: 'Nepal',
      state: 'Bavaria',
      city: 'x'.repeat(61),
      address2: 'x'.repeat(121),
    });
    expect(messages(result)).toEqual({
      addressType: 'Choose Default, Home or Office.',
      country: 'Haat delivers within India only.',
      state: 'Choose a state or union territory.',
      city: 'The city can be at most 60 characters.',
      address2: 'Address line 2 can be at most 120 characters.',
    });
  });
});

describe('password reset rules', () => {
  it('says the passwords differ even while the new one is too short', () => {
    expect(
      messages(resetPasswordSchema.safeParse({ newPassword: 'short', confirmPassword: 'shorter' })),
    ).toEqual({
      newPassword: 'Use at least 8 characters.',
      confirmPassword: 'The passwords do not match.',
    });
  });
});

describe('shop registration rules', () => {
  const shop = {
    name: 'Asha Verma',
    shopName: 'Haat Demo Bazaar',
    email: 'seller@example.com',
    phone: '9845012345',
    address: '21 Commercial Street',
    zipCode: '560001',
    password: 'correct horse',
    gstin: '',
    pan: '',
  };

  it('leaves empty tax ids out and upper-cases the others', () => {
    const empty = shopCreateSchema.safeParse(shop);
    expect(empty.success && empty.data.gstin).toBeUndefined();
    const filled = shopCreateSchema.safeParse({ ...shop, gstin: ' 27aapfu0939f1zv', pan: 'aapfu0939f ' });
    expect(filled.success && [filled.data.gstin, filled.data.pan]).toEqual(['27AAPFU0939F1ZV', 'AAPFU0939F']);
  });

  it('holds shop names, addresses and tax ids to the server limits', () => {
    const result = shopCreateSchema.safeParse({
      ...shop,
      shopName: 'H',
      address: 'Road',
      gstin: '27AAPFU0939F1Z',
      pan: 'AAPXU0939F',
    });
    expect(messages(result)).toEqual({
      shopName: 'The shop name must be between 2 and 80 characters.',
      address: 'The address must be between 5 and 200 characters.',
      gstin: 'Enter a 15-character GSTIN such as 27AAPFU0939F1ZV.',
      pan: 'Enter a 10-character PAN such as AAPFU0939F.',
    });
  });

  it('wants the PAN inside the GSTIN to be the PAN given', () => {
    const result = shopCreateSchema.safeParse({ ...shop, gstin: '27AAPFU0939F1ZV', pan: 'ABCPE1234F' });
    expect(messages(result)).toEqual({ gstin: 'The GSTIN does not contain this PAN.' });
  });
});

describe('shop settings rules', () => {
  const shop = {
    name: 'Asha Verma',
    shopName: 'Haat Demo Bazaar',
    description: '',
    phone: '9845012345',
    address: '21 Commercial Street',
    zipCode: '560001',
    gstin: '',
    pan: '',
    legalName: '',
    registeredAddress: '',
  };

  it('sends an empty legal name and registered address as null, and bounds them as the server does', () => {
    const empty = shopSettingsSchema.safeParse({ ...shop, legalName: '  ', registeredAddress: '' });
    expect(empty.success && [empty.data.legalName, empty.data.registeredAddress]).toEqual([null, null]);
    const given = shopSettingsSchema.safeParse({
      ...shop,
      legalName: ' Verma Textiles LLP ',
      registeredAddress: '4 Mill Road, Surat',
    });
    expect(given.success && [given.data.legalName, given.data.registeredAddress]).toEqual([
      'Verma Textiles LLP',
      '4 Mill Road, Surat',
    ]);
    expect(
      messages(shopSettingsSchema.safeParse({ ...shop, legalName: 'V', registeredAddress: 'Rd' })),
    ).toEqual({
      legalName: 'The legal name must be between 2 and 100 characters.',
      registeredAddress: 'The address must be between 5 and 200 characters.',
    });
  });

  it('sends an empty description as null and keeps the line breaks of one', () => {
    const empty = shopSettingsSchema.safeParse({ ...shop, description: ' \n ' });
    expect(empty.success && empty.data.description).toBeNull();
    const text = shopSettingsSchema.safeParse({
      ...shop,
      description: '\tHandloom sarees.\r\nSince 1982.\n',
    });
    expect(text.success && text.data.description).toBe('Handloom sarees.\r\nSince 1982.');
  });

  it('allows 2000 characters of description, counted as the server does, and no control characters', () => {
    expect(shopSettingsSchema.safeParse({ ...shop, description: '🧵'.repeat(2000) }).success).toBe(true);
    const message = { description: 'The description can be at most 2000 characters.' };
    expect(messages(shopSettingsSchema.safeParse({ ...shop, description: 'x'.repeat(2001) }))).toEqual(
      message,
    );
    expect(messages(shopSettingsSchema.safeParse({ ...shop, description: 'bell\u0007' }))).toEqual(message);
  });

  it('wants the PAN inside the GSTIN to be the PAN given', () => {
    const result = shopSettingsSchema.safeParse({ ...shop, gstin: '27AAPFU0939F1ZV', pan: 'ABCPE1234F' });
    expect(messages(result)).toEqual({ gstin: 'The GSTIN does not contain this PAN.' });
  });
});

describe("the rules' messages", () => {
  it('are read in the language the page is in when a value is checked', async () => {
    const empty = { name: ' ', email: 'priya', password: 'short' };
    expect(messages(signUpSchema.safeParse(empty))).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address.',
      password: 'Use at least 8 characters.',
    });

    await changeLanguage('hi');
    expect(messages(signUpSchema.safeParse(empty))).toEqual({
      name: 'अपना नाम डालें।',
      email: 'सही ईमेल पता डालें।',
      password: 'कम से कम 8 अक्षर रखें।',
    });

    await changeLanguage('es');
    expect(messages(resetPasswordSchema.safeParse({ newPassword: '', confirmPassword: 'x' }))).toEqual({
      newPassword: 'Introduce una contraseña.',
      confirmPassword: 'Las contraseñas no coinciden.',
    });
  });
});
