/**
 * Alive or deceased (SPEC.md section 3: the values are `active` and `deceased`); no badge for
 * an anonymous tradition (domain/poet-display.ts).
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { showsPoetStatus } from '@domain/poet-display';
import type { Poet } from '@domain/schemas';

export function PoetStatusBadge({
  poet,
}: {
  poet: Pick<Poet, 'status' | 'birthYear' | 'deathYear'>;
}) {
  const { t } = useTranslation('poets');
  if (!showsPoetStatus(poet)) return null;
  return (
    <Badge
      variant="subtle"
      colorPalette={poet.status === 'active' ? 'success' : 'gray'}
      w="fit-content"
    >
      {t(`status.${poet.status}`)}
    </Badge>
  );
}
