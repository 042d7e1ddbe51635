import { describe, expect, it } from 'vitest';

import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in the page’s language from the browser’s own list', () => {
    expect(countryName('IN', 'en-IN')).toBe('India');
    expect(countryName('IN', 'hi-IN')).toBe('भारत');
    expect(countryName('DE', 'fr-FR')).toBe('Allemagne');
    expect(countryName('BD', 'es-ES')).toBe('Bangladés');
  });

  it('falls back to the code where the browser cannot name it', () => {
    expect(countryName('X', 'en-IN')).toBe('X');
  });
});
