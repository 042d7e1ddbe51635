import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { changeLanguage } from '@/lib/i18n';
import { setupUser } from '@/test/harness';
import { writesOf } from '@/test/requests';

import { aBankMethod, aWithdraw, mockMoneyApi, renderWithdrawPage } from '../fixtures';

// The seller's money page in Hindi: its texts, a request's status and the payout form's own
// errors come from the catalogue; the amounts stay rupees with Indian grouping.

describe('/shop-dashboard-withdraw-money in Hindi', () => {
  it('shows the balance and the requests in Hindi', async () => {
    mockMoneyApi({
      balance: { available: 125000.5, pending: 0, held: 1500, paidOut: 0 },
      method: aBankMethod(),
      withdraws: [aWithdraw({ _id: 'w-1', amount: 1500, status: 'Processing' })],
    });
    await act(() => changeLanguage('hi'));
    renderWithdrawPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'पैसे निकालें' })).toBeInTheDocument();
    const balance = within(await screen.findByRole('region', { name: 'आपका बैलेंस' }));
    const available = balance.getByText('उपलब्ध', { selector: 'dt' });
    await waitFor(() => expect(available.nextElementSibling).toHaveTextContent('₹1,25,000.50'));
    const requests = within(await screen.findByRole('region', { name: 'आपके निकासी अनुरोध' }));
    expect(await requests.findByText('प्रोसेस हो रहा है')).toBeInTheDocument();
    expect(requests.getByText('एडमिन का इंतज़ार है; रकम होल्ड पर है।')).toBeInTheDocument();
  });

  it('checks a bank account before sending it, saying what is wrong in Hindi', async () => {
    const api = mockMoneyApi({ method: null });
    const user = setupUser();
    await act(() => changeLanguage('hi'));
    renderWithdrawPage();

    const card = within(await screen.findByRole('region', { name: 'पेआउट का तरीका' }));
    await user.click(await card.findByRole('button', { name: 'पेआउट तरीका जोड़ें' }));
    await user.type(card.getByLabelText('अकाउंट नंबर'), '12345678');
    await user.type(card.getByLabelText('IFSC कोड'), 'hdfc1001234');
    await user.click(card.getByRole('button', { name: 'पेआउट तरीका सेव करें' }));

    expect(await card.findByText('अकाउंट नंबर में 9 से 18 अंक होते हैं।')).toBeInTheDocument();
    expect(card.getByText('बैंक अकाउंट पर लिखा नाम डालें।')).toBeInTheDocument();
    expect(card.getByText('अकाउंट नंबर दोबारा डालें।')).toBeInTheDocument();
    expect(
      card.getByText('IFSC कोड में 11 अक्षर होते हैं: 4 अक्षर, एक शून्य, फिर 6 अक्षर या अंक (HDFC0001234)।'),
    ).toBeInTheDocument();
    expect(writesOf(api)).toEqual([]);
  });
});
