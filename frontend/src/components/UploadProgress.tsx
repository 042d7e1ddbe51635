import { useCallback, useId, useRef, useState } from 'react';

import { common } from '@/lib/i18n';
import {
  type UploadControl,
  type UploadProgress as Progress,
  fileShares,
  isUploadCancelled,
  uploadPercent,
} from '@/lib/upload';

import { secondaryButtonClass } from './buttons';

/**
 * The state of a form's upload: how far it has gone, whether the last one was cancelled, and the
 * means to start, follow and cancel one. `start()` gives the upload call its signal and progress
 * callback; `settle(error)` ends it and answers whether the error was the user cancelling it (then
 * the form shows "Upload cancelled" and nothing else).
 */
export function useUpload() {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback((): UploadControl => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setCancelled(false);
    setProgress({ loaded: 0, total: 0 });
    return {
      signal: current.signal,
      onProgress: (next) => {
        if (controller.current === current) setProgress(next);
      },
    };
  }, []);

  const settle = useCallback((error?: unknown): boolean => {
    controller.current = null;
    setProgress(null);
    const wasCancelled = isUploadCancelled(error);
    setCancelled(wasCancelled);
    return wasCancelled;
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { progress, cancelled, start, settle, cancel };
}

function Bar({ percent, label, labelledBy }: { percent: number; label?: string; labelledBy?: string }) {
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-label={label}
      aria-labelledby={labelledBy}
      className="h-2 w-full overflow-hidden rounded-full bg-stone-200"
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

type UploadStatusProps = {
  /** The upload under way; null when none is. */
  progress: Progress | null;
  /** Whether the last upload was cancelled: says so until the next starts. */
  cancelled: boolean;
  onCancel: () => void;
  /**
   * The files the request carries, in the order they are in its body. With more than one, each
   * gets its own bar, read from the request's progress (`fileShares`).
   */
  files?: readonly { name: string; size: number }[];
};

/**
 * A form's upload as it goes: a bar with the percentage sent, each file's share when there are
 * several, and a button that cancels it; "Upload cancelled" once cancelled.
 */
export function UploadStatus({ progress, cancelled, onCancel, files = [] }: UploadStatusProps) {
  const t = common.useT();
  const titleId = useId();
  if (!progress) {
    return cancelled ? (
      <p role="status" className="text-sm font-medium text-stone-700">
        {t('upload.cancelled')}
      </p>
    ) : null;
  }
  const percent = uploadPercent(progress);
  const shares =
    files.length > 1
      ? fileShares(
          progress,
          files.map((file) => file.size),
        )
      : [];
  return (
    <div className="space-y-3 rounded-md border border-stone-200 bg-stone-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={titleId} className="font-medium text-stone-800">
          {t('upload.sending', { count: files.length })}
        </span>
        <span className="text-stone-700 tabular-nums">{t('upload.percent', { percent })}</span>
      </div>
      <Bar percent={percent} labelledBy={titleId} />
      {shares.length > 0 && (
        <ul className="space-y-2" aria-label={t('upload.files')}>
          {files.map((file, index) => (
            <li
              // Files may share a name; their place in the body is theirs alone.
              key={`${index}-${file.name}`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-xs text-stone-700"
            >
              <span className="truncate">{file.name}</span>
              <span className="tabular-nums">{t('upload.percent', { percent: shares[index] ?? 0 })}</span>
              <div className="col-span-2">
                <Bar percent={shares[index] ?? 0} label={file.name} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onCancel} className={`${secondaryButtonClass} text-sm`}>
        {t('upload.cancel')}
      </button>
    </div>
  );
}
