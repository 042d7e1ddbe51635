import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { lazyRoute, renderApp, renderRoutes, setupUser } from '@/test/harness';

import { infoPages } from '../index';

describe('the information pages in other languages', () => {
  it('write the refund policy in Hindi, with its date, statuses and links', async () => {
    await act(() => changeLanguage('hi'));
    renderRoutes([lazyRoute('/refund-policy', infoPages.refundPolicy)], { path: '/refund-policy' });

    expect(await screen.findByRole('heading', { level: 1, name: 'रिफ़ंड नीति' })).toBeInTheDocument();
    expect(screen.getByText('अंतिम अपडेट: 22 नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByText(/डिलीवरी के 14 दिनों के अंदर अनुरोध करें/)).toBeInTheDocument();
    // The statuses are the order pages' own names for them.
    expect(screen.getByText('रिफ़ंड प्रोसेस हो रहा है')).toBeInTheDocument();
    expect(screen.getByText('रिफ़ंड हो गया')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संपर्क फ़ॉर्म' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'support@haat.example' })).toHaveAttribute(
      'href',
      'mailto:support@haat.example',
    );
  });

  it('keep rupees as India writes them in Spanish', async () => {
    await act(() => changeLanguage('es'));
    renderRoutes([lazyRoute('/shipping-return', infoPages.shippingReturn)], { path: '/shipping-return' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Envíos y devoluciones' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/El envío es gratis cuando tu carrito suma ₹1,000\.00 o más/),
    ).toBeInTheDocument();
    expect(screen.getByText(/\(En preparación, .*, Entregado\)/)).toBeInTheDocument();
  });

  it('check the contact form in French before asking the server', async () => {
    const user = setupUser();
    await act(() => changeLanguage('fr'));
    renderRoutes([lazyRoute('/contact', infoPages.contact)], { path: '/contact' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument();
    const form = within(await screen.findByRole('form', { name: 'Formulaire de contact' }));
    await user.type(form.getByLabelText('Message'), 'Aidez-moi');
    await user.click(form.getByRole('button', { name: 'Envoyer le message' }));

    // The form checks its fields as it submits, which may take a moment on a busy machine.
    await waitFor(() =>
      expect(form.getByLabelText('Votre nom')).toHaveAccessibleDescription('Saisissez votre nom.'),
    );
    expect(form.getByLabelText('E-mail')).toHaveAccessibleDescription('Saisissez votre adresse e-mail.');
    expect(form.getByLabelText('Message')).toHaveAccessibleDescription(
      '9 / 5000 caractères (au moins 10) Écrivez au moins 10 caractères pour que nous puissions vous aider.',
    );
  });

  it('change the page drawn in English when the language changes', async () => {
    renderApp('/coustomer-services');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer services' })).toBeInTheDocument();

    await act(() => changeLanguage('hi'));

    expect(await screen.findByRole('heading', { level: 1, name: 'ग्राहक सेवा' })).toBeInTheDocument();
    expect(screen.getByText(/₹1,000\.00 या उससे ज़्यादा की रकम/)).toBeInTheDocument();
    // The footer's newsletter box is this feature's too.
    const footer = within(await screen.findByRole('contentinfo'));
    expect(await footer.findByRole('button', { name: 'सब्सक्राइब करें' })).toBeInTheDocument();
    expect(footer.getByLabelText('ईमेल पता')).toHaveAttribute('placeholder', 'आपका ईमेल पता');
  });
});
