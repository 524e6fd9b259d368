/**
 * A record's fields as a description list: label beside value from 900 px, label above value
 * on a phone. A missing value shows a dash; a long text keeps its line breaks.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RecordField {
  label: string;
  value: ReactNode;
  /** Long text (a poem, a biography): kept as written, line breaks included. */
  long?: boolean;
}

export function RecordFields({ fields }: { fields: readonly RecordField[] }) {
  return (
    <Box
      as="dl"
      display="grid"
      // minmax(0, …): a plain 1fr grows to its widest content's minimum (a poem's longest
      // verse), which pushed a phone's page 17 px sideways.
      gridTemplateColumns={{ base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' }}
      columnGap="6"
      rowGap={{ base: '1', md: '4' }}
      borderWidth="1px"
      borderColor="border.muted"
      rounded="xl"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      {fields.map((field) => (
        <Box key={field.label} display="contents">
          <Box
            as="dt"
            fontWeight="semibold"
            color="fg.muted"
            textStyle="sm"
            pt={{ base: '3', md: '0' }}
          >
            {field.label}
          </Box>
          <Box
            as="dd"
            m="0"
            whiteSpace={field.long ? 'pre-wrap' : undefined}
            overflowWrap="anywhere"
          >
            {field.value ?? '—'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
