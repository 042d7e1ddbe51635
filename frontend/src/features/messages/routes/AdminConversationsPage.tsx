import { Flag, ShieldBan, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import type { ConversationDto } from '@/api';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage, LoadError } from '@/components/ListPage';
import { Pagination } from '@/components/Pagination';
import { ApiError } from '@/lib/api';
import { formatWhen } from '@/lib/dates';
import { shortOrderId } from '@/lib/ids';
import { useUser } from '@/lib/session';

import { type Party, REPORTED_PAGE_SIZE, useBlockParty, useReportedConversations } from '../api/moderate';
import { ConversationView } from '../components/ConversationView';
import { CONVERSATION_PARAM, withConversation } from '../components/MessagesCenter';
import { messages } from '../i18n';

/** The parties of a conversation, in the order their buttons show. */
const PARTIES: readonly Party[] = ['shopper', 'shop'];

/** The page asked for in the address (`?page=2`); anything else is the first. */
function pageOf(params: URLSearchParams): number {
  const asked = Number(params.get('page'));
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

/**
 * /admin-conversations: conversations a shopper or a shop reported, latest report first, each with
 * who reported it, why and when, and whether a party is blocked. One opens beside the list (on a
 * phone, instead of it) to read in full; from there the Admin blocks or unblocks its shopper or
 * its shop from messaging, after confirming.
 */
export function AdminConversationsPage() {
  const t = messages.useT();
  const { data: user } = useUser();
  const adminId = user?._id ?? '';
  const [params] = useSearchParams();
  const page = pageOf(params);
  const selected = params.get(CONVERSATION_PARAM);
  const list = useReportedConversations(adminId, page);
  // A conversation opened from the list takes the focus (on a phone the list goes away).
  const [opened, setOpened] = useState(false);
  const pageLink = (next: number) => {
    const query = new URLSearchParams(params);
    query.delete(CONVERSATION_PARAM);
    if (next > 1) query.set('page', String(next));
    else query.delete('page');
    const search = query.toString();
    return { search: search ? `?${search}` : '' };
  };

  return (
    <ListPage
      title={t('admin.title')}
      owner={t('admin.owner')}
      count={list.data?.total}
      noun={(count) => t('admin.count', { count })}
      filters={<p className="max-w-3xl text-sm text-stone-600">{t('admin.intro')}</p>}
    >
      {list.data === undefined ? (
        list.isError ? (
          <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
        ) : (
          <p role="status" className="py-8 text-center text-sm text-stone-600">
            {t('admin.loading')}
          </p>
        )
      ) : list.data.total === 0 && list.data.items.length === 0 ? (
        <EmptyState
          icon={<Flag className="h-12 w-12 text-brand-600" aria-hidden="true" />}
          title={t('admin.empty')}
        >
          <p>{t('admin.emptyText')}</p>
        </EmptyState>
      ) : (
        <div className="space-y-4">
          <div className="grid h-[calc(100dvh-12rem)] max-h-[44rem] min-h-[26rem] lg:h-[calc(100dvh-10rem)] grid-cols-[minmax(0,1fr)] overflow-hidden rounded-md border border-stone-200 bg-white lg:grid-cols-[22rem_minmax(0,1fr)]">
            <div
              className={`${selected ? 'hidden lg:block' : 'block'} min-h-0 overflow-y-auto lg:border-r lg:border-stone-200`}
            >
              <h2 className="sr-only">{t('admin.listHeading')}</h2>
              <ul
                aria-busy={list.isPlaceholderData}
                className={`divide-y divide-stone-100 ${list.isPlaceholderData ? 'opacity-60' : ''}`}
              >
                {list.data.items.map((conversation) => (
                  <li key={conversation._id}>
                    <ReportedItem
                      conversation={conversation}
                      selected={conversation._id === selected}
                      to={{ search: withConversation(params, conversation._id) }}
                      onOpen={() => setOpened(true)}
                    />
                  </li>
                ))}
              </ul>
            </div>
            <div className={`${selected ? 'flex' : 'hidden lg:flex'} min-h-0 flex-col`}>
              {selected ? (
                <ConversationView
                  key={selected}
                  reader="admin"
                  accountId={adminId}
                  conversationId={selected}
                  backTo={{ search: withConversation(params, null) }}
                  focusOnOpen={opened}
                  toolbar={(conversation) => <Moderation adminId={adminId} conversation={conversation} />}
                />
              ) : (
                <p className="flex flex-1 items-center justify-center bg-stone-50 p-8 text-center text-sm text-stone-600">
                  {t('admin.choose')}
                </p>
              )}
            </div>
          </div>
          <Pagination
            page={page}
            limit={REPORTED_PAGE_SIZE}
            total={list.data.total}
            shown={list.data.items.length}
            to={pageLink}
          />
        </div>
      )}
    </ListPage>
  );
}

/** Who reported, in words: the shopper or the shop, by name. */
function useReporter() {
  const t = messages.useT();
  return (conversation: ConversationDto) =>
    conversation.reported?.by === 'shop'
      ? t('admin.byShop', { name: conversation.shop.name })
      : t('admin.byShopper', { name: conversation.user.name });
}

function BlockedBadges({ conversation }: { conversation: ConversationDto }) {
  const t = messages.useT();
  if (!conversation.blocked?.user && !conversation.blocked?.shop) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {conversation.blocked.user && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {t('admin.shopperBlocked')}
        </span>
      )}
      {conversation.blocked.shop && (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {t('admin.shopBlocked')}
        </span>
      )}
    </span>
  );
}

