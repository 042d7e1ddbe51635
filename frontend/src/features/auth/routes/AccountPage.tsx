import { Bell, KeyRound, LogOut, MapPin, MessageSquare, Package, ShieldCheck, UserRound } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { FullPageSpinner } from '@/components/Spinner';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { ADMIN_ROLE, type User, useUser } from '@/lib/session';
import { usePageTitle } from '@/lib/page-title';

import { useSignOut } from '../api/accounts';
import { AddressesSection } from '../components/AddressesSection';
import { ChangePasswordSection } from '../components/ChangePasswordSection';
import { ProfileSection } from '../components/ProfileSection';
import { auth } from '../i18n';

const TABS = [
  { id: 'profile', label: 'account.tab.profile', Icon: UserRound },
  { id: 'addresses', label: 'account.tab.addresses', Icon: MapPin },
  { id: 'password', label: 'account.tab.password', Icon: KeyRound },
  { id: 'orders', label: 'account.tab.orders', Icon: Package },
  { id: 'messages', label: 'account.tab.messages', Icon: MessageSquare },
  { id: 'notifications', label: 'account.tab.notifications', Icon: Bell },
] as const;
type TabId = (typeof TABS)[number]['id'];

const tabId = (id: TabId) => `account-tab-${id}`;
const panelId = (id: TabId) => `account-panel-${id}`;

/** What the app fills in from other features: the Orders, Messages and Notifications tabs. */
type Slots = { orders: ReactNode; messages: ReactNode; notifications: ReactNode };

function Panel({ tab, user, orders, messages, notifications }: { tab: TabId; user: User } & Slots) {
  switch (tab) {
    case 'profile':
      return <ProfileSection user={user} />;
    case 'addresses':
      return <AddressesSection user={user} />;
    case 'password':
      return <ChangePasswordSection />;
    case 'orders':
      return orders;
    case 'messages':
      return messages;
    case 'notifications':
      return notifications;
  }
}

/**
 * /account: the shopper's profile, addresses, password, orders, messages and notification
 * settings, and signing out. The Orders tab shows `orders`, the Messages tab `messages` and the
 * Notifications tab `notifications`, which the app fills from the orders, the messages and the
 * notifications features.
 */
export function AccountPage({ orders, messages, notifications }: Slots) {
  const t = auth.useT();
  usePageTitle(t('account.title'));
  const { data: user } = useUser();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabId = TABS.find((tab) => tab.id === requested)?.id ?? 'profile';
  const logout = useSignOut('user', {
    leave: (message) => {
      toast.success(message);
      return navigate(paths.login(), { replace: true });
    },
  });

  const select = (id: TabId, focus = false) => {
    setSearchParams(id === 'profile' ? {} : { tab: id }, { replace: true });
    if (focus) document.getElementById(tabId(id))?.focus();
  };

  // Arrow keys move along the tabs (WAI-ARIA tabs pattern); across on phones, down on wide screens.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : TABS[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  const onLogout = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast.error(error instanceof ApiError ? error.message : auth.t('account.logOutFailed')),
    });

  // The guard only shows this page to a signed-in shopper; after signing out it is left at once.
  if (!user) return <FullPageSpinner />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <header className="flex items-center gap-4">
        <Avatar name={user.name} src={user.avatar} size="md" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('account.title')}</h1>
          <p className="truncate text-sm text-stone-600">
            {user.name} · {user.email}
          </p>
        </div>
      </header>

      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <div
            role="tablist"
            aria-label={t('account.sections')}
            // Two by two on phones, so that every tab is in sight; a column beside the panel above.
            className="grid grid-cols-2 gap-1 md:flex md:flex-col"
          >
            {TABS.map(({ id, label, Icon }, index) => {
              const selected = id === active;
              return (
                <button
                  key={id}
                  id={tabId(id)}
                  type="button"
                  role="tab"
                  aria-selected={selected}
                  aria-controls={panelId(id)}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => select(id)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                  className={`flex min-w-0 items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium ${
                    selected ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100'
                  }`}
                >
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {t(label)}
                </button>
              );
            })}
          </div>
          {user.role === ADMIN_ROLE && (
            <Link
              to={paths.adminDashboard()}
              className="flex items-center gap-2 self-start rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {t('account.adminConsole')}
            </Link>
          )}
          <button
            type="button"
            onClick={onLogout}
            disabled={logout.isPending}
            className="flex items-center gap-2 self-start rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60"
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {logout.isPending ? t('account.loggingOut') : t('account.logOut')}
          </button>
        </div>
        <div
          role="tabpanel"
          id={panelId(active)}
          aria-labelledby={tabId(active)}
          tabIndex={0}
          className="rounded-md border border-stone-200 bg-white p-4 sm:p-6"
        >
          <Panel tab={active} user={user} orders={orders} messages={messages} notifications={notifications} />
        </div>
      </div>
    </div>
  );
}
