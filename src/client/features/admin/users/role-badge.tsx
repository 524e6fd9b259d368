/** A user's role as a small label: administrators stand out. */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Role } from '@domain/schemas/user';
import '@client/i18n/namespaces/admin-people';

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation('admin-people');
  return (
    <Badge colorPalette={role === 'ADMIN' ? 'primary' : 'gray'} variant="subtle">
      {t(`users.roles.${role}`)}
    </Badge>
  );
}
