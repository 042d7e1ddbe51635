import { FileText } from 'lucide-react';

import { primaryButtonClass, secondaryButtonClass } from '@/components/form';

import { orders } from '../i18n';

/**
 * Download Invoice: the order's tax invoice as the server's PDF (docs/tax.md "The tax invoice"),
 * for its shopper, its shop and the Admin alike; and, once a cancellation has credited it, the
 * credit note beside it. Nothing for an order placed before invoices.
 */
export function DownloadInvoiceLink({
  orderId,
  invoiceNumber,
  cancellationCreditNoteNumber = null,
  primary = false,
}: {
  orderId: string;
  invoiceNumber: string | null;
  /** The credit note that cancelled the invoice when the order was cancelled. */
  cancellationCreditNoteNumber?: string | null;
  primary?: boolean;
}) {
  const t = orders.useT();
  if (!invoiceNumber) return null;
  const button = `${primary ? primaryButtonClass : secondaryButtonClass} self-start sm:self-auto`;
  return (
    <>
      <a
        href={`/api/v2/order-invoice/${encodeURIComponent(orderId)}`}
        download={`${invoiceNumber.replaceAll('/', '-')}.pdf`}
        className={button}
      >
        <FileText className="h-4 w-4" aria-hidden="true" />
        {t('invoice.download')}
      </a>
      {cancellationCreditNoteNumber && (
        // The cancelled order's id names its credit note (docs/tax.md "Credit notes").
        <a
          href={`/api/v2/order-credit-note/${encodeURIComponent(orderId)}`}
          download={`${cancellationCreditNoteNumber.replaceAll('/', '-')}.pdf`}
          className={`${secondaryButtonClass} self-start sm:self-auto`}
        >
          <FileText className="h-4 w-4" aria-hidden="true" />
          {t('creditNote.download', { number: cancellationCreditNoteNumber })}
        </a>
      )}
    </>
  );
}

/**
 * Download credit note: an approved return's credit note against the order's invoice, the server's
 * PDF (docs/tax.md "Credit notes"), for the order's shopper, its shop and the Admin alike. Nothing
 * for a return without one.
 */
export function DownloadCreditNoteLink({
  returnId,
  creditNoteNumber,
}: {
  returnId: string;
  creditNoteNumber: string | null;
}) {
  const t = orders.useT();
  if (!creditNoteNumber) return null;
  return (
    <a
      href={`/api/v2/order-credit-note/${encodeURIComponent(returnId)}`}
      download={`${creditNoteNumber.replaceAll('/', '-')}.pdf`}
      className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline hover:no-underline"
    >
      <FileText className="h-4 w-4" aria-hidden="true" />
      {t('creditNote.download', { number: creditNoteNumber })}
    </a>
  );
}
