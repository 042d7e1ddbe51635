import { Landmark, PackagePlus, Store } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/lib/paths';

const STEPS = [
  {
    Icon: PackagePlus,
    title: 'Add your first product',
    text: 'Photos, price and stock: shoppers can buy it at once.',
    to: paths.shopCreateProduct(),
    action: 'Create product',
  },
  {
    Icon: Store,
    title: 'Tell shoppers about your shop',
    text: 'A picture and a few lines about what you sell.',
    to: paths.shopSettings(),
    action: 'Shop settings',
  },
  {
    Icon: Landmark,
    title: 'Say where to pay you',
    text: 'A bank account or UPI id for your withdrawals.',
    to: paths.shopWithdraw(),
    action: 'Add payout method',
  },
];

/** For a shop with nothing to sell yet: the three steps to its first sale. */
export function GettingStarted({ shopName }: { shopName: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-brand-200 bg-brand-50 p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-brand-900">
        Welcome, {shopName}! Three steps to your first sale
      </h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {STEPS.map(({ Icon, title, text, to, action }) => (
          <li key={title} className="flex gap-3 rounded-md bg-white p-4">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-stone-900">{title}</p>
              <p className="mt-1 text-sm text-stone-600">{text}</p>
              <Link
                to={to}
                className="mt-2 inline-block text-sm font-semibold text-brand-800 underline hover:no-underline"
              >
                {action}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
