import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';

import type { Order } from '@/api';
import { LoadError } from '@/components/ListPage';
import { FullPageSpinner } from '@/components/Spinner';
import { primaryButtonClass } from '@/components/form';
import { shortOrderId } from '@/lib/ids';
import { paths } from '@/lib/paths';

import { orders } from '../../i18n';
import { useAdminOrder } from '../api/get-admin-order';
import { useShopOrder } from '../api/get-shop-order';
import { Invoice } from '../components/Invoice';

// Printing shows the invoice alone, whichever layout the route sits in: everything that neither
// holds the invoice nor is inside it is hidden, so the dashboard's header and links never print.
const PRINT_CSS = `
@page { size: A4; margin: 12mm; }
@media print {
  body *:not([data-invoice], [data-invoice] *, :has([data-invoice])) { display: none !important; }
  body, body :has([data-invoice]) {
    background: #fff !important; margin: 0 !important; padding: 0 !important; min-height: 0 !important;
  }
}`;

/**
 * Opens the print dialog once the invoice is on the page ("Download Invoice": printing to PDF is
 * how a browser saves it). Once per order shown: a reload of the same order keeps `ready` true and
 * prints nothing more. The timer lets React's strict double effect cancel its first call.
 */
function usePrintWhenReady(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(timer);
  }, [ready]);
}

function OrderInvoicePage({ order, orderPath }: { order: UseQueryResult<Order>; orderPath: string }) {
  const t = orders.useT();
  const { data } = order;
  usePrintWhenReady(data !== undefined);

  return (
    <div className="px-4 py-6 sm:py-10 print:p-0">
      <style>{PRINT_CSS}</style>
      {/* The title names the PDF a browser saves. */}
      {data && <title>{t('invoice.documentTitle', { id: shortOrderId(data._id) })}</title>}
      <div className="mx-auto mb-6 flex max-w-4xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={orderPath}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('invoice.back')}
        </Link>
        {data && (
          <button type="button" onClick={() => window.print()} className={primaryButtonClass}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('invoice.print')}
          </button>
        )}
      </div>
      {/* What was loaded stays even if a later reload fails. */}
      {data ? (
        <Invoice order={data} />
      ) : order.isError ? (
        <div className="mx-auto max-w-4xl space-y-4">
          <h1 className="text-2xl font-bold text-stone-900">{t('invoice.title')}</h1>
          <LoadError message={order.error.message} onRetry={() => void order.refetch()} />
        </div>
      ) : (
        <>
          <h1 className="sr-only">{t('invoice.title')}</h1>
          <FullPageSpinner label={t('invoice.preparing')} />
        </>
      )}
    </div>
  );
}

/** /admin/order/{id}/invoice: any order's invoice, for the Admin. */
export function AdminOrderInvoicePage() {
  const { id = '' } = useParams();
  return <OrderInvoicePage order={useAdminOrder(id)} orderPath={paths.adminOrder(id)} />;
}

/** /shop/order/{orderId}/{sellerId}/invoice: the invoice of one of the shop's orders. */
export function ShopOrderInvoicePage() {
  const { orderId = '', sellerId = '' } = useParams();
  return (
    <OrderInvoicePage
      order={useShopOrder(orderId, sellerId)}
      orderPath={paths.shopOrder(orderId, sellerId)}
    />
  );
}
