import { FileText } from 'lucide-react';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';

import { orders } from '../i18n';

/**
 * Download Invoice: the order's tax invoice as the server's PDF (docs/tax.md "The tax invoice"),
 * for its shopper, its shop and the Admin alike. Nothing for an order placed before invoices.
 */
export function DownloadInvoiceLink({
  orderId,
  invoiceNumber,
  primary = false,
}: {
  orderId: string;
  invoiceNumber: string | null;
  primary?: boolean;
}) {
  const t = orders.useT();
  if (!invoiceNumber) return null;
  return (
    <a
      href={`/api/v2/order-invoice/${encodeURIComponent(orderId)}`}
      download={`${invoiceNumber.replaceAll('/', '-')}.pdf`}
      className={`${primary ? primaryButtonClass : secondaryButtonClass} self-start sm:self-auto`}
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      {t('invoice.download')}
    </a>
  );
}
