/**
 * On a recording's view: how many readers report that its highlighting is off since the last
 * timing, and the way to fix it, the subtitle generator. Says that a new timing starts the
 * count again, so an administrator knows why it drops to 0 after re-timing.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriftCount } from '@domain/schemas/drift-report';
import '@client/i18n/namespaces/admin-drift';

export function DriftNotice({
  drift,
  date,
  retimeLink,
}: {
  drift: DriftCount | null;
  date: (iso: string) => string;
  /** The generator's link, as the view makes it (a router Link). */
  retimeLink: (label: string) => ReactNode;
}) {
  const { t } = useTranslation('admin-drift');
  if (!drift || drift.reports === 0 || !drift.lastReportAt) return null;
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor="warning.muted"
      bg="warning.subtle"
      rounded="lg"
      p="3"
      data-drift-notice
    >
      <Text fontWeight="medium">
        {t('notice', { count: drift.reports, date: date(drift.lastReportAt) })}
      </Text>
      <Text fontSize="sm">{t('since')}</Text>
      <Button asChild size="sm" alignSelf="start" colorPalette="warning">
        {retimeLink(t('retime'))}
      </Button>
    </Stack>
  );
}
