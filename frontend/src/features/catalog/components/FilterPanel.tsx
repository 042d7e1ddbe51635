import { Check } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';

import type { Facets } from '@/api';
import { formatRupees } from '@/lib/money';
import { formatCount } from '@/lib/numbers';

import { catalog } from '../i18n';
import { type ListingQuery, PRICE_MAX, PRICE_MIN, activeFilterCount, categoryLabel } from '../query';

type FilterPanelProps = {
  query: ListingQuery;
  /** Undefined until the first answer arrives. */
  facets: Facets | undefined;
  onChange: (changes: Partial<ListingQuery>) => void;
  onClear: () => void;
};

type Facet = { value: string; count: number; hex?: string | null };

/** How many values a long list shows before "Show all". */
const SHORT_LIST = 8;

/**
 * The /products filter panel: category, brand, size and colour from the listing's facets (each
 * counted against the other filters, so choosing a brand still shows the other brands), and the
 * price range. Each list picks one value; choosing the picked value again lets it go.
 */
export function FilterPanel({ query, facets, onChange, onClear }: FilterPanelProps) {
  const t = catalog.useT();
  const active = activeFilterCount(query);
  const toggle = (name: 'category' | 'brand' | 'size' | 'color', value: string) =>
    onChange({ [name]: query[name]?.toLowerCase() === value.toLowerCase() ? undefined : value });

  return (
    <div className="space-y-6">
      {active > 0 && (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('filters.clearAll', { count: active })}
        </button>
      )}
      <FacetSection title={t('filters.category')}>
        <FacetList
          facets={withSelected(facets?.categories, query.category)}
          selected={query.category}
          loading={!facets}
          name={categoryLabel}
          onPick={(value) => toggle('category', value)}
        />
      </FacetSection>
      <FacetSection title={t('filters.brand')}>
        <FacetList
          facets={withSelected(facets?.brands, query.brand)}
          selected={query.brand}
          loading={!facets}
          onPick={(value) => toggle('brand', value)}
        />
      </FacetSection>
      <FacetSection title={t('filters.size')}>
        <SizeList
          facets={withSelected(facets?.sizes, query.size)}
          selected={query.size}
          loading={!facets}
          onPick={(value) => toggle('size', value)}
        />
      </FacetSection>
      <FacetSection title={t('filters.colour')}>
        <ColorList
          facets={withSelected(facets?.colors, query.color)}
          selected={query.color}
          loading={!facets}
          onPick={(value) => toggle('color', value)}
        />
      </FacetSection>
      <FacetSection title={t('filters.price')}>
        {/* Keyed by the applied range, so the boxes show the URL's range after back or Clear all. */}
        <PriceForm
          key={`${query.minPrice}-${query.maxPrice}`}
          min={query.minPrice}
          max={query.maxPrice}
          onApply={(minPrice, maxPrice) => onChange({ minPrice, maxPrice })}
        />
      </FacetSection>
    </div>
  );
}

/**
 * The facets, with the chosen value kept in the list even when nothing matches it any more (an old
 * link, or a value the other filters rule out), so the shopper can always see it and let it go.
 */
function withSelected<T extends Facet>(facets: T[] | undefined, selected: string | undefined): Facet[] {
  const list: Facet[] = facets ?? [];
  if (!selected || list.some((facet) => facet.value.toLowerCase() === selected.toLowerCase())) return list;
  return [{ value: selected, count: 0 }, ...list];
}

const isSelected = (facet: Facet, selected: string | undefined) =>
  selected !== undefined && facet.value.toLowerCase() === selected.toLowerCase();

function FacetSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-b border-stone-200 pb-5 last:border-b-0">
      <h3 id={id} className="mb-3 text-sm font-semibold tracking-wide text-stone-900 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

type ListProps = {
  facets: Facet[];
  selected: string | undefined;
  loading: boolean;
  onPick: (value: string) => void;
  /** How a value is written, when not as the API names it (a category, in the page's language). */
  name?: (value: string) => string;
};

