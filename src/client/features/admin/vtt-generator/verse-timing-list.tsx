/**
 * The poem's verses in order with their timing, which is also the preview: the verse being
 * recited carries `aria-current` as on the readers' pages (the route adds the readers' own
 * highlight styles, so it looks exactly as they will see it), found with the domain's
 * timedVerseAt over the timing being made. Selecting a verse (click, or ↑/↓) chooses which
 * start the nudges move and which verse P plays.
 */
import { Button, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { VttVerse } from '@domain/vtt/verses-with-ids';
import { formatSeconds } from './lib/format-seconds';
import type { Timing } from './lib/timing';

interface Props {
  verses: readonly VttVerse[];
  timing: Timing;
  selected: number;
  current: number | null;
  onSelect: (index: number) => void;
  onRetimeFrom: (index: number) => void;
}

export function VerseTimingList({
  verses,
  timing,
  selected,
  current,
  onSelect,
  onRetimeFrom,
}: Props) {
  const { t } = useTranslation('admin-vtt');
  return (
    <chakra.ol listStyle="none" p="0" m="0" aria-label={t('list.label')}>
      {verses.map((verse, index) => {
        const span = timing[index];
        const isSelected = index === selected;
        return (
          <chakra.li
            key={verse.id}
            data-verse-index={index}
            aria-current={index === current ? 'true' : undefined}
            borderBottomWidth="1px"
            py="2"
            px="2"
            outline={isSelected ? '2px solid' : undefined}
            outlineColor="orange.solid"
            outlineOffset="-2px"
            rounded="sm"
          >
            <HStack gap="3" align="start" justify="space-between" wrap="wrap">
              <Stack gap="0" minW="0" flex="1">
                <Text textStyle="xs" color="fg.muted">
                  {t('list.verse', { number: index + 1 })} ·{' '}
                  <span data-testid={`verse-time-${index}`} dir="ltr">
                    {span
                      ? t('list.span', {
                          start: formatSeconds(span.start),
                          end: formatSeconds(span.end),
                        })
                      : t('list.untimed')}
                  </span>
                </Text>
                <Text lang="wo" dir="ltr" fontFamily="heading">
                  {verse.text}
                </Text>
              </Stack>
              <HStack gap="1">
                <Button
                  size="xs"
                  variant={isSelected ? 'solid' : 'outline'}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(index)}
                  aria-label={t('list.select', { number: index + 1 })}
                >
                  {t('list.selectShort')}
                </Button>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => onRetimeFrom(index)}
                  aria-label={t('list.retimeFrom', { number: index + 1 })}
                  disabled={!span}
                >
                  {t('list.retimeShort')}
                </Button>
              </HStack>
            </HStack>
          </chakra.li>
        );
      })}
    </chakra.ol>
  );
}
