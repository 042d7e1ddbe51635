import { Construction } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/lib/paths';

/**
 * A page whose feature has not landed yet. It says so plainly rather than pretending:
 * every route of the spec exists from the start, and each fills in as its feature ships.
 */
export function ComingSoon({ title, detail }: { title: string; detail?: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <Construction className="mb-4 h-12 w-12 text-saffron-500" aria-hidden="true" />
      <h1 className="text-2xl font-semibold text-stone-900">{title}</h1>
      <p className="mt-3 text-stone-600">
        This page is coming soon.{' '}
        {detail ?? 'We are building it now and it will open in an upcoming release.'}
      </p>
      <Link
        to={paths.home()}
        className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        Back to the home page
      </Link>
    </section>
  );
}
