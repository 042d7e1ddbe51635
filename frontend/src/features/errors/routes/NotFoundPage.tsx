import { useNavigate } from 'react-router';

import { paths } from '@/lib/paths';
import { usePageTitle } from '@/lib/page-title';

import { errors } from '../i18n';

/** Any path that is not a route (docs/product.md §3, §4): Page Not Found, with Go Back to the home page. */
export function NotFoundPage() {
  const t = errors.useT();
  usePageTitle(t('notFound.title'));
  const navigate = useNavigate();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <p className="text-7xl font-black text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-stone-600">{t('notFound.message')}</p>
      <button
        type="button"
        onClick={() => navigate(paths.home())}
        className="mt-8 rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('notFound.back')}
      </button>
    </section>
  );
}
