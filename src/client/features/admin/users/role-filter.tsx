/** The users list's role filter: all roles, administrators or users (kept in the URL). */
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@domain/accounts';
import '@client/i18n/namespaces/admin-people';
import { FilterSelect } from '../resource/filter-select';

export function RoleFilter({
  value,
  onChange,
}: {
  value: Role | undefined;
  onChange: (role: Role | undefined) => void;
}) {
  const { t } = useTranslation('admin-people');
  return (
    <FilterSelect
      label={t('users.roleFilter.label')}
      name="role"
      value={value ?? ''}
      onChange={(v) => onChange((v || undefined) as Role | undefined)}
    >
      <option value="">{t('users.roleFilter.all')}</option>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`users.roles.${role}`)}
        </option>
      ))}
    </FilterSelect>
  );
}
