/**
 * The dashboard's users: name, e-mail, role, how they sign in, when they joined; searched
 * by name or e-mail, filtered by role (both in the URL). The signed-in administrator's own
 * row says "you". A refused delete (the last administrator, oneself) says why.
 */
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-people';
import { ResourceList } from '../resource/resource-list';
import type { ListColumn } from '../resource/list-table';
import type { UserListSearch } from './list-search';
import { userResource } from './resource';
import { RoleBadge } from './role-badge';
import { RoleFilter } from './role-filter';
import { DAY, useDateFormat } from '../resource/use-date-format';

interface Props {
  search: UserListSearch;
  onSearchChange: (next: UserListSearch, options?: { replace?: boolean }) => void;
  /** The signed-in administrator, marked in the list. */
  currentUserId: string | undefined;
}

export function UsersList({ search, onSearchChange, currentUserId }: Props) {
  const { t } = useTranslation('admin-people');
  const date = useDateFormat(DAY);
  const columns: ListColumn<User>[] = [
    {
      key: 'name',
      label: t('users.columns.name'),
      render: (u) => (
        <>
          {u.displayName}
          {u.id === currentUserId && (
            <Text as="span" color="fg.muted" ms="1">
              ({t('users.you')})
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'email',
      label: t('users.columns.email'),
      sortField: 'email',
      render: (u) => (
        <Text as="span" dir="ltr">
          {u.email}
        </Text>
      ),
    },
    { key: 'role', label: t('users.columns.role'), render: (u) => <RoleBadge role={u.role} /> },
    {
      key: 'provider',
      label: t('users.columns.provider'),
      wide: true,
      render: (u) => t(`users.providers.${u.provider}`),
    },
    {
      key: 'createdAt',
      label: t('users.columns.createdAt'),
      sortField: 'createdAt',
      wide: true,
      render: (u) => date.format(new Date(u.createdAt)),
    },
  ];
  return (
    <ResourceList<User>
      search={search}
      onSearchChange={onSearchChange}
      texts={{
        title: t('users.title'),
        lead: t('users.lead'),
        searchHint: t('users.searchHint'),
        empty: t('users.empty'),
        loadError: t('users.loadError'),
        body: t('users.deleteBody'),
        done: t('users.deleted'),
        failed: t('users.deleteError'),
      }}
      load={userResource.list}
      note={
        <RoleFilter
          value={search.role}
          onChange={(role) => onSearchChange({ ...search, role, page: undefined })}
        />
      }
      columns={columns}
      rowName={(u) => u.displayName || u.email}
      remove={userResource.delete}
      newPath="/dashboard/users/new"
      viewRoute="/dashboard/users/$id"
      editRoute="/dashboard/users/$id/edit"
    />
  );
}
