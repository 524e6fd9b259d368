/**
 * How many readers report that a recording's verse highlighting is off, since its last timing:
 * a warning badge when some do, a muted 0 otherwise, a dash when the count could not be read.
 */
import { Badge, Text } from '@chakra-ui/react';
import type { DriftCount } from '@domain/schemas/drift-report';

export function DriftBadge({ drift }: { drift: DriftCount | null }) {
  if (!drift) return <Text as="span">—</Text>;
  if (drift.reports === 0)
    return (
      <Text as="span" color="fg.muted" data-drift-reports={0}>
        0
      </Text>
    );
  return (
    <Badge colorPalette="warning" variant="solid" data-drift-reports={drift.reports}>
      {drift.reports}
    </Badge>
  );
}
