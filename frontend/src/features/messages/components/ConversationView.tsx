import { ArrowLeft, Ban, CheckCheck, Eye, Flag } from 'lucide-react';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, type To } from 'react-router';

import type { ConversationDto, MessageDto } from '@/api';
import { Avatar } from '@/components/Avatar';
import { LoadError } from '@/components/ListPage';
import { ApiError } from '@/lib/api';
import { formatWhen } from '@/lib/dates';

import { threadOf, useThread } from '../api/get-messages';
import type { Reader } from '../api/keys';
import { useReadConversation } from '../api/read-conversation';
import { messages } from '../i18n';
import { AboutCard } from './AboutCard';
import { Composer } from './Composer';
import { ReportButton } from './ReportButton';
import { otherParty } from './parties';

type ConversationViewProps = {
  reader: Reader;
  accountId: string;
  conversationId: string;
  /** Back to the list, for screens too narrow to show both. */
  backTo: To;
  onBack?: () => void;
  /** Move the focus to the conversation as it opens (it was opened from the list). */
  focusOnOpen?: boolean;
  /** More under the header: the Admin's moderation. */
  toolbar?: (conversation: ConversationDto) => ReactNode;
};

/**
 * One conversation: the other side's name, what it is about, its messages oldest first (older ones
 * on request), and the composer. For a party, opening it (or a new message arriving while it is
 * open) marks it read; the Admin reads only.
 */
export function ConversationView({
  reader,
  accountId,
  conversationId,
  backTo,
  onBack,
  focusOnOpen = false,
  toolbar,
}: ConversationViewProps) {
  const t = messages.useT();
  const thread = useThread(reader, accountId, conversationId);

  const back = (
    <Link
      to={backTo}
      onClick={onBack}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline lg:hidden"
    >
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('thread.back')}
    </Link>
  );

  if (thread.isPending) {
    return (
      <div className="flex flex-1 flex-col gap-4 p-4">
        {back}
        <p role="status" className="py-8 text-center text-sm text-stone-600">
          {t('thread.loading')}
        </p>
      </div>
    );
  }
  if (thread.isError) {
    const missing = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <div className="flex flex-1 flex-col gap-4 p-4">
        {back}
        {missing ? (
          <p role="alert" className="py-8 text-center text-sm text-stone-700">
            {t('thread.notFound')}
          </p>
        ) : (
          <LoadError message={t('thread.loadFailed')} onRetry={() => void thread.refetch()} />
        )}
      </div>
    );
  }

  const { conversation, messages: list } = threadOf(thread.data);
  return (
    <Loaded
      reader={reader}
      accountId={accountId}
      conversation={conversation}
      list={list}
      back={back}
      focusOnOpen={focusOnOpen}
      toolbar={toolbar}
      older={{
        has: thread.hasNextPage,
        loading: thread.isFetchingNextPage,
        failed: thread.isFetchNextPageError,
        load: () => void thread.fetchNextPage(),
      }}
    />
  );
}

type LoadedProps = {
  reader: Reader;
  accountId: string;
  conversation: ConversationDto;
  list: MessageDto[];
  back: ReactNode;
  focusOnOpen: boolean;
  toolbar: ConversationViewProps['toolbar'];
  older: { has: boolean; loading: boolean; failed: boolean; load: () => void };
};

/** How near the bottom (in pixels) still counts as reading the latest messages. */
const NEAR_BOTTOM = 120;

