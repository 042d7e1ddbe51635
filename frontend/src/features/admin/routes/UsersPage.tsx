import type { User, UserStatusChoice } from '@/api';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';

import { Avatar } from '@/components/Avatar';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState, ListPage } from '@/components/ListPage';
import { ADMIN_ROLE } from '@/lib/session';
import { localDay } from '@/lib/dates';
import { type Column, DataTable, PagedList, SearchBox, sortParam, useListParams } from '@/components/table';

import { useUsers } from '../api/get-users';
import { failureMessage } from '../api/failure';
import { useUpdateUserStatus } from '../api/update-user-status';
import {
  Badge,
  None,
  UserStatusBadge,
  linkClass,
  rowButtonClass,
  rowDangerButtonClass,
} from '../components/ui';
import { usePendingIds } from '../components/use-pending-ids';
import { admin } from '../i18n';

const isAdmin = (user: User) => user.role === ADMIN_ROLE;

/** docs/admin.md "Sorting": the user list's columns. */
const SORTS = ['name', 'email', 'role', 'status', 'createdAt'];

/** /admin-all-users: every account, searchable by the server, to suspend or reactivate. */
export function UsersPage() {
  const t = admin.useT();
  const { page, limit, search, sort, searchFor, setSearch, setSort } = useListParams({ sorts: SORTS });
  const users = useUsers({ page, limit, search, sort: sortParam(sort) });
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
            ? admin.t('users.suspended', { name: updated.name })
            : admin.t('users.reactivated', { name: updated.name }),
        ),
      (error: unknown) =>
        toast.error(
          failureMessage(
            error,
            status === 'suspended'
              ? admin.t('users.suspendFailed', { name: user.name })
              : admin.t('users.reactivateFailed', { name: user.name }),
          ),
        ),
    );
  };

  const columns: Column<User>[] = [
    {
      id: 'name',
      header: t('users.column.name'),
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
      header: t('users.column.email'),
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
      header: t('users.column.role'),
      cell: (user) =>
        isAdmin(user) ? (
          <Badge tone="brand">{t('users.role.admin')}</Badge>
        ) : (
          <span>{t('users.role.shopper')}</span>
        ),
      sort: { key: 'role', kind: 'text' },
    },
    {
      id: 'status',
      header: t('common.status'),
      cell: (user) => <UserStatusBadge status={user.status} />,
      sort: { key: 'status', kind: 'text' },
    },
    {
      id: 'joined',
      header: t('common.joined'),
      cell: (user) => (
        <time dateTime={user.createdAt} className="whitespace-nowrap">
          {localDay(user.createdAt)}
        </time>
      ),
      sort: { key: 'createdAt', kind: 'date' },
    },
    {
      id: 'actions',
      header: t('common.actions'),
      hideHeader: true,
      noMobileLabel: true,
      wide: true,
      cell: (user) => {
        // The server refuses to suspend an Admin (409 cannot_suspend_admin), so nothing is offered.
        if (isAdmin(user))
          return (
            <p className="text-right text-xs">
              <None>{t('users.adminsStay')}</None>
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
              aria-label={
                suspended
                  ? t('users.reactivateLabel', { name: user.name })
                  : t('users.suspendLabel', { name: user.name })
              }
              className={suspended ? rowButtonClass : rowDangerButtonClass}
            >
              {suspended ? t('users.reactivate') : t('users.suspend')}
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <ListPage
      title={t('users.title')}
      owner={t('users.owner')}
      count={users.data?.total}
      noun={(count) => t('users.count', { count })}
      filters={
        <div className="lg:max-w-md">
          <SearchBox
            label={t('users.search')}
            hint={t('users.searchHint')}
            placeholder={t('users.searchPlaceholder')}
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
        loadingLabel={t('users.loading')}
        empty={
          <EmptyState
            icon={<Users className="h-12 w-12 text-brand-600" aria-hidden="true" />}
            title={search ? t('users.noMatch') : t('users.none')}
          >
            <p>{search ? t('users.noMatchText', { search }) : t('users.noneText')}</p>
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('users.title')}
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
        title={asking ? t('users.suspendTitle', { name: asking.user.name }) : ''}
        confirmLabel={t('users.suspendConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t('users.suspendBody')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={asking?.status === 'active'}
        title={asking ? t('users.reactivateTitle', { name: asking.user.name }) : ''}
        confirmLabel={t('users.reactivateConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        <p>{t('users.reactivateBody')}</p>
      </ConfirmDialog>
    </ListPage>
  );
}
