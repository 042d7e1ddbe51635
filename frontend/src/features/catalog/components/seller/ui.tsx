import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { primaryButtonClass } from '@/components/form';

// The catalogue dashboard's cards, icon buttons and "add" links. Its page frame, header and list
// states are the shared ones in @/components/ListPage; its buttons and form controls are the shared
// ones in @/components/form.

/** A white card holding one part of a page, as on the shop settings page. */
export const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';

/** A square icon button or link in a list row; its name comes from `aria-label`. */
export const iconButtonClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-50';

/** A list page's link to add an item, for the `action` of its `ListPage`. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={`${primaryButtonClass} self-start sm:self-auto`}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
