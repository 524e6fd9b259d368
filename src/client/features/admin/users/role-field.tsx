/** A user's role as a form field: Administrator or User, with its message under it. */
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@domain/accounts';
import '@client/i18n/namespaces/admin-people';
import { NativeSelect } from '@client/components/ui/native-select';
import { FieldShell } from '../form/fields/field-shell';

interface Props {
  value: Role;
  onChange: (role: Role) => void;
  error: string | undefined;
}

export function RoleField({ value, onChange, error }: Props) {
  const { t } = useTranslation('admin-people');
  return (
    <FieldShell label={t('users.fields.role')} error={error} required>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="role"
          value={value}
          onChange={(e) => onChange(e.target.value as Role)}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
