import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

import { paths } from '@/lib/paths';

import { useMarketplaceInfo } from '../api/get-marketplace-info';
import { disclosure } from '../disclosure/i18n';
import { telHref } from '../disclosure/links';

const linkClass = 'text-brand-100 underline hover:text-white';

/**
 * Items on a line, each a block of its own, so a narrow screen wraps between them rather than
 * inside a name or a number. Wider screens set them apart with a dot that screen readers skip.
 */
function Dotted({ items }: { items: ReactNode[] }) {
  return (
    <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 sm:gap-x-0">
      {items.filter(Boolean).map((item, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <span aria-hidden="true" className="hidden sm:mx-1.5 sm:inline">
              ·
            </span>
          )}
          <span>{item}</span>
        </Fragment>
      ))}
    </p>
  );
}

/**
 * The footer's disclosures, from GET /marketplace-info: the operator's legal name, address and
 * GSTIN (when the operator has set them), customer care, and the grievance officer's page. A demo
 * server's made-up details say so. While the answer is on its way, or if it fails, the room stays
 * empty: the rest of the footer does not depend on it.
 */
export function FooterDisclosureDetails() {
  const t = disclosure.useT();
  const { data } = useMarketplaceInfo();
  // The same room as FooterDisclosure's placeholder.
  if (!data) return <div aria-hidden="true" className="min-h-10" />;
  const { operator, customerCare, demo } = data;
  const place = operator ? [operator.address, operator.state].filter(Boolean).join(', ') : '';
  return (
    <section aria-label={t('label')} className="min-h-10 space-y-1">
      <address className="space-y-1 not-italic">
        {(demo || operator) && (
          <Dotted
            items={[
              demo && (
                <span className="rounded bg-saffron-400 px-1.5 py-0.5 font-semibold text-stone-900">
                  {t('demo')}
                </span>
              ),
              operator && <span className="font-semibold text-brand-100">{operator.legalName}</span>,
              place,
              operator?.gstin && t('gstin', { gstin: operator.gstin }),
            ]}
          />
        )}
        <Dotted
          items={[
            <>
              {t('customerCare')}{' '}
              <a href={`mailto:${customerCare.email}`} className={linkClass}>
                {customerCare.email}
              </a>
            </>,
            customerCare.phone && (
              <a href={telHref(customerCare.phone)} className={linkClass}>
                {customerCare.phone}
              </a>
            ),
            <Link to={paths.grievance()} className={linkClass}>
              {t('grievanceOfficer')}
            </Link>,
          ]}
        />
      </address>
    </section>
  );
}
