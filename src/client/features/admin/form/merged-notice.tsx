/**
 * After a save that merged with someone else's without asking (they changed other verses or
 * other fields): says so, and shows what came from their version before the administrator
 * continues. Fields they alone changed show their new value; long texts show the verses.
 */
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENTION_PANEL } from './attention-panel';
import type { ConflictField } from './conflict';
import type { DisplayValue } from './conflict-view';
import { VerseMergeLines } from './verse-merge';

interface Props {
  fields: ConflictField[];
  labels: Record<string, string>;
  display: DisplayValue;
  onContinue: () => void;
}

export function MergedNotice({ fields, labels, display, onContinue }: Props) {
  const { t } = useTranslation('admin-form');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack {...ATTENTION_PANEL} aria-labelledby="merged-title" gap="3" data-testid="merged-notice">
      <Heading as="h2" id="merged-title" ref={heading} textStyle="xl" tabIndex={-1} outline="none">
        {t('conflict.mergedTitle')}
      </Heading>
      <Text color="fg.muted">{t('conflict.mergedLead')}</Text>
      {fields.map((field) => (
        <Box key={field.name} borderTopWidth="1px" pt="2">
          <Text fontWeight="semibold" pb="1">
            {labels[field.name] ?? field.name}
          </Text>
          {field.merge ? (
            <VerseMergeLines name={field.name} merge={field.merge} />
          ) : (
            <Stack gap="1" data-from="theirs">
              <Text textStyle="xs" fontWeight="semibold">
                {t('conflict.fromTheirs')}
              </Text>
              <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                {display(field.name, field.theirs)}
              </Text>
            </Stack>
          )}
        </Box>
      ))}
      <Box>
        <Button onClick={onContinue}>{t('conflict.done')}</Button>
      </Box>
    </Stack>
  );
}
