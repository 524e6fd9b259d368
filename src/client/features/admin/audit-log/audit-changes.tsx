/**
 * What a save changed, on its audit line: each field in the administrator's language with its
 * value before and after (a long text: only its changed verses, clipped by the server). The
 * full comparison is the record's History screen, linked beside the line.
 */
import { Stack, Text } from '@chakra-ui/react';
import type { AuditEntry } from '@domain/schemas/audit-log';
import { useFieldLabel } from '../history/use-field-label';
import { shownValue } from '../history/shown-value';

export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const label = useFieldLabel();
  return (
    <Stack as="ul" gap="1" textStyle="xs" listStyleType="none" data-audit-changes>
      {changes.map((change) => (
        <Text as="li" key={change.field} color="fg.muted">
          <Text as="span" fontWeight="semibold" color="fg">
            {label(change.field)}
          </Text>{' '}
          <Text as="del" dir="auto" whiteSpace="pre-wrap">
            {shownValue(change.before)}
          </Text>{' '}
          →{' '}
          <Text as="ins" dir="auto" whiteSpace="pre-wrap" textDecoration="none">
            {shownValue(change.after)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
