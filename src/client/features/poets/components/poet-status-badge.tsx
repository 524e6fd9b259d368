/** Alive or deceased (SPEC.md section 3: the values are `active` and `deceased`). */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Poet } from '@domain/schemas';

export function PoetStatusBadge({ status }: { status: Poet['status'] }) {
  const { t } = useTranslation('poets');
  return (
    <Badge variant="subtle" colorPalette={status === 'active' ? 'success' : 'gray'} w="fit-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
