import { describe, expect, it } from 'vitest';

import { activate } from './i18n';
import { formatCount } from './numbers';

describe('formatCount', () => {
  it('groups lakhs and crores as Indian readers expect', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(100000)).toBe('1,00,000');
    expect(formatCount(12345678)).toBe('1,23,45,678');
  });
});

describe('formatCount in the page’s language', () => {
  it('groups as the language’s Indian locale does', () => {
    activate('hi');
    expect(formatCount(12345678)).toBe('1,23,45,678');
    activate('fr');
    expect(formatCount(1234)).toMatch(/^1\s234$/);
    activate('en');
    expect(formatCount(100000)).toBe('1,00,000');
  });
});
