import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

import type { Who } from '@/lib/session';

import { useMessagesStream } from '../api/live';
import { messages } from '../i18n';
import { ConversationView } from './ConversationView';
import { Inbox } from './Inbox';

/** The query parameter naming the open conversation (the notifications' links use it). */
export const CONVERSATION_PARAM = 'conversation';

/** This page's query with the open conversation changed (or dropped), the rest kept (`?tab=messages`). */
export function withConversation(params: URLSearchParams, id: string | null): string {
  const next = new URLSearchParams(params);
  if (id) next.set(CONVERSATION_PARAM, id);
  else next.delete(CONVERSATION_PARAM);
  const search = next.toString();
  return search ? `?${search}` : '';
}

/**
 * An account's messages: the inbox and the open conversation (`?conversation=` in the address),
 * side by side on a wide screen, one at a time on a narrow one (the conversation with a way back).
 * New messages and reads come in live while it is shown.
 */
export function MessagesCenter({ who, accountId }: { who: Who; accountId: string }) {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get(CONVERSATION_PARAM);
  useMessagesStream(who, accountId);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes after a move the reader made: into the conversation, or back to the list.
  const [moved, setMoved] = useState<'opened' | 'back' | null>(null);

  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (selected === null && moved === 'back') listHeading.current?.focus();
    // A conversation the reader opened is brought whole into view, its composer too: on a phone
    // it starts below the page's own header and tabs.
    if (selected !== null && moved === 'opened') frame.current?.scrollIntoView?.({ block: 'start' });
  }, [selected, moved]);

  return (
    <div
      ref={frame}
      className="grid h-[calc(100dvh-12rem)] max-h-[44rem] min-h-[26rem] scroll-mt-32 grid-cols-[minmax(0,1fr)] overflow-hidden rounded-md border border-stone-200 bg-white lg:h-[calc(100dvh-10rem)] lg:grid-cols-[20rem_minmax(0,1fr)]"
    >
      <div
        className={`${selected ? 'hidden lg:flex' : 'flex'} min-h-0 flex-col lg:border-r lg:border-stone-200`}
      >
        <Inbox
          who={who}
          accountId={accountId}
          selected={selected}
          linkTo={(id) => ({ search: withConversation(searchParams, id) })}
          onOpen={() => setMoved('opened')}
          headingRef={listHeading}
        />
      </div>
      <div className={`${selected ? 'flex' : 'hidden lg:flex'} min-h-0 flex-col`}>
        {selected ? (
          <ConversationView
            key={selected}
            reader={who}
            accountId={accountId}
            conversationId={selected}
            backTo={{ search: withConversation(searchParams, null) }}
            onBack={() => setMoved('back')}
            focusOnOpen={moved === 'opened'}
          />
        ) : (
          <NothingOpen />
        )}
      </div>
    </div>
  );
}

function NothingOpen() {
  const t = messages.useT();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-stone-50 p-8 text-center text-sm text-stone-600">
      <MessagesSquare className="h-12 w-12 text-stone-300" aria-hidden="true" />
      <p>{t('center.choose')}</p>
    </div>
  );
}
