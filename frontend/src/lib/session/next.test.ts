import { describe, expect, it } from 'vitest';

import { safeNext } from './next';

describe('safeNext', () => {
  it('follows a path on this site, with its query and fragment', () => {
    expect(safeNext('/account', '/')).toBe('/account');
    expect(safeNext('/account?tab=addresses#top', '/')).toBe('/account?tab=addresses#top');
  });

  it.each([
    null,
    '',
    'account',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
  ])('refuses %s and uses the fallback', (raw) => {
    expect(safeNext(raw, '/shop-dashboard')).toBe('/shop-dashboard');
  });
});