function ReportedItem({
  conversation,
  selected,
  to,
  onOpen,
}: {
  conversation: ConversationDto;
  selected: boolean;
  to: { search: string };
  onOpen: () => void;
}) {
  const t = messages.useT();
  const reporter = useReporter();
  const { reported, product, order } = conversation;
  return (
    <Link
      to={to}
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`block space-y-1 px-4 py-3 text-sm hover:bg-stone-50 focus-visible:bg-stone-50 ${
        selected ? 'bg-brand-50 ring-2 ring-brand-200 ring-inset hover:bg-brand-50' : ''
      }`}
    >
      <span className="block font-semibold break-words text-stone-900">
        {t('admin.parties', { shopper: conversation.user.name, shop: conversation.shop.name })}
      </span>
      {(product || order) && (
        <span className="block truncate text-xs text-stone-500">
          {product ? product.name : t('about.orderShort', { id: shortOrderId(order!._id) })}
        </span>
      )}
      {reported && (
        <>
          <span className="line-clamp-2 block break-words text-stone-800 italic">
            {t('admin.reason', { reason: reported.reason })}
          </span>
          <span className="block text-xs text-stone-500">
            {reporter(conversation)} · <time dateTime={reported.at}>{formatWhen(reported.at)}</time>
          </span>
        </>
      )}
      <BlockedBadges conversation={conversation} />
    </Link>
  );
}

/** The report in full, and blocking or unblocking either party, each after a confirmation. */
function Moderation({ adminId, conversation }: { adminId: string; conversation: ConversationDto }) {
  const t = messages.useT();
  const reporter = useReporter();
  const block = useBlockParty(adminId);
  const [asking, setAsking] = useState<Party | null>(null);
  const blocked = { shopper: conversation.blocked?.user ?? false, shop: conversation.blocked?.shop ?? false };
  const names = { shopper: conversation.user.name, shop: conversation.shop.name };

  const confirm = () => {
    if (!asking) return;
    const party = asking;
    const next = !blocked[party];
    setAsking(null);
    block.mutate(
      { id: conversation._id, party, blocked: next },
      {
        onSuccess: () =>
          toast.success(
            next
              ? t('admin.blockDone', { name: names[party] })
              : t('admin.unblockDone', { name: names[party] }),
          ),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : t('admin.blockFailed')),
      },
    );
  };

  return (
    <div className="space-y-2 border-b border-stone-200 bg-white px-4 py-3 text-sm">
      {conversation.reported && (
        <div className="rounded-md bg-amber-50 px-3 py-2 text-amber-950">
          <p className="font-medium">
            {reporter(conversation)} ·{' '}
            <time dateTime={conversation.reported.at}>{formatWhen(conversation.reported.at)}</time>
          </p>
          <p className="mt-0.5 break-words whitespace-pre-line italic">
            {t('admin.reason', { reason: conversation.reported.reason })}
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {PARTIES.map((party) => (
          <BlockButton
            key={party}
            party={party}
            blocked={blocked[party]}
            pending={block.isPending && block.variables?.party === party}
            disabled={block.isPending}
            onClick={() => setAsking(party)}
          />
        ))}
        <BlockedBadges conversation={conversation} />
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === null
            ? ''
            : blocked[asking]
              ? t('admin.unblockTitle', { name: names[asking] })
              : t('admin.blockTitle', { name: names[asking] })
        }
        confirmLabel={asking !== null && blocked[asking] ? t('admin.unblock') : t('admin.block')}
        cancelLabel={t('admin.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking !== null && <p>{blocked[asking] ? t('admin.unblockText') : t('admin.blockText')}</p>}
      </ConfirmDialog>
    </div>
  );
}

function BlockButton({
  party,
  blocked,
  pending,
  disabled,
  onClick,
}: {
  party: Party;
  blocked: boolean;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const t = messages.useT();
  const label =
    party === 'shopper'
      ? blocked
        ? t('admin.unblockShopper')
        : t('admin.blockShopper')
      : blocked
        ? t('admin.unblockShop')
        : t('admin.blockShop');
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={pending}
      className={`inline-flex min-h-9 items-center justify-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 ${
        blocked
          ? 'border-stone-300 bg-white text-stone-800 hover:border-brand-500 hover:text-brand-800'
          : 'border-red-200 bg-white text-red-800 hover:border-red-400 hover:bg-red-50'
      }`}
    >
      {blocked ? (
        <ShieldCheck className="h-4 w-4" aria-hidden="true" />
      ) : (
        <ShieldBan className="h-4 w-4" aria-hidden="true" />
      )}
      {label}
    </button>
  );
}
