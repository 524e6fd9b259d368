/** The edit route's frame: the user read from the API, then the role form (or why not). */
import { useTranslation } from 'react-i18next';
import type { User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin';
import '@client/i18n/namespaces/admin-people';
import { PageContainer } from '@client/components/common/page-container';
import { RecordLoadState } from '../resource/record-load-state';
import { useRemote } from '../resource/use-remote';
import { userResource } from './resource';
import { UserRoleForm } from './user-role-form';

interface Props {
  id: string;
  currentUserId: string | undefined;
  onSaved: (saved: User, wasSelf: boolean) => void;
}

export function UserRoleScreen({ id, currentUserId, onSaved }: Props) {
  const { t: ta } = useTranslation('admin');
  const { t } = useTranslation('admin-people');
  const record = useRemote(id, (signal) => userResource.get(id, signal));
  const user = record.data?.id === id && !record.loading ? record.data : undefined;
  const isSelf = id === currentUserId;
  return (
    <PageContainer>
      {user ? (
        <UserRoleForm user={user} isSelf={isSelf} onSaved={(saved) => onSaved(saved, isSelf)} />
      ) : (
        <RecordLoadState
          record={record}
          texts={{
            loading: ta('list.loading'),
            notFound: t('users.notFound'),
            fetchError: t('users.fetchError'),
            retry: ta('common.retry'),
          }}
        />
      )}
    </PageContainer>
  );
}
