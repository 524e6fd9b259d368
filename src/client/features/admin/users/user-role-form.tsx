/**
 * /dashboard/users/{id}/edit: a user's role. The reasons a change does not happen (the last
 * administrator, a change made meanwhile by someone else, offline) are said in plain words
 * next to the field; removing one's own administrator role is confirmed first.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-form';
import '@client/i18n/namespaces/admin-people';
import { Notice } from '@client/components/common/notice';
import { ScreenHeader } from '@client/components/common/screen-header';
import { LeaveGuard } from '../form/leave-guard';
import { useSaveShortcut } from '../form/use-save-shortcut';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { RoleField } from './role-field';
import { useRoleChange, type RoleNotice } from './use-role-change';

interface Props {
  user: User;
  isSelf: boolean;
  onSaved: (saved: User) => void;
}

export function UserRoleForm({ user, isSelf, onSaved }: Props) {
  const { t } = useTranslation('admin-people');
  const { t: tf } = useTranslation('admin-form');
  const saved = useRef(false);
  const change = useRoleChange(user, isSelf, (next) => {
    saved.current = true;
    onSaved(next);
  });
  useSaveShortcut(change.save);
  const explain = (notice: RoleNotice): string => {
    switch (notice.kind) {
      case 'unchanged':
        return t('users.edit.unchanged');
      case 'offline':
        return t('users.errors.offline');
      case 'changedMeanwhile':
        return t('users.edit.changedMeanwhile', { role: t(`users.roles.${notice.role}`) });
      case 'refused':
        return notice.message;
    }
  };
  const refused = change.notice?.kind === 'refused' ? change.notice.message : undefined;

  return (
    <Stack gap="6" maxW="3xl">
      <ScreenHeader title={t('users.edit.title')} lead={t('users.edit.lead')}>
        <Text fontWeight="semibold" dir="auto">
          {user.displayName}{' '}
          <Text as="span" dir="ltr" color="fg.muted" fontWeight="normal">
            {user.email}
          </Text>
        </Text>
      </ScreenHeader>
      {change.notice && change.notice.kind !== 'refused' && (
        <Notice tone={change.notice.kind === 'unchanged' ? 'info' : 'error'}>
          <Text role={change.notice.kind === 'unchanged' ? 'status' : undefined}>
            {explain(change.notice)}
          </Text>
        </Notice>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          change.save();
        }}
      >
        <Stack gap="5">
          <RoleField value={change.role} onChange={change.setRole} error={refused} />
          <HStack gap="3" flexWrap="wrap">
            <Button type="submit" colorPalette="primary" loading={change.saving}>
              {t('users.edit.save')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/dashboard/users/$id" params={{ id: user.id }}>
                {tf('actions.cancel')}
              </Link>
            </Button>
          </HStack>
          <Text color="fg.muted" textStyle="sm">
            {tf('actions.shortcut')}
          </Text>
        </Stack>
      </form>
      <ConfirmDialog
        open={change.confirming}
        title={t('users.edit.selfTitle')}
        body={t('users.edit.selfBody')}
        confirmLabel={t('users.edit.selfConfirm')}
        onConfirm={change.confirm}
        onCancel={change.cancel}
      />
      <LeaveGuard
        shouldAsk={() => !saved.current && change.isDirty}
        onLeave={() => undefined}
        onDiscard={() => undefined}
      />
    </Stack>
  );
}
