import { orders } from '../../i18n';

/**
 * A word in capitals longer than English's "PAID" (Spanish "PAGADO") is squeezed to the ring's
 * width; a shorter one, or one in Devanagari, fits as it is.
 */
const SQUEEZED = { textLength: 68, lengthAdjust: 'spacingAndGlyphs' } as const;
const needsSqueezing = (word: string) => word.length > 4 && /^\p{Lu}+$/u.test(word);

/**
 * The admin screen's "paid" stamp (docs/product.md §4), drawn inline so it costs no request and prints
 * sharply on the invoice too.
 */
export function PaidStamp({ className = 'h-28 w-28' }: { className?: string }) {
  const t = orders.useT();
  const stamp = t('manage.paid.stamp');
  return (
    <svg viewBox="0 0 120 120" role="img" aria-label={t('manage.paid.label')} className={className}>
      <circle cx="60" cy="60" r="55" fill="#f0fdf4" stroke="#15803d" strokeWidth="4" />
      <circle cx="60" cy="60" r="46" fill="none" stroke="#15803d" strokeWidth="1.5" strokeDasharray="4 3" />
      <path
        d="M39 51l13 13 28-28"
        fill="none"
        stroke="#15803d"
        strokeWidth="8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="60"
        y="91"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="19"
        fontWeight="700"
        letterSpacing="3"
        fill="#15803d"
        {...(needsSqueezing(stamp) ? SQUEEZED : {})}
      >
        {stamp}
      </text>
    </svg>
  );
}
