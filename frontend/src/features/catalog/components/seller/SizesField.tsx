import { X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';

import { FieldError, FieldHint, controlClass, secondaryButtonClass } from '@/components/form';

import { catalog } from '../../i18n';
import { PRODUCT_LIMITS, SIZE_PICKS, sizeProblem } from './validation';

type SizesFieldProps = {
  value: string[];
  onChange: (sizes: string[]) => void;
  /** The form's error for the whole list (its own rules or the server's). */
  error?: string | undefined;
  /** Where the form moves the focus when the server names this field. */
  inputRef?: Ref<HTMLInputElement>;
};

const chipClass =
  'inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900';

/**
 * The sizes a product comes in, as chips: type one and press Enter or Add, tap a common one, or
 * remove one. A size that cannot be added is said under the box and the text stays for fixing.
 */
export function SizesField({ value, onChange, error, inputRef }: SizesFieldProps) {
  const t = catalog.useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const shownError = draftError ?? error;

  const add = (raw: string) => {
    const size = raw.trim();
    const problem = sizeProblem(size, value);
    setDraftError(problem);
    if (problem) return false;
    onChange([...value, size]);
    return true;
  };
  const addDraft = () => {
    if (add(draft)) setDraft('');
  };
  const removeAt = (index: number) => {
    setDraftError(null);
    onChange(value.filter((_, other) => other !== index));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the size; it must not send the whole form half-filled.
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">
        {t('sizes.legend')} <span className="font-normal text-stone-500">{t('sizes.optional')}</span>
      </legend>
      <FieldHint
        id={hintId}
        hint={t('sizes.hint', { count: PRODUCT_LIMITS.sizes, length: PRODUCT_LIMITS.size })}
      />
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('sizes.input')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setDraftError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('sizes.placeholder')}
          autoComplete="off"
          aria-invalid={Boolean(shownError)}
          aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
          className={`${controlClass(Boolean(shownError))} max-w-60`}
        />
        <button type="button" onClick={addDraft} className={`${secondaryButtonClass} text-sm`}>
          {t('sizes.add')}
        </button>
      </div>
      <FieldError id={errorId} message={shownError ?? undefined} />

      {value.length > 0 && (
        <ul aria-label={t('sizes.chosen')} className="flex flex-wrap gap-2">
          {value.map((size, index) => (
            <li key={`${index}:${size}`} className={chipClass}>
              {size}
              <button
                type="button"
                onClick={() => removeAt(index)}
                aria-label={t('sizes.remove', { size })}
                className="inline-flex h-6 w-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100 hover:text-red-700"
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('sizes.common')}>
        <span className="text-xs text-stone-500" aria-hidden="true">
          {t('sizes.commonLabel')}
        </span>
        {SIZE_PICKS.map((size) => {
          const index = value.findIndex((other) => other.toLowerCase() === size.toLowerCase());
          const chosen = index >= 0;
          return (
            <button
              key={size}
              type="button"
              aria-pressed={chosen}
              onClick={() => (chosen ? removeAt(index) : add(size))}
              className={`rounded-full border px-3 py-1 text-sm ${
                chosen
                  ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-brand-400 hover:text-brand-800'
              }`}
            >
              {size}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
