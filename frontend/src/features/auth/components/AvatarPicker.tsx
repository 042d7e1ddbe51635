import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';

import { Avatar } from '@/components/Avatar';
import { FieldError, secondaryButtonClass } from '@/components/form';

import { auth } from '../i18n';
import { AVATAR_TYPES, avatarProblem } from '../validation';

/** A preview of the chosen image, read in the browser; nothing is uploaded until the form is sent. */
function usePreview(file: File | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || avatarProblem(file)) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

type AvatarPickerProps = {
  /** The legend of the group, e.g. "Profile photo". */
  legend: string;
  file: File | undefined;
  onChange: (file: File | undefined) => void;
  error?: string | undefined;
  /** Whose picture it is now: shown until a new one is chosen. */
  current: { name: string; src: string | null };
  optional?: boolean;
};

/** Choose an avatar (JPEG, PNG, WebP or GIF, at most 5 MB), see it, or take it back. */
export function AvatarPicker({ legend, file, onChange, error, current, optional }: AvatarPickerProps) {
  const t = auth.useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(file);

  const choose = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? undefined);
  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(undefined);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-stone-800">
        {legend}
        {optional && <span className="font-normal text-stone-500"> {t('avatar.optional')}</span>}
      </legend>
      <div className="flex items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt={t('avatar.previewAlt')}
            className="h-24 w-24 shrink-0 rounded-full object-cover"
          />
        ) : (
          <Avatar name={current.name} src={current.src} size="lg" />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={`${secondaryButtonClass} cursor-pointer gap-2 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500`}
          >
            <ImagePlus className="h-4 w-4" aria-hidden="true" />
            {t('avatar.choose')}
          </label>
          {file && (
            <button
              type="button"
              onClick={clear}
              className="text-sm font-medium text-stone-600 hover:text-red-700"
            >
              {t('avatar.remove')}
            </button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-stone-500">
        {file ? t('avatar.hintChosen', { name: file.name }) : t('avatar.hint')}
      </p>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
