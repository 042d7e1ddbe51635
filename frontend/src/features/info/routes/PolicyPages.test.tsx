import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/test/harness';

async function page(path: string, title: string) {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return within(screen.getByRole('main'));
}

describe('the help and policy pages', () => {
  it('state one shipping rule and the 14-day return window', async () => {
    const shipping = await page('/shipping-return', 'Shipping & returns');
    expect(shipping.getByText(/free when your cart comes to ₹1,000\.00 or more/)).toBeInTheDocument();
    expect(shipping.getByText(/shipping is 5% of the cart/)).toBeInTheDocument();
    expect(shipping.getByText(/within 14 days of delivery/)).toBeInTheDocument();
  });

  it('answer shoppers’ and sellers’ questions in customer services', async () => {
    const help = await page('/coustomer-services', 'Customer services');
    expect(help.getByText(/Yes, on every order/)).toHaveTextContent(/Razorpay/);
    expect(help.getByText(/withdraw ₹1,000\.00 or more/)).toHaveTextContent(/Haat reviews each request/);
    expect(help.getByText(/20% off \(at most ₹500\.00 off\), valid for 30 days/)).toBeInTheDocument();
    expect(help.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });

  it('tell sellers how they are paid out in the terms', async () => {
    const terms = await page('/terms-conditions', 'Terms & conditions');
    expect(terms.getByText(/withdraw ₹1,000\.00 or more/)).toHaveTextContent(/Haat reviews every request/);
    expect(
      terms.getByText(/cash on delivery, or online through our payment provider Razorpay/),
    ).toBeInTheDocument();
  });
});
