import { describe, expect, it } from 'vitest';

import type { Address } from '@/lib/session';

import { NEW_ADDRESS, newAddressFormSchema, savedAddressFormSchema, toShippingAddress } from './validation';

const typed = {
  addressId: NEW_ADDRESS,
  name: '  Priya Sharma ',
  phoneNumber: '+91 98765-43210',
  address1: ' 7 Residency Road ',
  address2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560 025',
  gstin: '',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the shipping address form', () => {
  it('takes a business buyer’s GSTIN upper-cased, and names a wrong one', () => {
    expect(newAddressFormSchema.parse({ ...typed, gstin: ' 29aapfu0939f1zr ' }).gstin).toBe(
      '29AAPFU0939F1ZR',
    );
    expect(newAddressFormSchema.parse(typed).gstin).toBe('');
    expect(messages(newAddressFormSchema.safeParse({ ...typed, gstin: '29AAPFU0939F1ZX' }))).toEqual({
      gstin: 'The GSTIN’s check character does not match; please check it for typos.',
    });
    expect(messages(newAddressFormSchema.safeParse({ ...typed, gstin: '29AAPFU' }))).toEqual({
      gstin: 'Enter a 15-character GSTIN such as 29AAPFU0939F1ZR.',
    });
  });

  it('reads a mobile number and PIN code as typed, and trims the text', () => {
    const values = newAddressFormSchema.parse(typed);
    expect(toShippingAddress(values, [])).toEqual({
      name: 'Priya Sharma',
      phoneNumber: '9876543210',
      address1: '7 Residency Road',
      address2: '',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      zipCode: '560025',
    });
  });

  it.each([
    [
      'a landline number',
      { phoneNumber: '022 2345 6789' },
      'phoneNumber',
      'Enter a 10-digit Indian mobile number.',
    ],
    [
      'a number starting with 5',
      { phoneNumber: '5876543210' },
      'phoneNumber',
      'Enter a 10-digit Indian mobile number.',
    ],
    ['no number', { phoneNumber: ' ' }, 'phoneNumber', 'Enter a mobile number for the delivery partner.'],
    ['a PIN code starting with 0', { zipCode: '012345' }, 'zipCode', 'Enter a 6-digit PIN code.'],
    ['a 5-digit PIN code', { zipCode: '56001' }, 'zipCode', 'Enter a 6-digit PIN code.'],
    ['no state', { state: '' }, 'state', 'Choose a state or union territory.'],
    ['a state not in India', { state: 'California' }, 'state', 'Choose a state or union territory.'],
    ['no city', { city: '  ' }, 'city', 'Enter the city.'],
    [
      'a line too long',
      { address1: 'x'.repeat(121) },
      'address1',
      'Address line 1 can be at most 120 characters.',
    ],
  ])('refuses %s', (_, change, field, message) => {
    expect(messages(newAddressFormSchema.safeParse({ ...typed, ...change }))).toEqual({ [field]: message });
  });

  it('checks only the name and number when a saved address is chosen', () => {
    const saved: Address = {
      _id: 'addr-home',
      addressType: 'Home',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560001',
      address1: '12 MG Road',
      address2: null,
    };
    const values = savedAddressFormSchema.parse({ ...typed, addressId: 'addr-home', zipCode: '', state: '' });
    expect(toShippingAddress(values, [saved])).toMatchObject({
      name: 'Priya Sharma',
      phoneNumber: '9876543210',
      address1: '12 MG Road',
      address2: '',
      zipCode: '560001',
    });
    expect(toShippingAddress({ ...values, addressId: 'gone' }, [saved])).toBeNull();
    expect(
      messages(savedAddressFormSchema.safeParse({ ...typed, addressId: 'addr-home', phoneNumber: '12' })),
    ).toEqual({
      phoneNumber: 'Enter a 10-digit Indian mobile number.',
    });
  });
});
