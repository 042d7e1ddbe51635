import { useState } from 'react';

import { SelectField } from '@/components/form';
import { PageHeader } from '@/components/ListPage';
import { formatCalendarMonth, recentMonthsInIndia } from '@/lib/dates';

import { CommissionInvoicesCard } from '../components/CommissionInvoicesCard';
import { TcsReportCard } from '../components/TcsReportCard';
import { admin } from '../i18n';

/** The months the page offers: this one (in India's calendar) and the eleven before it. */
const MONTHS = 12;

/**
 * /admin-tax-reports: for a chosen month, the TCS report the marketplace files as GSTR-8 (on
 * screen and as CSV), and each shop's commission invoice once the month is over (docs/tax.md "TCS
 * report" and "Commission invoice").
 */
export function TaxReportsPage() {
  const t = admin.useT();
  const months = recentMonthsInIndia(MONTHS);
  const [month, setMonth] = useState(months[0]!);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:py-10">
      <PageHeader
        title={t('tax.title')}
        subtitle={t('tax.subtitle')}
        action={
          <SelectField
            label={t('tax.month')}
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="sm:w-56"
          >
            {months.map((choice) => (
              <option key={choice} value={choice}>
                {formatCalendarMonth(choice)}
              </option>
            ))}
          </SelectField>
        }
      />
      <TcsReportCard month={month} />
      <CommissionInvoicesCard month={month} current={month === months[0]} />
    </div>
  );
}
