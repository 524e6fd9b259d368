/**
 * The new-user screen on the dashboard's form kit: e-mail, first and last name, role, and a
 * password either generated (shown once after the creation, with a copy button) or chosen.
 * Messages under their fields; Ctrl/Cmd+S creates; leaving with typed values asks first; the
 * draft (without the password) stays on this device until the account exists.
 */
import { Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@domain/accounts';
import type { User } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-people';
import { AdminForm } from '../form/admin-form';
import { SelectField } from '../form/fields/select-field';
import { TextField } from '../form/fields/text-field';
import { useResourceForm } from '../form/use-resource-form';
import { newUserSpec, type CreatedUser } from './new-user-spec';
import { PasswordReveal } from './password-reveal';

export function UserNewForm({ onDone }: { onDone: (user: User) => void }) {
  const { t } = useTranslation('admin-people');
  const [reveal, setReveal] = useState<{ user: User; password: string }>();
  const drawn = useRef<string>(undefined);
  const spec = useMemo(
    () =>
      newUserSpec(
        (key) => t(key === 'created' ? 'users.new.created' : 'users.new.createError'),
        (password) => (drawn.current = password),
      ),
    [t],
  );
  const form = useResourceForm(spec, {
    onSaved: ({ version: _standIn, ...user }: CreatedUser) =>
      drawn.current ? setReveal({ user, password: drawn.current }) : onDone(user),
  });
  const labels = {
    email: t('users.fields.email'),
    firstName: t('users.fields.firstName'),
    lastName: t('users.fields.lastName'),
    role: t('users.fields.role'),
    passwordMode: t('users.new.passwordMode'),
    password: t('users.fields.password'),
  };

  return (
    <>
      <AdminForm
        form={form}
        title={t('users.new.title')}
        lead={t('users.new.lead')}
        labels={labels}
        cancelTo={{ to: '/dashboard/users' }}
        submitLabel={t('users.new.submit')}
      >
        <TextField form={form} name="email" label={labels.email} type="email" dir="ltr" required />
        <TextField form={form} name="firstName" label={labels.firstName} required />
        <TextField form={form} name="lastName" label={labels.lastName} required />
        <SelectField
          form={form}
          name="role"
          label={labels.role}
          options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          required
        />
        <SelectField
          form={form}
          name="passwordMode"
          label={labels.passwordMode}
          options={(['generate', 'choose'] as const).map((mode) => ({
            value: mode,
            label: t(`users.new.${mode}`),
          }))}
          required
        />
        {form.values.passwordMode === 'choose' ? (
          <TextField
            form={form}
            name="password"
            label={labels.password}
            help={t('users.new.passwordHint')}
            type="password"
            autoComplete="new-password"
            dir="ltr"
            required
          />
        ) : (
          <Text color="fg.muted">{t('users.new.generatedHint')}</Text>
        )}
        <Text color="fg.muted" textStyle="sm">
          {t('users.new.draftNote')}
        </Text>
      </AdminForm>
      <PasswordReveal
        password={reveal?.password}
        title={t('users.created.title')}
        body={t('users.created.body', { email: reveal?.user.email ?? '' })}
        onClose={() => reveal && onDone(reveal.user)}
      />
    </>
  );
}