const asItIs = (value: string) => value;

/** The number of products a value would show; the button's label says it in words. */
function Count({ count, inverted = false }: { count: number; inverted?: boolean }) {
  return (
    <span className={`text-xs tabular-nums ${inverted ? 'text-white/80' : 'text-stone-500'}`}>
      {formatCount(count)}
    </span>
  );
}

/** "Jaipur Looms, 12 products": how a value's button is read out. */
const facetLabel = (facet: Facet, name: (value: string) => string = asItIs) =>
  catalog.t('filters.facet', { value: name(facet.value), count: facet.count });

function Placeholder({ rows }: { rows: number }) {
  return (
    <ul aria-hidden="true" className="space-y-2">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="h-6 animate-pulse rounded bg-stone-200/70" />
      ))}
    </ul>
  );
}

function NoValues() {
  const t = catalog.useT();
  return <p className="text-sm text-stone-500">{t('filters.none')}</p>;
}

/**
 * A long list of values cut to its first `limit` (and the chosen value, wherever it is), with a
 * button that shows the rest and hides them again: a catalogue of many brands or colours keeps the
 * filters about as tall as the products beside them.
 */
function useShortList(facets: Facet[], selected: string | undefined, limit = SHORT_LIST) {
  const t = catalog.useT();
  const [showAll, setShowAll] = useState(false);
  const long = facets.length > limit;
  const shown =
    showAll || !long ? facets : facets.filter((facet, index) => index < limit || isSelected(facet, selected));
  const more = long ? (
    <button
      type="button"
      onClick={() => setShowAll(!showAll)}
      aria-expanded={showAll}
      className="mt-2 px-2 text-sm font-medium text-brand-700 hover:underline"
    >
      {showAll ? t('filters.showFewer') : t('filters.showAll', { count: formatCount(facets.length) })}
    </button>
  ) : null;
  return { shown, more };
}

function FacetList({ facets, selected, loading, onPick, name = asItIs }: ListProps) {
  const { shown, more } = useShortList(facets, selected);
  if (loading) return <Placeholder rows={4} />;
  if (facets.length === 0) return <NoValues />;

  return (
    <>
      <ul className="space-y-0.5">
        {shown.map((facet) => {
          const pressed = isSelected(facet, selected);
          return (
            <li key={facet.value}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={facetLabel(facet, name)}
                onClick={() => onPick(facet.value)}
                className={`flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-stone-100 ${
                  pressed ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-700'
                }`}
              >
                <span
                  className={`flex h-4 w-4 shrink-0 items-center justify-center rounded border ${
                    pressed ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white'
                  }`}
                  aria-hidden="true"
                >
                  {pressed && <Check className="h-3 w-3" />}
                </span>
                <span className="min-w-0 flex-1 truncate">{name(facet.value)}</span>
                <Count count={facet.count} />
              </button>
            </li>
          );
        })}
      </ul>
      {more}
    </>
  );
}

/** Sizes are small chips, so more of them fit before the list is cut. */
const SHORT_SIZES = 12;

function SizeList({ facets, selected, loading, onPick }: ListProps) {
  const { shown, more } = useShortList(facets, selected, SHORT_SIZES);
  if (loading) return <Placeholder rows={2} />;
  if (facets.length === 0) return <NoValues />;
  return (
    <>
      <ul className="flex flex-wrap gap-2">
        {shown.map((facet) => {
          const pressed = isSelected(facet, selected);
          return (
            <li key={facet.value}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={facetLabel(facet)}
                onClick={() => onPick(facet.value)}
                className={`flex min-w-11 items-center justify-center gap-1.5 rounded-md border px-3 py-1.5 text-sm ${
                  pressed
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-brand-500'
                }`}
              >
                {facet.value}
                <Count count={facet.count} inverted={pressed} />
              </button>
            </li>
          );
        })}
      </ul>
      {more}
    </>
  );
}

/** A swatch's colour, only when it is a plain hex colour (it goes into a style attribute). */
const swatchColor = (hex: string | null | undefined) =>
  hex && /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i.test(hex) ? hex : undefined;

