import { Trans } from '@/lib/i18n/trans';
import { FileText } from 'lucide-react';
import { Link } from 'react-router';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';

import { orders } from '../../i18n';

/** Download Invoice: the printable invoice in a new tab, which opens the print dialog itself. */
export function DownloadInvoiceLink({ to, primary = false }: { to: string; primary?: boolean }) {
  // Drawn again in a new language.
  orders.useT();
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className={`${primary ? primaryButtonClass : secondaryButtonClass} self-start sm:self-auto`}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      <Trans id="orders.manage.downloadInvoice" components={{ 0: <span className="sr-only" /> }} />
    </Link>
  );
}
