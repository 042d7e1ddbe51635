import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { aUser } from '@/test/auth';
import { anOrder } from '@/test/orders';
import { server } from '@/test/server';
import { renderShopperPage } from '@/test/shopper';

import { aCartItem, aQuote, mockAddressBook, mockQuote, putInCart } from '../fixtures';

// The checkout in Hindi and French: its texts, its form's own errors and the states' names come
// from the catalogue, while what is sent (a state, the country) stays the API's value.

describe('/checkout in other languages', () => {
  it('speaks Hindi, names the states in Devanagari, and says what is wrong with the address in Hindi', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    await act(() => changeLanguage('hi'));
    renderShopperPage('/checkout', { user: aUser() });

    expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'ऑर्डर करें' });
    await waitFor(() => expect(place).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /कैश ऑन डिलीवरी/ })).toBeChecked();
    expect(screen.getByText('शिपिंग शुल्क')).toBeInTheDocument();

    const state = screen.getByLabelText('राज्य');
    expect(within(state).getByRole('option', { name: 'कर्नाटक' })).toHaveValue('Karnataka');
    expect(within(state).getByRole('option', { name: 'पश्चिम बंगाल' })).toHaveValue('West Bengal');
    expect(screen.getByLabelText('देश')).toHaveValue('India');
    expect(within(screen.getByLabelText('देश')).getByRole('option', { name: 'भारत' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('पूरा नाम'));
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), '12345 67890');
    await userEvent.type(screen.getByLabelText('पिन कोड'), '012345');
    await userEvent.click(place);

    expect(await screen.findByLabelText('पिन कोड')).toHaveAccessibleDescription('6 अंकों का पिन कोड डालें।');
    expect(screen.getByLabelText('पूरा नाम')).toHaveAccessibleDescription(/ऑर्डर लेने वाले व्यक्ति का नाम डालें।/);
    expect(screen.getByLabelText('मोबाइल नंबर')).toHaveAccessibleDescription(
      /10 अंकों का भारतीय मोबाइल नंबर डालें।/,
    );
    expect(screen.getByLabelText('शहर')).toHaveAccessibleDescription('शहर का नाम डालें।');
    expect(screen.getByLabelText('राज्य')).toHaveAccessibleDescription('राज्य या केंद्र शासित प्रदेश चुनें।');
  });

  it('places an order in French, sending the state and country as the API names them', async () => {
    putInCart([aCartItem()]);
    mockQuote(() => aQuote());
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v2/create-order', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            success: true,
            orders: [anOrder()],
            checkoutId: 'chk-1',
            paymentMethod: 'cod',
            totalPrice: 1048.95,
          },
          { status: 201 },
        );
      }),
    );
    const saved = mockAddressBook();
    await act(() => changeLanguage('fr'));
    renderShopperPage('/checkout', { user: aUser() });

    const place = await screen.findByRole('button', { name: 'Passer la commande' });
    await waitFor(() => expect(place).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Code PIN'), '5600');
    await userEvent.click(place);
    expect(await screen.findByLabelText('Code PIN')).toHaveAccessibleDescription(
      'Saisissez un code PIN à 6 chiffres.',
    );

    await userEvent.type(screen.getByLabelText('Numéro de mobile'), '98765 43210');
    await userEvent.type(screen.getByLabelText('Adresse (ligne 1)'), '7 Residency Road');
    await userEvent.type(screen.getByLabelText('Ville'), 'Bengaluru');
    await userEvent.selectOptions(screen.getByLabelText('État'), 'Karnataka');
    await userEvent.type(screen.getByLabelText('Code PIN'), '25');
    await userEvent.click(place);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Payez ₹1,048\.95 à la réception de votre commande\./)).toBeInTheDocument();
    expect(screen.getByText(/^Commande n° ord7f3a9 · \d+ articles?$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la commande n° ord7f3a9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suivre la commande n° ord7f3a9' })).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        shippingAddress: expect.objectContaining({ state: 'Karnataka', country: 'India', zipCode: '560025' }),
      }),
    ]);
    // The address book gets the API's names too, whatever language the page is in.
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({ state: 'Karnataka', country: 'India', pincode: '560025' }),
      ]),
    );
  });
});
