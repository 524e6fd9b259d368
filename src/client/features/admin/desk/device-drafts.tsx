/**
 * The drafts kept on this device (the local-only `drafts` table the forms' one autosave
 * writes, ../form/use-autosave.ts), newest first, each a link to the screen that offers it
 * back. Read live from IndexedDB, so it shows offline too and follows a save made in another
 * tab. Drafts never leave the device: another administrator's are on their own.
 */
import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DAY_AND_TIME, useDateFormat } from '../resource/use-date-format';
import { DeskSection } from './desk-section';
import { draftLink, draftName, draftSection } from './draft-target';
import { useDeviceDrafts } from './use-device-drafts';

export function DeviceDrafts() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const date = useDateFormat(DAY_AND_TIME);
  const drafts = useDeviceDrafts();
  const shown = (drafts ?? []).flatMap((draft) => {
    const link = draftLink(draft);
    const section = draftSection(draft);
    return link && section ? [{ draft, link, section }] : [];
  });
  return (
    <DeskSection
      id="desk-drafts"
      title={t('desk.drafts')}
      count={drafts === undefined ? undefined : shown.length}
    >
      {drafts !== undefined && shown.length === 0 && (
        <Text color="fg.muted">{t('desk.noDrafts')}</Text>
      )}
      {shown.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="device-drafts">
          {shown.map(({ draft, link, section }) => {
            const name = draftName(draft) || t('desk.untitled');
            return (
              <HStack as="li" key={`${draft.form}:${draft.recordId}`} gap="3" flexWrap="wrap">
                <Link asChild colorPalette="primary" fontWeight="medium" minW="0">
                  <RouterLink {...link}>
                    <Text as="span" dir="auto" truncate maxW="20rem">
                      {name}
                    </Text>
                  </RouterLink>
                </Link>
                <Text as="span" color="fg.muted" textStyle="sm">
                  {tc(`nav.admin.${section}`)} ·{' '}
                  <time dateTime={new Date(draft.savedAt).toISOString()}>
                    {date.format(new Date(draft.savedAt))}
                  </time>
                </Text>
              </HStack>
            );
          })}
        </Stack>
      )}
    </DeskSection>
  );
}
