/**
 * The desk's counts of the work waiting, each a link to its list filtered on it: unpublished
 * poems (drafts, scheduled), recordings without timing, to review or reported by readers,
 * and the trash. Labels are the lists' own (a state's badge, a menu entry), so the desk and
 * the list it opens say the same words.
 */
import { HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Desk } from '@domain/schemas/desk';
import '@client/i18n/namespaces/admin-drift';
import { numberFormat } from '@client/lib/number-format';
import { DeskSection } from './desk-section';

/** One count: its label and figure inside the link the caller draws (typed by its route). */
function Count({
  label,
  count,
  name,
  link,
}: {
  label: string;
  count: number;
  /** `data-count` in the page, for tests and styles. */
  name: string;
  link: (content: ReactNode) => ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <Link asChild colorPalette="primary" display="flex" rounded="md" _hover={{ bg: 'bg.subtle' }}>
      {link(
        <HStack as="span" justify="space-between" w="full" gap="4" py="1" px="1" data-count={name}>
          <Text as="span">{label}</Text>
          <Text as="span" fontWeight="bold" textStyle="xl" color={count ? 'fg' : 'fg.muted'}>
            {numberFormat(i18n.resolvedLanguage).format(count)}
          </Text>
        </HStack>,
      )}
    </Link>
  );
}

export function WaitingWork({ desk }: { desk: Desk }) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const { t: tDrift } = useTranslation('admin-drift');
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <DeskSection id="desk-poems" title={tc('nav.admin.poems')}>
        <Stack gap="1">
          <Count
            name="draft"
            label={t('poems.state.draft')}
            count={desk.poems.draft}
            link={(c) => (
              <RouterLink to="/dashboard/poems" search={{ state: 'draft' }}>
                {c}
              </RouterLink>
            )}
          />
          <Count
            name="scheduled"
            label={t('poems.state.scheduled')}
            count={desk.poems.scheduled}
            link={(c) => (
              <RouterLink to="/dashboard/poems" search={{ state: 'scheduled' }}>
                {c}
              </RouterLink>
            )}
          />
        </Stack>
      </DeskSection>
      <DeskSection id="desk-recordings" title={tc('nav.admin.audios')}>
        <Stack gap="1">
          <Count
            name="untimed"
            label={t('desk.untimed')}
            count={desk.recordings.untimed}
            link={(c) => (
              <RouterLink to="/dashboard/audios" search={{ timing: 'untimed' }}>
                {c}
              </RouterLink>
            )}
          />
          <Count
            name="review"
            label={t('desk.review')}
            count={desk.recordings.review}
            link={(c) => (
              <RouterLink to="/dashboard/audios" search={{ timing: 'review' }}>
                {c}
              </RouterLink>
            )}
          />
          <Count
            name="reported"
            label={tDrift('column')}
            count={desk.recordings.reported}
            link={(c) => (
              <RouterLink to="/dashboard/audios" search={{ reported: true }}>
                {c}
              </RouterLink>
            )}
          />
        </Stack>
      </DeskSection>
      <DeskSection id="desk-trash" title={tc('nav.admin.trash')}>
        <Count
          name="trash"
          label={t('desk.inTrash')}
          count={desk.trash}
          link={(c) => <RouterLink to="/dashboard/trash">{c}</RouterLink>}
        />
      </DeskSection>
    </SimpleGrid>
  );
}
