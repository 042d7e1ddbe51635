import type { UseQueryResult } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';

import type { NotificationDto, NotificationsPage } from '@/api';
import { formatWhen } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { type Who, safeNext } from '@/lib/session';

import { useReadNotifications } from '../api/read-notifications';
import { notifications } from '../i18n';

/** Where a notification's link goes when it is not a page of this site: the account's home. */
const homeOf = (who: Who) => (who === 'seller' ? paths.shopDashboard() : paths.home());

/** Where the account's notification settings are. */
const settingsOf = (who: Who) =>
  who === 'seller' ? paths.shopSettings({ tab: 'notifications' }) : paths.account({ tab: 'notifications' });

/**
 * The bell's panel: the latest notifications, newest first, unread ones marked; each links to its
 * page and is marked read when followed. "Mark all read" marks every one. Focus moves in when it
 * opens; `onClose` closes it with the focus back on the bell, `onLeave` as a link is followed.
 */
export function NotificationPanel({
  id,
  who,
  accountId,
  latest,
  onClose,
  onLeave,
}: {
  id: string;
  who: Who;
  accountId: string;
  latest: UseQueryResult<NotificationsPage>;
  onClose: () => void;
  onLeave: () => void;
}) {
  const t = notifications.useT();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const read = useReadNotifications(who, accountId);
  const page = latest.data;
  const unread = page?.unread ?? 0;

  useEffect(() => panel.current?.focus(), []);

  const follow = (item: NotificationDto) => {
    if (!item.read) read.mutate({ ids: [item._id] });
    onLeave();
  };

  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="absolute inset-x-2 top-full z-40 mt-1 flex max-h-[min(34rem,calc(100dvh-5rem))] flex-col overflow-hidden rounded-md border border-stone-200 bg-white text-left shadow-xl outline-none sm:inset-x-auto sm:right-0 sm:mt-3 sm:w-96"
    >
      <div className="flex items-center gap-2 border-b border-stone-200 px-4 py-3">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold text-stone-900">
          {t('panel.title')}
        </h2>
        <button
          type="button"
          // Once done the button is disabled, which would drop the focus: it goes to the panel.
          onClick={() => read.mutate({ all: true }, { onSuccess: () => panel.current?.focus() })}
          disabled={unread === 0 || read.isPending}
          className="shrink-0 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent"
        >
          {read.isPending && read.variables && 'all' in read.variables
            ? t('panel.markingAllRead')
            : t('panel.markAllRead')}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('panel.close')}
          className="shrink-0 rounded p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
        >
          <X className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
      {read.isError && (
        <p role="alert" className="border-b border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800">
          {t('panel.markFailed')}
        </p>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {page ? (
          page.items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-stone-600">{t('panel.empty')}</p>
          ) : (
            <ul className="divide-y divide-stone-100">
              {page.items.map((item) => (
                <li key={item._id}>
                  <Link
                    to={safeNext(item.link, homeOf(who))}
                    onClick={() => follow(item)}
                    // Named by its title (and whether it is unread), described by its text and date.
                    aria-label={item.read ? item.title : t('panel.unreadTitle', { title: item.title })}
                    aria-describedby={`${id}-${item._id}-body ${id}-${item._id}-when`}
                    className={`flex items-start gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 ${
                      item.read ? '' : 'bg-brand-50/60'
                    }`}
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 h-2 w-2 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600'}`}
                    />
                    <span className="min-w-0 flex-1 break-words">
                      <span
                        className={`block text-sm ${item.read ? 'font-medium text-stone-700' : 'font-semibold text-stone-900'}`}
                      >
                        {item.title}
                      </span>
                      <span
                        id={`${id}-${item._id}-body`}
                        className="mt-0.5 line-clamp-2 block text-sm text-stone-600"
                      >
                        {item.body}
                      </span>
                      <time
                        id={`${id}-${item._id}-when`}
                        dateTime={item.createdAt}
                        className="mt-1 block text-xs text-stone-500"
                      >
                        {formatWhen(item.createdAt)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        ) : latest.isError ? (
          <div role="alert" className="space-y-2 px-4 py-6 text-center text-sm text-stone-700">
            <p>{t('panel.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void latest.refetch()}
              className="font-medium text-brand-700 underline hover:text-brand-900"
            >
              {t('panel.retry')}
            </button>
          </div>
        ) : (
          <p role="status" className="px-4 py-8 text-center text-sm text-stone-600">
            {t('panel.loading')}
          </p>
        )}
      </div>
      <div className="border-t border-stone-200 px-4 py-2.5 text-sm">
        <Link
          to={settingsOf(who)}
          onClick={onLeave}
          className="font-medium text-brand-700 hover:text-brand-900"
        >
          {t('panel.settings')}
        </Link>
      </div>
    </div>
  );
}
