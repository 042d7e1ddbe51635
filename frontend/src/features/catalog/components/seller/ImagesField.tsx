import { ImageOff, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, type Ref, useCallback, useId } from 'react';

import { FieldError, secondaryButtonClass } from '@/components/form';

import { catalog } from '../../i18n';
import { IMAGE_TYPES, type ImageItem, PRODUCT_LIMITS, imageProblem } from './validation';

type ImagesFieldProps = {
  value: ImageItem[];
  onChange: (images: ImageItem[]) => void;
  error?: string | undefined;
  /** Where the form moves the focus when this field is wrong. */
  inputRef?: Ref<HTMLInputElement>;
};

let picked = 0;
/** A key for a picked file, unique for the page's life (two files may share a name). */
const nextKey = () => `picked-${(picked += 1)}`;

const tileClass = 'relative aspect-square overflow-hidden rounded-md border bg-white';

/**
 * A preview of a picked file, read in the browser. The object URL is made when the image is
 * attached and revoked when it goes, so removing pictures or leaving the page frees the memory.
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className="h-full w-full object-contain" />;
}

function Tile({ item, index, onRemove }: { item: ImageItem; index: number; onRemove: () => void }) {
  const t = catalog.useT();
  const problem = item.kind === 'new' ? imageProblem(item.file) : null;
  const name = item.kind === 'new' ? item.file.name : t('images.savedName', { index: index + 1 });
  // A file that is not a picture we accept gets no preview: the browser may not be able to show it.
  const previewable = item.kind === 'kept' || (IMAGE_TYPES as readonly string[]).includes(item.file.type);

  return (
    <li className={`${tileClass} ${problem ? 'border-red-500 ring-2 ring-red-200' : 'border-stone-200'}`}>
      {item.kind === 'kept' ? (
        // Thumbnails are square and fitted on white by the server, so the tile never jumps.
        <img
          src={item.thumbnail}
          alt={t('images.saved', { index: index + 1 })}
          className="h-full w-full object-contain"
        />
      ) : previewable ? (
        <FilePreview file={item.file} alt={t('images.preview', { file: item.file.name })} />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-red-700">
          <ImageOff className="h-6 w-6" aria-hidden="true" />
          <span className="line-clamp-2 break-all">{item.file.name}</span>
        </div>
      )}
      {index === 0 && (
        <span className="absolute bottom-1 left-1 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-medium text-white">
          {t('images.main')}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('images.remove', { name })}
        title={t('images.remove', { name })}
        className="absolute top-1 right-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow-sm hover:bg-white hover:text-red-700"
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The product's pictures: the ones it has (on edit) and newly picked files, in the order shoppers
 * will see them; the first is the main one. Files are checked here too (type and size), so a
 * picture the server would refuse is named before anything is uploaded.
 */
export function ImagesField({ value, onChange, error, inputRef }: ImagesFieldProps) {
  const t = catalog.useT();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const full = value.length >= PRODUCT_LIMITS.images;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again, after removing it, is seen as a change.
    event.target.value = '';
    if (files.length > 0)
      onChange([...value, ...files.map((file) => ({ kind: 'new' as const, key: nextKey(), file }))]);
  };

  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('images.legend')}</legend>
      <p id={hintId} className="text-xs text-stone-500">
        {t('images.hint', {
          max: PRODUCT_LIMITS.images,
          mb: PRODUCT_LIMITS.imageBytes / (1024 * 1024),
          count: value.length,
        })}
      </p>
      {value.length > 0 && (
        <ul aria-label={t('images.chosen')} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {value.map((item, index) => (
            <Tile
              key={item.kind === 'kept' ? item.path : item.key}
              item={item}
              index={index}
              onRemove={() => onChange(value.filter((other) => other !== item))}
            />
          ))}
        </ul>
      )}
      <div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={choose}
          disabled={full}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`${secondaryButtonClass} text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
            full ? 'pointer-events-none opacity-60' : 'cursor-pointer'
          }`}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {t('images.add')}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
