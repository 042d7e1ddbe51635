import { describe, expect, it } from 'vitest';

import {
  INDIAN_STATES,
  gstinCheckCharacter,
  gstinProblem,
  isIndianState,
  isValidPan,
  normalizeTaxId,
  panOfGstin,
  parseIndianMobile,
  parsePinCode,
} from './india';

describe('Indian states', () => {
  it('lists the 28 states and 8 union territories once each', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(new Set(INDIAN_STATES).size).toBe(36);
    expect(isIndianState('Karnataka')).toBe(true);
    expect(isIndianState('Bavaria')).toBe(false);
  });
});

describe('parseIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['(+91) 6123456789', '6123456789'],
  ])('reads %s as %s', (raw, digits) => {
    expect(parseIndianMobile(raw)).toBe(digits);
  });

  it.each(['', '12345', '5876543210', '98765432101', '9876a43210', '+44 20 7946 0958', '919876543'])(
    'refuses %s',
    (raw) => {
      expect(parseIndianMobile(raw)).toBeNull();
    },
  );
});

describe('parsePinCode', () => {
  it('accepts six digits not starting with zero, ignoring spaces', () => {
    expect(parsePinCode('560001')).toBe('560001');
    expect(parsePinCode(' 560 001 ')).toBe('560001');
  });

  it.each(['060001', '56001', '5600011', '56000a', ''])('refuses %s', (raw) => {
    expect(parsePinCode(raw)).toBeNull();
  });
});

describe('tax ids', () => {
  it('finds the PAN inside a GSTIN', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('checks a PAN', () => {
    expect(isValidPan('AAPFU0939F')).toBe(true);
    expect(isValidPan('AAPXU0939F')).toBe(false);
    expect(isValidPan(normalizeTaxId(' aapfu0939f '))).toBe(true);
  });

  it('accepts a published GSTIN and computes its check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(normalizeTaxId('27aapfu0939f1zv'))).toBeNull();
  });

  it('tells a malformed GSTIN from one with a typo', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0938F1ZV')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe('format');
    // The PAN inside must itself be well-formed (its fourth letter names the holder's kind).
    expect(gstinProblem('27AAPXU0939F1ZV')).toBe('format');
  });
});
