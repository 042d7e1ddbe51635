import { useSearchParams } from 'react-router';

import { DEFAULT_PERIOD, PERIODS, type Period } from '../api/get-dashboard-stats';
import { sellerDashboard } from '../i18n';

/** The window the address names (`?days=7`), or 30 days when it names none the dashboard offers. */
export function usePeriod(): [Period, (next: Period) => void] {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const period = PERIODS.find((days) => days === asked) ?? DEFAULT_PERIOD;
  const setPeriod = (next: Period) =>
    // In the address so it can be shared; switching is not a page to go back to.
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === DEFAULT_PERIOD) search.delete('days');
        else search.set('days', String(next));
        return search;
      },
      { replace: true, preventScrollReset: true },
    );
  return [period, setPeriod];
}

/** "Last 7 days", "Last 30 days", "Last 90 days": one pressed at a time. */
export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (next: Period) => void }) {
  const t = sellerDashboard.useT();
  return (
    <div
      role="group"
      aria-label={t('period.label')}
      // Three equal parts across a phone, where "Últimos 90 días" three times is wider than the
      // screen; side by side from the small breakpoint.
      className="grid w-full grid-cols-3 rounded-md border border-stone-300 bg-white p-1 sm:inline-flex sm:w-auto sm:self-auto"
    >
      {PERIODS.map((days) => {
        const pressed = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(days)}
            className={`rounded px-2 py-1.5 text-center text-sm font-medium sm:px-3 sm:whitespace-nowrap ${
              pressed ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'
            }`}
          >
            {t('period.option', { days })}
          </button>
        );
      })}
    </div>
  );
}
