import { FileText } from 'lucide-react';
import { Link } from 'react-router';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';

/** Download Invoice: the printable invoice in a new tab, which opens the print dialog itself. */
export function DownloadInvoiceLink({ to, primary = false }: { to: string; primary?: boolean }) {
  return (
    <Link
      to={to}
      target="_blank"
      rel="noopener"
      className={`${primary ? primaryButtonClass : secondaryButtonClass} self-start sm:self-auto`}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      Download Invoice <span className="sr-only">(opens in a new tab)</span>
    </Link>
  );
}
