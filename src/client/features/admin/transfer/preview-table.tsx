/**
 * An import's rows as a plain table (the Chakra Table recipe is not in the app's set): each row
 * of the file by its number and name, what the import will do with it, and why: each changed
 * field with its value before and after, each invalid field with its reason. The before/after
 * labels are the History screen's, so a change reads the same there and here, in either
 * direction of writing.
 */
import { Badge, Box, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@domain/error-codes';
import type { ImportPreview } from '@domain/transfer/import-api';
import '@client/i18n/namespaces/admin';
import { codeText } from '@client/lib/error-text';
import { shownValue } from '../history/shown-value';
import { useFieldLabel } from '../history/use-field-label';

type PreviewRow = ImportPreview['rows'][number];
export type RowStatus = PreviewRow['status'];

export const ROW_STATUSES: readonly RowStatus[] = ['new', 'changed', 'unchanged', 'invalid'];
const PALETTE: Record<RowStatus, string> = {
  new: 'success',
  changed: 'info',
  unchanged: 'gray',
  invalid: 'error',
};

/** Long texts (a poem's content) cut to their start: the History screen compares them whole. */
const SHORT = 160;
const short = (value: unknown) => {
  const text = shownValue(value);
  return text.length > SHORT ? `${text.slice(0, SHORT)}…` : text;
};

const cell = { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border.muted' } as const;

export function StatusBadge({ status }: { status: RowStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle">
      {t(`transfer.status.${status}`)}
    </Badge>
  );
}

/** Each refused field by its label, with the reason in the administrator's language. */
export function FieldReasons({ fields }: { fields: Record<string, FieldError> }) {
  const label = useFieldLabel();
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0">
      {Object.entries(fields).map(([path, error]) => (
        <Box as="li" key={path} wordBreak="break-word" data-refused={path}>
          {path !== '_' && <Text fontWeight="semibold">{label(path)}</Text>}
          <Text color="error.fg">{codeText(error, path)}</Text>
        </Box>
      ))}
    </Stack>
  );
}

function Changes({ row }: { row: Extract<PreviewRow, { status: 'changed' }> }) {
  const { t } = useTranslation('admin');
  const label = useFieldLabel();
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0">
      {row.changes.map((change) => (
        <Box as="li" key={change.field} wordBreak="break-word" data-change={change.field}>
          <Text fontWeight="semibold">{label(change.field)}</Text>
          <Text color="fg.muted">
            {t('history.before')} <chakra.del>{short(change.before)}</chakra.del>
          </Text>
          <Text>
            {t('history.after')}{' '}
            <chakra.ins textDecoration="none">{short(change.after)}</chakra.ins>
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function PreviewTable({ rows, caption }: { rows: readonly PreviewRow[]; caption: string }) {
  const { t } = useTranslation('admin');
  return (
    // Focusable so a keyboard can scroll a table wider than a phone.
    <Box overflowX="auto" tabIndex={0} borderWidth="1px" borderColor="border.muted" rounded="md">
      <chakra.table w="full" textStyle="sm" borderCollapse="collapse" data-import-preview>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <chakra.thead bg="bg.subtle">
          <chakra.tr>
            {(['name', 'status', 'details'] as const).map((column) => (
              <chakra.th key={column} scope="col" {...cell} textAlign="start" fontWeight="semibold">
                {t(`transfer.columns.${column}`)}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => (
            <chakra.tr key={row.row} data-import-row={row.row} data-status={row.status}>
              <chakra.th
                scope="row"
                {...cell}
                textAlign="start"
                fontWeight="normal"
                verticalAlign="top"
                minW="8rem"
                wordBreak="break-word"
              >
                {row.row}. {row.name || '—'}
              </chakra.th>
              <chakra.td {...cell} verticalAlign="top">
                <StatusBadge status={row.status} />
              </chakra.td>
              <chakra.td {...cell} verticalAlign="top" minW="12rem">
                {row.status === 'changed' && <Changes row={row} />}
                {row.status === 'invalid' && <FieldReasons fields={row.fields} />}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
