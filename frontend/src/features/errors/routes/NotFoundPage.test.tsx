import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { renderApp } from '@/test/harness';

describe('Page Not Found', () => {
  it('says Page Not Found in English, exactly', async () => {
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('speaks Hindi, and Go Back still goes to the home page', async () => {
    const { router } = renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page Not Found' });

    await act(() => changeLanguage('hi'));

    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है।')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'वापस जाएँ' }));
    expect(router.location.pathname).toBe('/');
  });
});