function Loaded({ reader, accountId, conversation, list, back, focusOnOpen, toolbar, older }: LoadedProps) {
  const t = messages.useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const party = reader === 'admin' ? null : reader;
  const other = otherParty(conversation, reader);
  const title =
    reader === 'admin'
      ? t('thread.adminTitle', { shopper: conversation.user.name, shop: conversation.shop.name })
      : other.name;

  // Reading it: when it opens with unread messages, and when one arrives while it is open. Once
  // per count of messages, so a failure is not asked again until something new comes.
  const read = useReadConversation(party ?? 'user', accountId);
  const markedAt = useRef<number | null>(null);
  const { mutate: markRead } = read;
  useEffect(() => {
    if (!party || conversation.me === null || conversation.unread === 0) return;
    if (markedAt.current === conversation.messageCount) return;
    markedAt.current = conversation.messageCount;
    markRead(conversation._id);
  }, [party, conversation._id, conversation.me, conversation.unread, conversation.messageCount, markRead]);

  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  // A message arriving from the other side while the conversation is open is said aloud; those
  // there when it opened are not.
  const last = list.at(-1);
  const [openedWith] = useState(last?._id);
  const announcement =
    last && last._id !== openedWith && !last.mine
      ? last.text
        ? t('thread.arrived', { name: senderName(last, conversation), text: last.text })
        : t('thread.arrivedPictures', { name: senderName(last, conversation), count: last.images.length })
      : '';

  // Scrolling: at the bottom on opening; kept in place when older messages come in above; to the
  // bottom for a new message when the reader was there already (or sent it).
  const first = list[0]?._id;
  const view = useRef<{ first?: string; last?: string; height: number; top: number; client: number }>({
    height: 0,
    top: 0,
    client: 0,
  });
  const remember = () => {
    const element = scroller.current;
    if (!element) return;
    view.current = {
      ...view.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      client: element.clientHeight,
    };
  };
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = view.current;
    if (before.last === undefined) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && last?._id === before.last) {
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (last?._id !== before.last) {
      const wasAtBottom = before.height - before.top - before.client < NEAR_BOTTOM;
      if (wasAtBottom || last?.mine) element.scrollTop = element.scrollHeight;
    }
    view.current = { first, last: last?._id, height: 0, top: 0, client: 0 };
    remember();
  }, [first, last?._id, last?.mine]);

  // My latest message the other side has read carries "Seen".
  const seenSeq = party
    ? list.reduce(
        (seen, message) => (message.mine && message.seq <= conversation.seenUpTo ? message.seq : seen),
        0,
      )
    : 0;

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-2 border-b border-stone-200 px-4 py-3">
        {back}
        <div className="flex items-center gap-3">
          {reader !== 'admin' && <Avatar name={other.name} src={other.avatar} size="md" />}
          <div className="min-w-0 flex-1">
            <h2
              ref={heading}
              tabIndex={-1}
              className="line-clamp-2 text-base font-semibold break-words text-stone-900 outline-none"
            >
              {title}
            </h2>
            <p className="text-xs text-stone-500">
              {reader === 'seller'
                ? t('thread.withShopper')
                : reader === 'user'
                  ? t('thread.withShop')
                  : t('thread.count', { count: conversation.messageCount })}
            </p>
          </div>
          {party && (
            <ReportButton
              who={party}
              accountId={accountId}
              conversationId={conversation._id}
              otherName={other.name}
            />
          )}
        </div>
        {party && conversation.reported && (
          <p className="flex items-start gap-1.5 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-950">
            <Flag className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {t('thread.reported', { when: formatWhen(conversation.reported.at) })}
          </p>
        )}
      </div>
      {toolbar?.(conversation)}
      <AboutCard conversation={conversation} reader={reader} />

      <div
        ref={scroller}
        onScroll={remember}
        className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4 sm:px-4"
      >
        {older.has && (
          <div className="mb-4 text-center">
            <button
              type="button"
              onClick={older.load}
              disabled={older.loading}
              className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm font-medium text-brand-700 hover:border-brand-400 disabled:text-stone-400"
            >
              {older.loading ? t('thread.loadingOlder') : t('thread.loadOlder')}
            </button>
            {older.failed && (
              <p role="alert" className="mt-2 text-sm text-red-800">
                {t('thread.olderFailed')}
              </p>
            )}
          </div>
        )}
        {list.length === 0 ? (
          <p className="py-8 text-center text-sm text-stone-600">{t('thread.empty')}</p>
        ) : (
          <ol aria-label={t('thread.messages')} className="space-y-3">
            {list.map((message) => (
              <MessageItem
                key={message._id}
                message={message}
                conversation={conversation}
                reader={reader}
                seen={message.seq === seenSeq}
              />
            ))}
          </ol>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {party ? (
        conversation.canSend ? (
          <Composer who={party} accountId={accountId} conversationId={conversation._id} />
        ) : (
          <p
            role="note"
            className="flex items-start gap-2 border-t border-stone-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('thread.cannotSend')}
          </p>
        )
      ) : (
        <p
          role="note"
          className="flex items-start gap-2 border-t border-stone-200 bg-stone-100 px-4 py-3 text-sm text-stone-700"
        >
          <Eye className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('thread.readOnly')}
        </p>
      )}
    </div>
  );
}

/** Who wrote a message, by name. */
const senderName = (message: MessageDto, conversation: ConversationDto) =>
  message.from === 'shop' ? conversation.shop.name : conversation.user.name;

function MessageItem({
  message,
  conversation,
  reader,
  seen,
}: {
  message: MessageDto;
  conversation: ConversationDto;
  reader: Reader;
  seen: boolean;
}) {
  const t = messages.useT();
  const from = senderName(message, conversation);
  // A party's own messages on the right; for the Admin, the shop's.
  const right = reader === 'admin' ? message.from === 'shop' : message.mine;
  const bubble = message.mine
    ? 'rounded-br-sm bg-brand-700 text-white'
    : 'rounded-bl-sm border border-stone-200 bg-white text-stone-900';
  return (
    <li className={`flex flex-col ${right ? 'items-end' : 'items-start'}`}>
      {reader === 'admin' && <span className="mb-0.5 text-xs font-medium text-stone-600">{from}</span>}
      <div className={`max-w-[85%] rounded-2xl px-3.5 py-2 sm:max-w-[75%] ${bubble}`}>
        <span className="sr-only">
          {message.mine ? t('thread.youSaid') : t('thread.theySaid', { name: from })}
        </span>
        {message.text && <p className="text-sm break-words whitespace-pre-wrap">{message.text}</p>}
        {message.images.length > 0 && (
          <ul className={`flex flex-wrap gap-1.5 ${message.text ? 'mt-2' : ''}`}>
            {message.images.map((src, index) => (
              <li key={src}>
                <a
                  href={src}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-lg bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  <img
                    src={src}
                    alt={t('thread.picture', { index: index + 1, count: message.images.length })}
                    loading="lazy"
                    width={112}
                    height={112}
                    className="h-28 w-28 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <time dateTime={message.createdAt} className="mt-1 text-xs text-stone-500">
        {formatWhen(message.createdAt)}
      </time>
      {seen && (
        <p className="flex items-center gap-1 text-xs font-medium text-brand-700">
          <CheckCheck className="h-3.5 w-3.5" aria-hidden="true" />
          {t('thread.seen')}
        </p>
      )}
    </li>
  );
}