function ColorList({ facets, selected, loading, onPick }: ListProps) {
  const { shown, more } = useShortList(facets, selected);
  if (loading) return <Placeholder rows={3} />;
  if (facets.length === 0) return <NoValues />;
  return (
    <>
      <ul className="space-y-0.5">
        {shown.map((facet) => {
          const pressed = isSelected(facet, selected);
          const color = swatchColor(facet.hex);
          return (
            <li key={facet.value}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-label={facetLabel(facet)}
                onClick={() => onPick(facet.value)}
                className={`flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-stone-100 ${
                  pressed ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-700'
                }`}
              >
                <span
                  className={`h-5 w-5 shrink-0 rounded-full border ${
                    pressed ? 'border-brand-700 ring-2 ring-brand-500 ring-offset-1' : 'border-stone-300'
                  } ${color ? '' : 'bg-[conic-gradient(#f87171,#facc15,#4ade80,#60a5fa,#c084fc,#f87171)]'}`}
                  style={color ? { backgroundColor: color } : undefined}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1 truncate">{facet.value}</span>
                <Count count={facet.count} />
              </button>
            </li>
          );
        })}
      </ul>
      {more}
    </>
  );
}

/** Reads a price box: empty means no bound; anything else must be a non-negative amount. */
function readPrice(text: string, fallback: number): number | null {
  if (text.trim() === '') return fallback;
  const amount = Number(text);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** The price range, applied as a whole with Apply or Enter (not one request per keystroke). */
function PriceForm({
  min,
  max,
  onApply,
}: {
  min: number;
  max: number;
  onApply: (min: number, max: number) => void;
}) {
  const t = catalog.useT();
  const id = useId();
  const [minText, setMinText] = useState(min === PRICE_MIN ? '' : String(min));
  const [maxText, setMaxText] = useState(max === PRICE_MAX ? '' : String(max));
  // What is wrong, kept as the catalogue key of its text so it follows a change of language.
  const [error, setError] = useState<'filters.priceInvalid' | 'filters.priceOrder' | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const low = readPrice(minText, PRICE_MIN);
    const high = readPrice(maxText, PRICE_MAX);
    if (low === null || high === null) {
      setError('filters.priceInvalid');
    } else if (high < low) {
      setError('filters.priceOrder');
    } else {
      setError(null);
      onApply(low, high);
    }
  };

  const input =
    'w-full rounded-md border border-stone-300 px-3 py-2 text-sm tabular-nums focus:border-brand-500 aria-invalid:border-red-500';
  return (
    <form onSubmit={onSubmit} noValidate aria-describedby={`${id}-hint ${id}-error`}>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={`${id}-min`} className="mb-1 block text-xs font-medium text-stone-600">
            {t('filters.minimum')}
          </label>
          <input
            id={`${id}-min`}
            type="number"
            inputMode="decimal"
            min={0}
            value={minText}
            placeholder={String(PRICE_MIN)}
            onChange={(event) => setMinText(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={input}
          />
        </div>
        <span className="pb-2 text-stone-400" aria-hidden="true">
          –
        </span>
        <div className="flex-1">
          <label htmlFor={`${id}-max`} className="mb-1 block text-xs font-medium text-stone-600">
            {t('filters.maximum')}
          </label>
          <input
            id={`${id}-max`}
            type="number"
            inputMode="decimal"
            min={0}
            value={maxText}
            placeholder={String(PRICE_MAX)}
            onChange={(event) => setMaxText(event.target.value)}
            aria-invalid={error ? true : undefined}
            className={input}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="mt-2 text-xs text-stone-500">
        {t('filters.priceHint', { min: formatRupees(PRICE_MIN), max: formatRupees(PRICE_MAX) })}
      </p>
      <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 empty:hidden">
        {error && t(error)}
      </p>
      <button
        type="submit"
        className="mt-3 w-full rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t('filters.applyPrice')}
      </button>
    </form>
  );
}
