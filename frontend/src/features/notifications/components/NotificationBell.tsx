import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

import { type Who, accountQueryOptions } from '@/lib/session';

import { useLatestNotifications } from '../api/get-notifications';
import { useUnreadStream } from '../api/unread-stream';
import { notifications } from '../i18n';
import { NotificationPanel } from './NotificationPanel';

/** The badge's text: the count, up to 9; "9+" above. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The bell of the header: the unread count as a badge (none at 0), and a panel of the latest
 * notifications that it opens and closes. `who` is whose notifications: the signed-in shopper's
 * (`user`) or the signed-in seller's shop's (`seller`). Draws nothing while nobody is signed in as
 * `who`.
 */
export function NotificationBell({ who }: { who: Who }) {
  const { data: account } = useQuery(accountQueryOptions(who));
  if (!account) return null;
  // A new account is a new bell: nothing of the last one's stays open or cached in view.
  return <SignedInBell key={account._id} who={who} accountId={account._id} />;
}

function SignedInBell({ who, accountId }: { who: Who; accountId: string }) {
  const t = notifications.useT();
  const latest = useLatestNotifications(who, accountId);
  useUnreadStream(who, accountId);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = latest.data?.unread ?? 0;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    // A press anywhere else closes the panel, leaving the focus where that press puts it.
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapper.current?.contains(event.target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return (
    <div
      ref={wrapper}
      // The panel sits under the whole header on a phone (the header is its positioned box), under
      // the bell from the small breakpoint up.
      className="flex sm:relative"
      onBlur={(event) => {
        // Tabbing out of the panel closes it; a click on its own text (no new focus) does not.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        aria-label={t('bell.label', { count: unread })}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        className="relative rounded-md p-0.5 text-stone-700 hover:text-brand-700"
      >
        <Bell className="h-6 w-6" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-2 min-w-5 rounded-full bg-saffron-500 px-1 text-center text-[11px] leading-5 font-bold text-stone-900"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          id={panelId}
          who={who}
          accountId={accountId}
          latest={latest}
          onClose={() => close(true)}
          onLeave={() => close(false)}
        />
      )}
    </div>
  );
}
