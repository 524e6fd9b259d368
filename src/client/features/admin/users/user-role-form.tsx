/**
 * /dashboard/users/{id}/edit: a user's role, on the dashboard's form kit. The reasons a change
 * does not happen are said in plain words: the last administrator's refusal under the field,
 * a change made meanwhile by someone else as the kit's conflict view (both choices), offline
 * as any form; removing one's own administrator role is confirmed first.
 */
import { Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@domain/accounts';
import type { User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-people';
import { Notice } from '@client/components/common/notice';
import { AdminForm } from '../form/admin-form';
import { SelectField } from '../form/fields/select-field';
import { useResourceForm } from '../form/use-resource-form';
import { ConfirmDialog } from '../resource/confirm-dialog';
import { userRoleSpec, withRoleVersion } from './user-role-spec';

interface Props {
  user: User;
  isSelf: boolean;
  onSaved: (saved: User) => void;
}

export function UserRoleForm({ user, isSelf, onSaved }: Props) {
  const { t } = useTranslation('admin-people');
  const spec = useMemo(
    () =>
      userRoleSpec((key) =>
        t(
          key === 'updated'
            ? 'users.edit.saved'
            : key === 'fetchError'
              ? 'users.fetchError'
              : 'users.edit.saveError',
        ),
      ),
    [t],
  );
  const record = useMemo(() => withRoleVersion(user), [user]);
  const form = useResourceForm(spec, {
    record,
    onSaved: ({ version: _standIn, ...saved }) => onSaved(saved),
  });
  const [unchanged, setUnchanged] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const role = t('users.fields.role');

  // Save, unless nothing would change (said, not sent) or the administrator is removing
  // their own role (asked first: they lose the dashboard at once).
  const save = async () => {
    setUnchanged(!form.isDirty);
    if (!form.isDirty) return;
    if (isSelf && form.values.role !== 'ADMIN') return setConfirming(true);
    await form.save();
  };

  return (
    <>
      <AdminForm
        form={{ ...form, save }}
        title={t('users.edit.title')}
        lead={t('users.edit.lead')}
        labels={{ role }}
        display={(_name, value) =>
          (ROLES as readonly unknown[]).includes(value) ? t(`users.roles.${value as Role}`) : value
        }
        cancelTo={{ to: '/dashboard/users/$id', params: { id: user.id } }}
        submitLabel={t('users.edit.save')}
      >
        <Text fontWeight="semibold" dir="auto">
          {user.displayName}{' '}
          <Text as="span" dir="ltr" color="fg.muted" fontWeight="normal">
            {user.email}
          </Text>
        </Text>
        {unchanged && !form.isDirty && (
          <Notice tone="info">
            <Text role="status">{t('users.edit.unchanged')}</Text>
          </Notice>
        )}
        <SelectField
          form={form}
          name="role"
          label={role}
          options={ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
          required
        />
      </AdminForm>
      <ConfirmDialog
        open={confirming}
        title={t('users.edit.selfTitle')}
        body={t('users.edit.selfBody')}
        confirmLabel={t('users.edit.selfConfirm')}
        onConfirm={() => {
          setConfirming(false);
          void form.save();
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
