/**
 * Two revisions of a record side by side in time: each field that differs, long texts verse by
 * verse (@domain/revisions: added, removed, and changed verses pairing the old with the new),
 * other fields as their value before and after. Marks are not colour alone: each line starts
 * with +, − or ~ and a hidden word for screen readers.
 */
import { Badge, Box, HStack, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { compareRecords, type FieldComparison } from '@domain/revisions/compare-records';
import type { VerseComparison } from '@domain/revisions/compare-verses';
import '@client/i18n/namespaces/admin';
import { useFieldLabel } from './use-field-label';
import { shownValue } from './shown-value';

type Mark = 'added' | 'removed' | 'same';

const MARK_STYLE: Record<Mark, { sign: string; bg: string; decoration?: string }> = {
  added: { sign: '+', bg: 'green.subtle' },
  removed: { sign: '−', bg: 'red.subtle', decoration: 'line-through' },
  same: { sign: ' ', bg: 'transparent' },
};

function Line({ mark, text, changed }: { mark: Mark; text: string; changed?: boolean }) {
  const { t } = useTranslation('admin');
  const style = MARK_STYLE[mark];
  return (
    <chakra.li
      display="flex"
      gap="2"
      px="2"
      bg={style.bg}
      data-mark={changed ? `changed-${mark}` : mark}
      listStyleType="none"
    >
      <chakra.span aria-hidden fontFamily="mono" color="fg.muted" w="3" flexShrink={0}>
        {changed ? '~' : style.sign}
      </chakra.span>
      {mark !== 'same' && (
        <VisuallyHidden>
          {t(changed ? `history.marks.changed_${mark}` : `history.marks.${mark}`)}
        </VisuallyHidden>
      )}
      <chakra.span
        lang="wo"
        dir="auto"
        whiteSpace="pre-wrap"
        textDecoration={style.decoration}
        minH="1lh"
      >
        {text}
      </chakra.span>
    </chakra.li>
  );
}

function Verses({ comparison }: { comparison: VerseComparison }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="2">
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette="green">{t('history.counts.added', { count: comparison.added })}</Badge>
        <Badge colorPalette="red">
          {t('history.counts.removed', { count: comparison.removed })}
        </Badge>
        <Badge colorPalette="orange">
          {t('history.counts.changed', { count: comparison.changed })}
        </Badge>
        {comparison.stanzasAdded + comparison.stanzasRemoved > 0 && (
          <Badge>
            {t('history.counts.stanzas', {
              added: comparison.stanzasAdded,
              removed: comparison.stanzasRemoved,
            })}
          </Badge>
        )}
      </HStack>
      <chakra.ul borderWidth="1px" borderColor="border.muted" rounded="md" py="1" textStyle="sm">
        {comparison.lines.flatMap((line, i) =>
          line.kind === 'changed'
            ? [
                <Line key={`${i}-b`} mark="removed" text={line.before} changed />,
                <Line key={`${i}-a`} mark="added" text={line.after} changed />,
              ]
            : [<Line key={i} mark={line.kind === 'same' ? 'same' : line.kind} text={line.text} />],
        )}
      </chakra.ul>
    </Stack>
  );
}

function Field({ change }: { change: FieldComparison }) {
  const { t } = useTranslation('admin');
  const label = useFieldLabel();
  return (
    <Stack gap="2" as="section" aria-label={label(change.field)}>
      <Text fontWeight="semibold">{label(change.field)}</Text>
      {change.kind === 'text' ? (
        <Verses comparison={change.comparison} />
      ) : (
        <chakra.ul textStyle="sm" borderWidth="1px" borderColor="border.muted" rounded="md">
          <Line mark="removed" text={`${t('history.before')} ${shownValue(change.before)}`} />
          <Line mark="added" text={`${t('history.after')} ${shownValue(change.after)}`} />
        </chakra.ul>
      )}
    </Stack>
  );
}

export function RevisionComparison({
  before,
  after,
}: {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}) {
  const { t } = useTranslation('admin');
  const changes = compareRecords(before, after);
  if (changes.length === 0)
    return (
      <Box>
        <Text role="status">{t('history.noDifference')}</Text>
      </Box>
    );
  return (
    <Stack gap="5" data-comparison>
      {changes.map((change) => (
        <Field key={change.field} change={change} />
      ))}
    </Stack>
  );
}
