import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SITE_TITLE, usePageTitle } from './page-title';

function Page({ name }: { name: string | undefined }) {
  usePageTitle(name);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab after the page, follows a new name, and gives the site its title back', () => {
    const { rerender, unmount } = render(<Page name={undefined} />);
    expect(document.title).toBe(SITE_TITLE);
    rerender(<Page name=" Cotton kurta " />);
    expect(document.title).toBe('Cotton kurta · Haat');
    rerender(<Page name="Checkout" />);
    expect(document.title).toBe('Checkout · Haat');
    unmount();
    expect(document.title).toBe(SITE_TITLE);
  });
});
