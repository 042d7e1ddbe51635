import { describe, expect, it } from 'vitest';

import { isImageSource } from './image-source';

describe('isImageSource', () => {
  it('takes this host’s paths and a CDN’s http(s) addresses', () => {
    expect(isImageSource('/media/products/a.jpg')).toBe(true);
    expect(isImageSource('https://cdn.haat.example/media/products/a.jpg')).toBe(true);
    expect(isImageSource('http://127.0.0.1:9000/media/a.jpg')).toBe(true);
  });

  it('refuses nothing, protocol-relative paths and other schemes', () => {
    for (const src of [
      null,
      undefined,
      '',
      '//evil.example/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'https:///a.jpg',
      'media/a.jpg',
    ]) {
      expect(isImageSource(src)).toBe(false);
    }
  });
});
