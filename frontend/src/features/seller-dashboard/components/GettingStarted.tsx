import { Landmark, PackagePlus, Store } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';

import { paths } from '@/lib/paths';

import { sellerDashboard } from '../i18n';

/** The steps, each's texts under its key in the catalogue: `welcome.<key>.title`, `.text`, `.action`. */
const STEPS = [
  { key: 'product', Icon: PackagePlus, to: paths.shopCreateProduct() },
  { key: 'profile', Icon: Store, to: paths.shopSettings() },
  { key: 'payout', Icon: Landmark, to: paths.shopWithdraw() },
] as const;

/** For a shop with nothing to sell yet: the three steps to its first sale. */
export function GettingStarted({ shopName }: { shopName: string }) {
  const t = sellerDashboard.useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-md border border-brand-200 bg-brand-50 p-4 sm:p-6">
      <h2 id={titleId} className="text-lg font-semibold text-brand-900">
        {t('welcome.title', { shopName })}
      </h2>
      <ol className="mt-4 grid gap-3 md:grid-cols-3">
        {STEPS.map(({ key, Icon, to }) => (
          <li key={key} className="flex gap-3 rounded-md bg-white p-4">
            <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <p className="font-semibold text-stone-900">{t(`welcome.${key}.title`)}</p>
              <p className="mt-1 text-sm text-stone-600">{t(`welcome.${key}.text`)}</p>
              <Link
                to={to}
                className="mt-2 inline-block text-sm font-semibold text-brand-800 underline hover:no-underline"
              >
                {t(`welcome.${key}.action`)}
              </Link>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
