import { describe, expect, it } from 'vitest';

import { INVALID, amount, nullable, record, text, texts, wholeNumber, withDefault } from './stored';

describe('the stored-list readers', () => {
  it('read missing or null as null for a nullable value', () => {
    const read = nullable(text);
    expect(read(undefined)).toBeNull();
    expect(read(null)).toBeNull();
    expect(read('Indigo')).toBe('Indigo');
    expect(read(42)).toBe(INVALID);
  });

  it('read only a missing value as the default: a stored null is refused', () => {
    const read = withDefault(texts, () => []);
    expect(read(undefined)).toEqual([]);
    expect(read(null)).toBe(INVALID);
    expect(read(['a.webp', 'b.webp'])).toEqual(['a.webp', 'b.webp']);
    expect(read(['a.webp', 3])).toBe(INVALID);
  });

  it('take amounts of zero or more and whole numbers from their minimum', () => {
    expect(amount(0)).toBe(0);
    expect(amount(999.5)).toBe(999.5);
    expect(amount(-1)).toBe(INVALID);
    expect(amount('999')).toBe(INVALID);
    expect(wholeNumber(1)(2)).toBe(2);
    expect(wholeNumber(1)(0)).toBe(INVALID);
    expect(wholeNumber(1)(1.5)).toBe(INVALID);
  });

  it('keep the named fields of an object, drop the others, and refuse anything else', () => {
    const read = record({ name: text, hex: text });
    expect(read({ name: 'Indigo', hex: '#3f51b5', extra: true })).toEqual({ name: 'Indigo', hex: '#3f51b5' });
    expect(read({ name: 'Indigo' })).toBe(INVALID);
    expect(read(['Indigo', '#3f51b5'])).toBe(INVALID);
    expect(read(null)).toBe(INVALID);
  });
});
