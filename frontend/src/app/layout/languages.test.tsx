import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { aSeller, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';

// The storefront's shell (top strip, header, phone menus, footer) in another language: every text
// of the shell comes from the shared catalogue, while prices stay ₹ with Indian grouping.

describe('the storefront shell in Hindi', () => {
  it('says the header, the free-shipping promise and the footer in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    renderApp('/');

    expect(await screen.findAllByText('₹1,000.00 या उससे ज़्यादा के ऑर्डर पर फ़्री डिलीवरी')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'प्रोडक्ट, ब्रांड और बहुत कुछ खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अकाउंट' })).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('button', { name: 'कार्ट, 0 आइटम' })).not.toHaveLength(0);
    // The categories are named in Hindi; the search they open is the English term the API knows.
    const categories = screen.getByRole('navigation', { name: 'कैटेगरी' });
    expect(within(categories).getByRole('link', { name: 'महिलाएँ' })).toHaveAttribute(
      'href',
      '/products?searchKeyword=women',
    );
    expect(within(categories).getByRole('link', { name: 'Haat पर बेचें' })).toHaveAttribute(
      'href',
      '/shop-create',
    );

    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('button', { name: 'जानकारी' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute('href', '/privacy-policy');
    expect(footer.getByText(/कॉपीराइट © 2023/)).toBeInTheDocument();
    expect(screen.queryByText('Sell on Haat')).not.toBeInTheDocument();
  });

  it('opens the phone menus in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    renderApp('/');

    await userEvent.click(await screen.findByRole('button', { name: 'कैटेगरी' }));
    const menu = await screen.findByRole('dialog', { name: 'कैटेगरी' });
    expect(within(menu).getByRole('link', { name: 'ब्यूटी और पर्सनल केयर' })).toHaveAttribute(
      'href',
      '/products?category=Beauty+%26+Personal+Care',
    );
    expect(within(menu).getByRole('button', { name: 'कैटेगरी बंद करें' })).toBeInTheDocument();
  });

  it('changes in place when the reader picks another language', async () => {
    mockSession({ seller: aSeller() });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Your shop' })).toBeInTheDocument();

    await act(() => changeLanguage('fr'));

    expect(await screen.findByRole('link', { name: 'Votre boutique' })).toHaveAttribute(
      'href',
      '/shop-dashboard',
    );
    expect(
      screen.getAllByText('Livraison gratuite pour toute commande de ₹1,000.00 ou plus'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Your shop' })).not.toBeInTheDocument();
  });
});
