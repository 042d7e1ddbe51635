import { Image as ImageIcon, MessagesSquare, Package, Search } from 'lucide-react';
import { type Ref, useEffect, useId, useState } from 'react';
import { Link, type To } from 'react-router';

import type { ConversationDto } from '@/api';
import { Avatar } from '@/components/Avatar';
import { ItemThumb } from '@/components/ItemThumb';
import { LoadError } from '@/components/ListPage';
import { formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { formatCount } from '@/lib/numbers';
import type { Who } from '@/lib/session';

import { conversationsOf, useConversations } from '../api/get-conversations';
import { messages } from '../i18n';
import { isMine, otherParty } from './parties';

/** How long the search waits after the last key before asking the server. */
const SEARCH_PAUSE_MS = 300;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type InboxProps = {
  who: Who;
  accountId: string;
  /** The conversation open beside (or instead of) the list. */
  selected: string | null;
  /** Where a conversation's link goes. */
  linkTo: (id: string) => To;
  /** Called as a conversation's link is followed (the page moves the focus to it). */
  onOpen: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * The inbox: the account's conversations, those with unread messages first, then by the latest
 * message; each with the other side, what it is about, the last message and when, and how many
 * are unread. A search box narrows it (the other side's name, the product, the last message).
 */
export function Inbox({ who, accountId, selected, linkTo, onOpen, headingRef }: InboxProps) {
  const t = messages.useT();
  const headingId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useSettled(typed.trim(), SEARCH_PAUSE_MS);
  const list = useConversations(who, accountId, search);
  const items = conversationsOf(list.data?.pages);
  const unread = list.data?.pages[0]?.unread ?? 0;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-3 border-b border-stone-200 p-3">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-base font-semibold text-stone-900 outline-none"
        >
          <span id={headingId}>{t('inbox.title')}</span>{' '}
          {unread > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('inbox.unreadCount', { count: unread })}
            </span>
          )}
        </h2>
        <form role="search" onSubmit={(event) => event.preventDefault()} className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t('inbox.search')}
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('inbox.searchPlaceholder')}
            className="block w-full rounded-md border border-stone-300 bg-white py-2 pr-3 pl-9 text-sm text-stone-900 placeholder:text-stone-400 focus:outline-2 focus:outline-brand-500"
          />
        </form>
      </div>
      <div
        className={`min-h-0 flex-1 overflow-y-auto ${list.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={list.isFetching && list.isPlaceholderData}
      >
        {list.isPending ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-stone-600">
            {t('inbox.loading')}
          </p>
        ) : list.isError ? (
          <div className="p-3">
            <LoadError message={t('inbox.loadFailed')} onRetry={() => void list.refetch()} />
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center text-sm text-stone-600">
            <MessagesSquare className="h-10 w-10 text-brand-600" aria-hidden="true" />
            {search ? (
              <p className="mt-3">{t('inbox.noMatch', { search })}</p>
            ) : (
              <>
                <p className="mt-3 font-semibold text-stone-900">{t('inbox.empty')}</p>
                <p className="mt-1">{who === 'seller' ? t('inbox.emptyShop') : t('inbox.emptyShopper')}</p>
              </>
            )}
          </div>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-stone-100">
            {items.map((conversation) => (
              <li key={conversation._id}>
                <InboxItem
                  who={who}
                  conversation={conversation}
                  selected={conversation._id === selected}
                  to={linkTo(conversation._id)}
                  onOpen={onOpen}
                />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="p-3 text-center">
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="text-sm font-medium text-brand-700 hover:underline disabled:text-stone-400"
            >
              {list.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

function InboxItem({
  who,
  conversation,
  selected,
  to,
  onOpen,
}: {
  who: Who;
  conversation: ConversationDto;
  selected: boolean;
  to: To;
  onOpen: () => void;
}) {
  const t = messages.useT();
  const other = otherParty(conversation, who);
  const last = conversation.lastMessage;
  const unread = conversation.unread > 0;
  const preview = last
    ? last.text
      ? isMine(last.from, conversation)
        ? t('inbox.you', { text: last.text })
        : last.text
      : isMine(last.from, conversation)
        ? t('inbox.youPicture')
        : t('inbox.picture')
    : '';
  const about = conversation.product
    ? conversation.product.name
    : conversation.order
      ? t('about.orderShort', { id: shortOrderId(conversation.order._id) })
      : null;

  return (
    <Link
      to={to}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex gap-3 px-3 py-3 hover:bg-stone-50 focus-visible:bg-stone-50 ${
        selected ? 'bg-brand-50 ring-2 ring-brand-200 ring-inset hover:bg-brand-50' : ''
      }`}
    >
      <Avatar name={other.name} src={other.avatar} size="md" />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            className={`truncate text-sm ${unread ? 'font-bold text-stone-900' : 'font-medium text-stone-800'}`}
          >
            {other.name}
          </span>
          {unread && (
            <span className="shrink-0 rounded-full bg-saffron-500 px-1.5 text-center text-xs leading-5 font-bold text-stone-900">
              <span aria-hidden="true">{formatCount(conversation.unread)}</span>
              <span className="sr-only">{t('inbox.unread', { count: conversation.unread })}</span>
            </span>
          )}
        </span>
        {about && (
          <span className="mt-0.5 flex items-center gap-1 truncate text-xs text-stone-500">
            {conversation.order && !conversation.product && (
              <Package className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            )}
            <span className="truncate">{about}</span>
          </span>
        )}
        {last && (
          <span
            className={`mt-0.5 flex items-center gap-1 text-sm ${unread ? 'font-medium text-stone-900' : 'text-stone-600'}`}
          >
            {!last.text && <ImageIcon className="h-4 w-4 shrink-0" aria-hidden="true" />}
            <span className="line-clamp-1 break-words">{preview}</span>
          </span>
        )}
        {last && (
          <time dateTime={last.at} className="mt-0.5 block text-xs text-stone-500">
            {formatWhen(last.at)}
          </time>
        )}
      </span>
      {conversation.product && (
        <ItemThumb src={conversation.product.image} className="h-12 w-12 self-center" />
      )}
    </Link>
  );
}
