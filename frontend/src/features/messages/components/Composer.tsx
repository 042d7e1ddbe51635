import { useQueryClient } from '@tanstack/react-query';
import { ImagePlus, SendHorizontal, ShieldCheck, X } from 'lucide-react';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';

import { ErrorCode } from '@/api';
import { FieldError, FormAlert, controlClass } from '@/components/form';
import { ApiError } from '@/lib/api';
import { formatCount } from '@/lib/numbers';
import type { Who } from '@/lib/session';

import { messageKeys } from '../api/keys';
import { useSendMessage } from '../api/send-message';
import { messages } from '../i18n';
import { MESSAGE_LIMITS } from '../limits';

/** A picked picture, with a key of its own (two files may share a name). */
type Picked = { key: string; file: File };

let picked = 0;
const nextKey = () => `picked-${(picked += 1)}`;

/** The server's name for a field, without an index: `images[2]` is about the pictures as a whole. */
const fieldName = (name: string) => name.replace(/(\[\d+\]|\.\d+)+$/, '');

/** What went wrong with a send: on the text, on the pictures, or on the whole (an alert). */
type Problems = { text?: string; images?: string; alert?: string };

function problemsOf(error: unknown): Problems {
  if (!(error instanceof ApiError)) return { alert: messages.t('composer.failed') };
  const problems: Problems = {};
  let unplaced = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldName(name);
    if (field === 'message') problems.text ??= message;
    else if (field === 'images') problems.images ??= message;
    else unplaced = true;
  }
  if (unplaced || (!problems.text && !problems.images)) problems.alert = error.message;
  return problems;
}

/**
 * A preview of a picked picture, read in the browser: the object URL is made when the image is
 * attached and revoked when it goes.
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
  return <img ref={attach} alt={alt} className="h-full w-full object-cover" />;
}

/**
 * Writes in the conversation: text (up to 2000 characters, counted as typed) and up to 4
 * pictures, previewed and removable before sending. Ctrl+Enter (⌘+Enter on a Mac) or the button
 * sends; while sending, the button waits. The server's problems show next to the text or the
 * pictures; being blocked or sending too fast shows above. Under it, what Haat hides.
 */
