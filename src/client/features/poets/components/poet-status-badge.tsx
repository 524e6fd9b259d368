/**
 * Alive or deceased (SPEC.md section 3: the values are `active` and `deceased`). An anonymous
 * tradition (a collective "poet" with no birth or death year, e.g. the kañu singers of the
 * Baol) has no life to end: the status column still says `deceased`, but no badge is shown,
 * rather than labelling a living oral tradition "Décédé".
 */
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Poet } from '@domain/schemas';

export function PoetStatusBadge({
  poet,
}: {
  poet: Pick<Poet, 'status' | 'birthYear' | 'deathYear'>;
}) {
  const { t } = useTranslation('poets');
  const anonymous = poet.birthYear === null && poet.deathYear === null;
  if (poet.status === 'deceased' && anonymous) return null;
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
