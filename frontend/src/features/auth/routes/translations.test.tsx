import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { aUser, mockSession } from '@/test/auth';
import { renderApp } from '@/test/harness';
import { server } from '@/test/server';

// The auth pages in the other languages: their texts, and the form rules' messages, which are read
// when a form is checked and so come in the language the page is in then.

describe('the auth pages in other languages', () => {
  it('draws the sign-up form in Hindi and says its errors in Hindi, without asking the server', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/create-user', () => {
        calls += 1;
        return HttpResponse.json({ success: true, user: aUser() });
      }),
    );
    renderApp('/signUp');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });

    await act(() => changeLanguage('hi'));

    expect(await screen.findByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login');
    await userEvent.type(screen.getByLabelText('पासवर्ड'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'अकाउंट बनाएँ' }));

    expect(await screen.findByText('अपना नाम डालें।')).toBeInTheDocument();
    expect(screen.getByLabelText('पूरा नाम')).toHaveAccessibleDescription('अपना नाम डालें।');
    expect(screen.getByLabelText('ईमेल')).toHaveAccessibleDescription('अपना ईमेल पता डालें।');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 अक्षर। कम से कम 8 अक्षर रखें।');
    expect(calls).toBe(0);
  });

  it('says a sign-up error again in the new language when the form is checked after a switch', async () => {
    renderApp('/signUp');
    await userEvent.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();

    await act(() => changeLanguage('fr'));
    await userEvent.click(await screen.findByRole('button', { name: 'Créer un compte' }));

    expect(await screen.findByText('Saisissez votre nom.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your name.')).not.toBeInTheDocument();
  });

  it('draws the seller sign-in in French, its links inside the sentences', async () => {
    renderApp('/shop-login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to your shop' });

    await act(() => changeLanguage('fr'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connectez-vous à votre boutique' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Pas encore de boutique \?/)).toContainElement(
      screen.getByRole('link', { name: 'Ouvrir votre boutique sur Haat' }),
    );
    expect(screen.getByRole('link', { name: 'Ouvrir votre boutique sur Haat' })).toHaveAttribute(
      'href',
      '/shop-create',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez votre adresse e-mail.')).toBeInTheDocument();
  });

  it("draws the shopper's saved addresses in Spanish, the kinds of address by their Spanish names", async () => {
    const home = {
      _id: 'addr-home',
      addressType: 'Home',
      country: 'India',
      state: 'Kerala',
      city: 'Kochi',
      pincode: '682001',
      address1: '1 Marine Drive',
      address2: null,
    } as const;
    mockSession({ user: aUser({ addresses: [home] }) });
    renderApp('/account?tab=addresses');
    await screen.findByRole('heading', { name: 'Saved addresses' });

    await act(() => changeLanguage('es'));

    expect(await screen.findByRole('heading', { name: 'Direcciones guardadas' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Direcciones' })).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Casa')).toBeInTheDocument();
    expect(within(panel).getByText('1 Marine Drive')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar la dirección (Casa)' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta dirección?' });
    expect(dialog).toHaveAccessibleDescription('Se eliminará tu dirección (Casa): 1 Marine Drive, Kochi.');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
  });
});
