import { useId } from 'react';

import { catalog } from '../i18n';

/**
 * The sizes a product comes in, as pill-shaped radio buttons: native radios, so arrow keys,
 * focus and screen readers behave as everywhere else.
 */
export function SizePicker({
  sizes,
  value,
  onChange,
  error,
}: {
  sizes: readonly string[];
  value: string | null;
  onChange: (size: string) => void;
  /** Said next to the sizes, e.g. when the shopper tries to add a product without choosing one. */
  error?: string | null;
}) {
  const t = catalog.useT();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        {t('size.legend')}
        {value && <span className="font-normal text-stone-600">{t('size.chosen', { size: value })}</span>}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {sizes.map((size) => (
          <label key={size} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={size}
              checked={value === size}
              onChange={() => onChange(size)}
              className="peer sr-only"
            />
            <span
              className={`flex min-h-10 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
                value === size
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : `bg-white text-stone-800 hover:border-brand-400 ${error ? 'border-red-400' : 'border-stone-300'}`
              }`}
            >
              {size}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