export function Composer({
  who,
  accountId,
  conversationId,
}: {
  who: Who;
  accountId: string;
  conversationId: string;
}) {
  const t = messages.useT();
  const queryClient = useQueryClient();
  const send = useSendMessage(who, accountId, conversationId);
  const [text, setText] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();
  const ids = {
    text: `${id}-text`,
    count: `${id}-count`,
    keys: `${id}-keys`,
    textError: `${id}-text-error`,
    files: `${id}-files`,
    imagesError: `${id}-images-error`,
    note: `${id}-note`,
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const wrong = chosen.find(
      (file) => !(MESSAGE_LIMITS.imageTypes as readonly string[]).includes(file.type),
    );
    const large = chosen.find((file) => file.size > MESSAGE_LIMITS.imageBytes);
    const room = MESSAGE_LIMITS.images - images.length;
    let problem: string | undefined;
    if (wrong) problem = t('composer.imageType', { name: wrong.name });
    else if (large) problem = t('composer.imageTooLarge', { name: large.name });
    else if (chosen.length > room) problem = t('composer.tooManyImages', { max: MESSAGE_LIMITS.images });
    setProblems((current) => ({ ...current, images: problem }));
    if (wrong || large) return;
    setImages((current) => [...current, ...chosen.slice(0, room).map((file) => ({ key: nextKey(), file }))]);
  };

  const remove = (key: string) => {
    setImages((current) => current.filter((image) => image.key !== key));
    setProblems((current) => ({ ...current, images: undefined }));
    // The button goes with its picture: the focus moves to the way to add one.
    fileInput.current?.focus();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (text.trim() === '' && images.length === 0) {
      setProblems({ text: t('composer.empty') });
      textarea.current?.focus();
      return;
    }
    setProblems({});
    send.mutate(
      { text: text.trim(), images: images.map((image) => image.file) },
      {
        onSuccess: () => {
          setText('');
          setImages([]);
          textarea.current?.focus();
        },
        onError: (error) => {
          const found = problemsOf(error);
          setProblems(found);
          if (found.text) textarea.current?.focus();
          // A block changes whether this account may write here: read the conversation again.
          if (error instanceof ApiError && error.code === ErrorCode.MESSAGING_BLOCKED) {
            void queryClient.invalidateQueries({
              queryKey: messageKeys.thread(who, accountId, conversationId),
            });
          }
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const over = text.length > MESSAGE_LIMITS.text;
  const describedBy = [ids.count, ids.keys, problems.text ? ids.textError : null, ids.note]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('composer.label')}
      className="space-y-2 border-t border-stone-200 bg-white p-3"
    >
      {problems.alert && <FormAlert>{problems.alert}</FormAlert>}
      <label htmlFor={ids.text} className="sr-only">
        {t('composer.message')}
      </label>
      <textarea
        ref={textarea}
        id={ids.text}
        rows={2}
        value={text}
        maxLength={MESSAGE_LIMITS.text}
        onChange={(event) => {
          setText(event.target.value);
          if (problems.text) setProblems((current) => ({ ...current, text: undefined }));
        }}
        onKeyDown={onKeyDown}
        placeholder={t('composer.placeholder')}
        aria-invalid={Boolean(problems.text) || over}
        aria-describedby={describedBy}
        className={`${controlClass(Boolean(problems.text) || over)} max-h-40 resize-y`}
      />
      <FieldError id={ids.textError} message={problems.text} />

      {images.length > 0 && (
        <ul aria-label={t('composer.attached')} className="flex flex-wrap gap-2">
          {images.map((image, index) => (
            <li
              key={image.key}
              className="relative h-16 w-16 overflow-hidden rounded-md border border-stone-200 bg-white"
            >
              <FilePreview
                file={image.file}
                alt={t('composer.preview', { index: index + 1, name: image.file.name })}
              />
              <button
                type="button"
                onClick={() => remove(image.key)}
                aria-label={t('composer.remove', { name: image.file.name })}
                title={t('composer.remove', { name: image.file.name })}
                className="absolute top-0.5 right-0.5 inline-flex h-6 w-6 items-center justify-center rounded-full bg-white/90 text-stone-700 shadow-sm hover:bg-white hover:text-red-700"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={ids.imagesError} message={problems.images} />

      <div className="flex items-center gap-2">
        <input
          ref={fileInput}
          id={ids.files}
          type="file"
          multiple
          accept={MESSAGE_LIMITS.imageTypes.join(',')}
          onChange={pick}
          disabled={images.length >= MESSAGE_LIMITS.images}
          aria-invalid={Boolean(problems.images)}
          aria-describedby={problems.images ? ids.imagesError : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={ids.files}
          title={t('composer.attach', { count: images.length, max: MESSAGE_LIMITS.images })}
          className="inline-flex h-10 shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-2.5 text-sm font-medium text-stone-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:border-brand-400 hover:text-brand-800 sm:px-3"
        >
          <ImagePlus className="h-5 w-5 sm:h-4 sm:w-4" aria-hidden="true" />
          {/* On a phone the picture says it; the words stay for screen readers. */}
          <span className="sr-only sm:not-sr-only">
            {t('composer.attach', { count: images.length, max: MESSAGE_LIMITS.images })}
          </span>
        </label>
        <p className="min-w-0 flex-1 text-xs text-stone-500">
          <span id={ids.count} className={over ? 'font-semibold text-red-700' : undefined}>
            {t('composer.count', {
              length: formatCount(text.length),
              max: formatCount(MESSAGE_LIMITS.text),
            })}
          </span>
          {/* Phones have no Ctrl key to press. */}
          <span className="hidden lg:inline">
            <span aria-hidden="true"> · </span>
            <span id={ids.keys}>{t('composer.keys')}</span>
          </span>
        </p>
        <button
          type="submit"
          disabled={send.isPending}
          aria-busy={send.isPending}
          className="inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <SendHorizontal className="h-4 w-4" aria-hidden="true" />
          {send.isPending ? t('composer.sending') : t('composer.send')}
        </button>
      </div>
      <p id={ids.note} className="flex items-start gap-1.5 text-xs text-stone-600">
        <ShieldCheck className="mt-px h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('safety.note')}
      </p>
    </form>
  );
}
