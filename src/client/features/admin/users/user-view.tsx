/**
 * /dashboard/users/{id}: one account as the server has it (every user route is admin-only),
 * with its actions: change the role (the edit screen), reset the password (a new temporary
 * one, shown once), delete (refused for oneself and the last administrator, with the reason).
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import '@client/i18n/namespaces/admin';
import '@client/i18n/namespaces/admin-people';
import { BackLink } from '@client/components/common/back-link';
import { PageContainer } from '@client/components/common/page-container';
import { ScreenHeader } from '@client/components/common/screen-header';
import { useDocumentTitle } from '@client/hooks/use-document-title';
import { ConfirmDeleteDialog } from '../resource/confirm-delete-dialog';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { RecordFields, type RecordField } from '../resource/record-fields';
import { RecordLoadState } from '../resource/record-load-state';
import { useDeleteRecord } from '../resource/use-delete-record';
import { useRemote } from '../resource/use-remote';
import { PasswordReveal } from './password-reveal';
import { userResource } from './resource';
import { RoleBadge } from './role-badge';
import { useResetPassword } from './use-reset-password';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';

export function UserView({ id, currentUserId }: { id: string; currentUserId?: string }) {
  const { t: ta } = useTranslation('admin');
  const { t } = useTranslation('admin-people');
  const navigate = useNavigate();
  const date = useDateFormat(DAY_AND_TIME);
  const record = useRemote(id, (signal) => userResource.get(id, signal));
  const reset = useResetPassword(id);
  const texts = {
    body: t('users.deleteBody'),
    done: t('users.deleted'),
    failed: t('users.deleteError'),
  };
  const remover = useDeleteRecord({
    remove: userResource.delete,
    texts,
    onDeleted: () => void navigate({ to: '/dashboard/users' }),
  });
  const user = record.data?.id === id ? record.data : undefined;
  const name = user ? user.displayName || user.email : t('users.title');
  useDocumentTitle(name);
  const back = <BackLink to="/dashboard/users" label={ta('common.backToList')} />;

  if (!user)
    return (
      <PageContainer>
        <Stack gap="6">
          {back}
          <RecordLoadState
            record={record}
            texts={{
              loading: ta('list.loading'),
              notFound: t('users.notFound'),
              fetchError: t('users.fetchError'),
              retry: ta('common.retry'),
            }}
          />
        </Stack>
      </PageContainer>
    );

  const ltr = (text: string) => (
    <Text as="span" dir="ltr">
      {text}
    </Text>
  );
  const fields: RecordField[] = [
    { label: t('users.fields.email'), value: ltr(user.email) },
    { label: t('users.fields.username'), value: ltr(user.username) },
    { label: t('users.fields.role'), value: <RoleBadge role={user.role} /> },
    { label: t('users.fields.firstName'), value: user.firstName },
    { label: t('users.fields.lastName'), value: user.lastName },
    { label: t('users.columns.provider'), value: t(`users.providers.${user.provider}`) },
    { label: t('users.columns.createdAt'), value: date.format(new Date(user.createdAt)) },
  ];
  const isSelf = user.id === currentUserId;
  return (
    <PageContainer>
      <Stack gap="6">
        {back}
        <HStack justify="space-between" align="start" gap="4" flexWrap="wrap">
          <ScreenHeader
            title={name}
            lead={isSelf ? `${t('users.title')} (${t('users.you')})` : t('users.title')}
          />
          <HStack gap="2" flexWrap="wrap">
            <Button asChild variant="outline">
              <RouterLink to="/dashboard/users/$id/edit" params={{ id }}>
                {t('users.edit.title')}
              </RouterLink>
            </Button>
            {user.provider === 'local' && (
              <Button variant="outline" onClick={reset.ask}>
                {t('users.reset.button')}
              </Button>
            )}
            <Button
              colorPalette="error"
              variant="outline"
              onClick={() => remover.ask({ id: user.id, name })}
            >
              {ta('common.delete')}
            </Button>
          </HStack>
        </HStack>
        <RecordFields fields={fields} />
      </Stack>
      <ConfirmDeleteDialog controller={remover} body={texts.body} />
      <ConfirmDialog
        open={reset.asking}
        title={t('users.reset.title', { name })}
        body={t('users.reset.body')}
        confirmLabel={t('users.reset.confirm')}
        pendingLabel={t('users.reset.pending')}
        pending={reset.pending}
        tone="primary"
        onConfirm={reset.confirm}
        onCancel={reset.cancel}
      />
      <PasswordReveal
        password={reset.shown}
        title={t('users.reset.doneTitle')}
        body={t('users.reset.doneBody')}
        onClose={reset.forget}
      />
    </PageContainer>
  );
}
