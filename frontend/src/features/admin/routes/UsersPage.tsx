import type { User, UserStatusChoice } from '@/api';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { formatDay } from '@/lib/dates';
import { ADMIN_ROLE } from '@/lib/session';

import { useUsers } from '../api/get-users';
import { PAGE_SIZE } from '../api/list-query';
import { failureMessage } from '../api/failure';
import { useUpdateUserStatus } from '../api/update-user-status';
import { type Column, DataTable } from '../components/DataTable';
import { useListParams } from '../components/list-params';
import { PagedList } from '../components/PagedList';
import { SearchBox } from '../components/SearchBox';
import { sortParam } from '../components/sort';
import {
  Badge,
  None,
  UserStatusBadge,
  linkClass,
  rowButtonClass,
  rowDangerButtonClass,
} from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';

const isAdmin = (user: User) => user.role === ADMIN_ROLE;

/** docs/admin.md "Sorting": the user list's columns. */
const SORTS = ['name', 'email', 'role', 'status', 'createdAt'];

/** /admin-all-users: every account, searchable by the server, to suspend or reactivate. */
export function UsersPage() {
  const { page, search, sort, searchFor, setSearch, setSort } = useListParams({ sorts: SORTS });
  const users = useUsers({ page, limit: PAGE_SIZE, search, sort: sortParam(sort) });
  const update = useUpdateUserStatus();
  const pending = usePendingIds();
  const [asking, setAsking] = useState<{ user: User; status: UserStatusChoice } | null>(null);

  const confirm = () => {
    if (!asking) return;
    const { user, status } = asking;
    setAsking(null);
    void pending.track(user._id, update.mutateAsync({ id: user._id, status })).then(
      (updated) =>
        toast.success(
          updated.status === 'suspended'
            ? `${updated.name} is suspended and signed out everywhere.`
            : `${updated.name} can sign in again.`,
        ),
      (error: unknown) =>
        toast.error(
          failureMessage(
            error,
            `${user.name} could not be ${status === 'suspended' ? 'suspended' : 'reactivated'}. Please try again.`,
          ),
        ),
    );
  };

  const columns: Column<User>[] = [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (user) => (
        <span className="flex items-center gap-3">
          <Avatar name={user.name} src={user.avatar} size="sm" />
          <span className="min-w-0 font-medium break-words text-stone-900">{user.name}</span>
        </span>
      ),
      sort: { key: 'name', kind: 'text' },
      className: 'lg:min-w-44',
    },
    {
      id: 'email',
      header: 'Email',
      wide: true,
      cell: (user) => (
        <a href={`mailto:${user.email}`} className={`${linkClass} wrap-anywhere lg:wrap-break-word`}>
          {user.email}
        </a>
      ),
      sort: { key: 'email', kind: 'text' },
    },
    {
      id: 'role',
      header: 'Role',
      cell: (user) => (isAdmin(user) ? <Badge tone="brand">Admin</Badge> : <span>Shopper</span>),
      sort: { key: 'role', kind: 'text' },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => <UserStatusBadge status={user.status} />,
      sort: { key: 'status', kind: 'text' },
    },
    {
      id: 'joined',
      header: 'Joined',
      cell: (user) => (
        <time dateTime={user.createdAt} className="whitespace-nowrap">
          {formatDay(user.createdAt, 'local')}
        </time>
      ),
      sort: { key: 'createdAt', kind: 'date' },
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (user) => {
        // The server refuses to suspend an Admin (409 cannot_suspend_admin), so nothing is offered.
        if (isAdmin(user))
          return (
            <p className="text-right text-xs">
              <None>Admins cannot be suspended</None>
            </p>
          );
        const busy = pending.isPending(user._id);
        const suspended = user.status === 'suspended';
        return (
          <div className="flex justify-end">
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => setAsking({ user, status: suspended ? 'active' : 'suspended' })}
              aria-label={`${suspended ? 'Reactivate' : 'Suspend'} ${user.name}`}
              className={suspended ? rowButtonClass : rowDangerButtonClass}
            >
              {suspended ? 'Reactivate' : 'Suspend'}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <ListPage
      title="All users"
      owner="Every account on Haat"
      count={users.data?.total}
      noun={{ one: 'user', many: 'users' }}
      filters={
        <div className="lg:max-w-md">
          <SearchBox
            label="Search users"
            hint="By name or email, across every page."
            placeholder="Name or email"
            value={search}
            onSearch={setSearch}
          />
        </div>
      }
    >
      <PagedList
        list={users}
        page={page}
        searchFor={searchFor}
        loadingLabel="Loading users"
        empty={
          <EmptyState
            icon={<Users className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={search ? 'No user matches' : 'No users yet'}
          >
            <p>
              {search
                ? `Nobody’s name or email matches “${search}”.`
                : 'Accounts appear here once people sign up.'}
            </p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption="All users"
            rows={rows}
            columns={columns}
            rowKey={(user) => user._id}
            sort={sort}
            onSortChange={setSort}
          />
        )}
      </PagedList>
      <ConfirmDialog
        open={asking?.status === 'suspended'}
        title={asking ? `Suspend ${asking.user.name}?` : ''}
        confirmLabel="Suspend user"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>
          They are signed out everywhere at once and cannot sign in until you reactivate them. Their orders
          are kept.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.status === 'active'}
        title={asking ? `Reactivate ${asking.user.name}?` : ''}
        confirmLabel="Reactivate user"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>They can sign in and shop again at once.</p>
      </ConfirmDialog>
    </ListPage>
  );
}
